import { format, parseISO } from 'date-fns';
import { TriangleAlert } from 'lucide-react';
import type { UpdateSettingsResponse } from '#shared/settings/settings.schemas.ts';

type OverfullDay = UpdateSettingsResponse['overfullDays'][number];

/** After a save lowered the daily limit or closed days: the days left holding too many bookings. */
export function OverfullDaysNotice({ days, maxPerDay }: { days: readonly OverfullDay[]; maxPerDay: number }) {
  if (days.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="grid gap-2">
        <p className="font-medium">
          {days.length === 1 ? 'This day now holds' : 'These days now hold'} more bookings than the limit of {maxPerDay}{' '}
          per day. They keep their bookings; new ones are refused.
        </p>
        <ul className="grid gap-1">
          {days.map(({ day, bookings }) => (
            <li key={day}>
              <time dateTime={day}>{format(parseISO(day), 'EEEE, d MMMM yyyy')}</time>: {bookings}{' '}
              {bookings === 1 ? 'booking' : 'bookings'}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
