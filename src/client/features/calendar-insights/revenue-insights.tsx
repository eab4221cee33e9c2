import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { PRICING_ADVICE, type EventTypeRevenue } from '#shared/calendar/recommendations.ts';
import { formatDollars } from '#client/lib/format.ts';

/** Spec §2 Revenue Insights: each type's average revenue, then the two fixed pieces of advice. */
export function RevenueInsights({ averages }: { averages: readonly EventTypeRevenue[] }) {
  const titleId = useId();
  return (
    <div className="grid gap-4">
      <section aria-labelledby={titleId} className="grid gap-2">
        <h4 id={titleId} className="text-sm font-semibold">
          Average revenue by event type
        </h4>
        {averages.length === 0 ? (
          <p className="text-muted-foreground text-sm">No bookings yet to average.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {averages.map((entry) => (
              <li key={entry.eventType} className="flex flex-wrap items-baseline justify-between gap-x-3 p-3">
                <span className="min-w-0 break-words">
                  {entry.eventType}{' '}
                  <span className="text-muted-foreground text-sm">
                    ({entry.count} {entry.count === 1 ? 'event' : 'events'})
                  </span>
                </span>
                <span className="font-semibold">{formatDollars(entry.averageRevenue)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ul className="grid gap-2">
        {PRICING_ADVICE.map((advice) => (
          <li
            key={advice}
            className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{advice}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
