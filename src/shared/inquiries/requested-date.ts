import { formatWeekday } from '../bookings/booking-dates.ts';
import { formatCalendarEventDay } from '../dates/format-dates.ts';
import type { RequestedDate } from './inquiries.schemas.ts';

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function describeState(date: RequestedDate, day: string): string {
  if (date.available) return `${day} was open when your inquiry arrived; it is held once the venue confirms a booking.`;
  switch (date.reason) {
    case 'booked':
      return `${day} is already booked.`;
    case 'closed':
      return `${day} is not open: the venue is closed on ${formatWeekday(date.day)}s.`;
    case 'blackout':
      return `${day} is not open: the venue is not taking events that day.`;
    case 'past':
      return `${day} has passed.`;
    default:
      return `${day} is not open.`;
  }
}

/**
 * How the date a visitor asked about stood when the inquiry arrived, and the open days offered
 * instead: the same sentences on the thank-you page and in the acknowledgement e-mail.
 */
export function describeRequestedDate(date: RequestedDate): string {
  const state = describeState(date, formatCalendarEventDay(date.day));
  if (date.available) return state;
  const alternatives = (date.alternatives ?? []).map((day) => formatCalendarEventDay(day));
  if (alternatives.length === 0) return `${state} We found no open date near it; the venue will suggest one.`;
  if (alternatives.length === 1) {
    return `${state} The nearest open date is ${alternatives[0]}; let the venue know if it suits you.`;
  }
  return `${state} The nearest open dates are ${joinList(alternatives)}; let the venue know if one of them suits you.`;
}
