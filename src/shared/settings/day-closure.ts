import { weekdayKeys } from './settings.schemas.ts';

export type DayClosure = 'blackout' | 'closed';

export const dayClosureLabels: Record<DayClosure, string> = { blackout: 'Blackout date', closed: 'Closed' };

/**
 * Whether a venue day ('YYYY-MM-DD') takes no bookings: a blackout date, or a weekday the venue
 * is closed. The same rule the server's slot check applies, for showing it on the calendar.
 */
export function getDayClosure(
  dayKey: string,
  availability: { weekdays: Record<(typeof weekdayKeys)[number], boolean>; blackoutDates: readonly string[] },
): DayClosure | null {
  if (availability.blackoutDates.includes(dayKey)) return 'blackout';
  const weekday = weekdayKeys[new Date(`${dayKey}T00:00:00Z`).getUTCDay()]!;
  return availability.weekdays[weekday] ? null : 'closed';
}
