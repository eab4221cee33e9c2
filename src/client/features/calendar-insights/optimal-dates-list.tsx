import { CalendarPlus, PartyPopper } from 'lucide-react';
import type { OptimalDate } from '#shared/calendar/optimal-dates.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatLongDay } from './day-labels.ts';

/**
 * Spec §2 Optimal Dates: up to 6 open dates with their reasons and score; a click books one.
 * Each reason is a badge; a public holiday is flagged apart, as it says what the day is, not
 * that it is in demand (decision 051).
 */
export function OptimalDatesList({
  dates,
  onPickDate,
}: {
  dates: readonly OptimalDate[];
  onPickDate: (dayKey: string) => void;
}) {
  if (dates.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        No dates to suggest yet: as bookings fill your calendar and leads ask for dates, the open dates in demand show
        here.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {dates.map((date) => (
        <li key={date.dayKey} className="min-w-0">
          <button
            type="button"
            onClick={() => onPickDate(date.dayKey)}
            className="hover:bg-accent focus-visible:ring-ring flex h-full w-full cursor-pointer flex-col gap-2 rounded-lg border p-3 text-left transition-colors focus-visible:ring-2 focus-visible:outline-none"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="font-medium">{formatLongDay(date.dayKey)}</span>
              <CalendarPlus className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
            </span>
            <span className="flex flex-wrap gap-1">
              {date.reasons.map((reason) =>
                reason.kind === 'holiday' ? (
                  <Badge key={reason.label} variant="outline" className="max-w-full gap-1 whitespace-normal">
                    <PartyPopper className="size-3 shrink-0" aria-hidden="true" />
                    {reason.label}
                  </Badge>
                ) : (
                  <Badge key={reason.label} variant="secondary" className="max-w-full whitespace-normal">
                    {reason.label}
                  </Badge>
                ),
              )}
            </span>
            <span className="text-muted-foreground text-sm">Score: {date.score}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
