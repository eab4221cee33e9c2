import { formatWeekday } from '#shared/bookings/booking-dates.ts';
import { formatCalendarEventDay } from '#shared/dates/format-dates.ts';
import { ALTERNATIVES_WINDOW_DAYS, type RequestedDate } from '#shared/inquiries/inquiries.schemas.ts';
import { formatDollars } from '#shared/money.ts';

/**
 * What a reply to a lead rests on, read by the server from its own records and rules: the
 * inquiry, the venue, how the asked day stands (the public form's answer) and the base price.
 */
export interface ReplyFacts {
  clientName: string;
  venueName: string;
  venueDescription: string | null;
  maxCapacity: number | null;
  eventTypesOffered: readonly string[];
  basePrice: number | null;
  eventType: string | null;
  guestCount: number | null;
  /** The inquiry's own words (its notes), or null. */
  message: string | null;
  /** The day asked for and how it stands now, or null when the inquiry named none. */
  requestedDay: RequestedDate | null;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function describeState(requested: RequestedDate, day: string): string {
  switch (requested.reason) {
    case 'booked':
      return `${day} is already booked.`;
    case 'closed':
      return `We do not host events on ${formatWeekday(requested.day)}s, so ${day} is not open.`;
    case 'blackout':
      return `We are not taking events on ${day}.`;
    case 'past':
      return `${day} has already passed.`;
    default:
      return `${day} is not open.`;
  }
}

function describeRequestedDay(requested: RequestedDate): string {
  const day = formatCalendarEventDay(requested.day);
  if (requested.available) return `Good news: ${day} is open. We hold it for you once the booking is confirmed.`;
  const state = describeState(requested, day);
  const alternatives = (requested.alternatives ?? []).map((open) => formatCalendarEventDay(open));
  if (alternatives.length === 0) {
    return `${state} We have no open date within ${ALTERNATIVES_WINDOW_DAYS} days of it; tell us other dates that could work and we will check them.`;
  }
  if (alternatives.length === 1) return `${state} The nearest open date is ${alternatives[0]}.`;
  return `${state} The nearest open dates are ${joinList(alternatives)}.`;
}

/**
 * Whether the asked day is open (with the nearest open days when not) and whether the guests
 * fit: the server's sentences, never a model's (decision 049).
 */
export function describeAvailability(facts: ReplyFacts): string {
  const date = facts.requestedDay
    ? describeRequestedDay(facts.requestedDay)
    : 'You did not mention a date yet: tell us the one you have in mind and we will check it right away.';
  const overCapacity = facts.guestCount !== null && facts.maxCapacity !== null && facts.guestCount > facts.maxCapacity;
  if (!overCapacity) return date;
  return `${date} Our space holds up to ${facts.maxCapacity} guests, fewer than the ${facts.guestCount} you mentioned; we are happy to talk through what would work.`;
}

/** The base price sentence, or '' when the venue shows no base price. */
export function describePrice(facts: ReplyFacts): string {
  if (facts.basePrice === null) return '';
  return `Our base price is ${formatDollars(facts.basePrice)}; the final price depends on your date, your guest count and the services you choose.`;
}

export function describeEventDate(facts: ReplyFacts): string {
  return facts.requestedDay ? formatCalendarEventDay(facts.requestedDay.day) : 'your event';
}

/** The event type an inquiry from the public form wrote as its notes' first line. */
export function readEventType(notes: string | null): string | null {
  return /^Event type: (.+)$/m.exec(notes ?? '')?.[1]?.trim() ?? null;
}
