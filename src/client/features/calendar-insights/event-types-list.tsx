import type { EventTypeShare } from '#shared/calendar/recommendations.ts';

/** Spec §2 Event Types: the top 5 types with count and percent; a click filters the calendar. */
export function EventTypesList({
  types,
  onPickEventType,
}: {
  types: readonly EventTypeShare[];
  onPickEventType: (eventType: string) => void;
}) {
  if (types.length === 0) {
    return <p className="text-muted-foreground text-sm">No bookings yet to rank event types by.</p>;
  }
  return (
    <ol className="grid gap-2">
      {types.map((type, index) => (
        <li key={type.eventType}>
          <button
            type="button"
            onClick={() => onPickEventType(type.eventType)}
            className="hover:bg-accent focus-visible:ring-ring grid w-full cursor-pointer gap-2 rounded-lg border p-3 text-left transition-colors focus-visible:ring-2 focus-visible:outline-none"
          >
            <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="min-w-0 font-medium break-words">
                {index + 1}. {type.eventType}
              </span>
              <span className="text-muted-foreground text-sm">
                {type.count} {type.count === 1 ? 'event' : 'events'} · {type.percent}%
              </span>
            </span>
            {/* The share as a bar; the percent beside it says the same to a screen reader. */}
            <span className="bg-muted block h-2 overflow-hidden rounded-full" aria-hidden="true">
              <span className="bg-primary block h-full rounded-full" style={{ width: `${type.percent}%` }} />
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
