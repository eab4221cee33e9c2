import ical, { escape, ICalCalendarMethod, ICalEventStatus, type ICalEventData } from 'ical-generator';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import type { ShareSettings } from '#shared/calendar/calendar-share.schemas.ts';
import { getEventTypeName } from '#shared/i18n/event-type-name.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import { getTranslator } from '#shared/i18n/i18n.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { getVenueEventTypeNames, type VenueTextTranslations } from '#shared/i18n/venue-text.ts';

/** Spec §9: an event in the export lasts 4 hours. */
export const EVENT_DURATION_MS = 4 * 60 * 60 * 1000;
/** How often a subscribed calendar app should poll (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 60 * 60;

export interface FeedBooking {
  id: number;
  coupleNames: string;
  eventDate: Date;
  eventType: string;
  email: string;
  phone: string | null;
  notes: string | null;
  totalAmount: string | null;
  status: BookingStatus;
  /** Grows by one each time the event moves (a trigger on bookings.event_date). */
  sequence: number;
  updatedAt: Date;
}

export interface FeedVenue {
  name: string;
  address: string | null;
  timeZone: string;
  /** The venue's default client language, which its own event types are written in (decision 073). */
  defaultLanguage: Language;
  translations: VenueTextTranslations;
}

/**
 * Control characters other than line breaks are not allowed in an iCalendar TEXT value (RFC 5545
 * §3.3.11, VALUE-CHAR); line breaks are escaped as \n by ical-generator.
 */
function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

/**
 * What a booking's status says about its date (decision 042): held for sure once booked; until
 * then (an inquiry, a tour, a contract out for signature) only pencilled in. Cancelled bookings
 * never reach the feed, but a cancelled one says so if it ever does.
 */
const icsStatuses = {
  inquiry: ICalEventStatus.TENTATIVE,
  tour_scheduled: ICalEventStatus.TENTATIVE,
  contract_sent: ICalEventStatus.TENTATIVE,
  booked: ICalEventStatus.CONFIRMED,
  deposit_paid: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
} as const satisfies Record<BookingStatus, ICalEventStatus>;

/**
 * One booking as the spec's iCalendar event (§3), with the share switches applied: UID
 * booking-{id}@{host}, 4 hours from eventDate, SUMMARY '{names} - {type}' or 'Event - {type}',
 * DESCRIPTION the notes or 'Venue booking' (then contact details and the total when their switches
 * are on). Where the spec writes placeholders (decision 042): LOCATION is the venue's address, left
 * out when it has none; STATUS follows the booking's status; SEQUENCE counts the event's moves.
 * DTSTAMP and LAST-MODIFIED are the booking's last change, so an unchanged calendar is
 * byte-for-byte the same (and its ETag too).
 */
export function toIcsEvent(
  booking: FeedBooking,
  settings: ShareSettings,
  venue: FeedVenue,
  host: string,
  language: Language = 'en',
): ICalEventData {
  const translator = getTranslator(language);
  const { t } = translator;
  const notes = booking.notes?.trim() ? booking.notes : null;
  const details = [settings.includeNotes && notes ? notes : t('calendarFeed.venueBooking')];
  if (settings.includeContactInfo) {
    details.push('', t('calendarFeed.email', { email: booking.email }));
    if (booking.phone) details.push(t('calendarFeed.phone', { phone: booking.phone }));
  }
  if (settings.includeRevenue && booking.totalAmount !== null) {
    if (!settings.includeContactInfo) details.push('');
    // The English feed keeps the amount as the spec writes it ($1500.00); another language's, as its locale does.
    const amount = language === 'en' ? `$${booking.totalAmount}` : formatMoney(booking.totalAmount, translator.locale);
    details.push(t('calendarFeed.total', { amount }));
  }
  // The names a reader of the language knows: VenueDesk's event types translated, the venue's own
  // by the names it gave them in that language, else as written.
  const eventType = getEventTypeName(booking.eventType, translator, getVenueEventTypeNames(venue, language));
  const who = settings.includeClientNames ? booking.coupleNames : t('calendarFeed.event');
  return {
    id: `booking-${booking.id}@${host}`,
    start: booking.eventDate,
    end: new Date(booking.eventDate.getTime() + EVENT_DURATION_MS),
    stamp: booking.updatedAt,
    lastModified: booking.updatedAt,
    summary: cleanText(`${who} - ${eventType}`),
    description: cleanText(details.join('\n')),
    location: venue.address?.trim() ? cleanText(venue.address) : null,
    status: icsStatuses[booking.status],
    sequence: booking.sequence,
  };
}

/**
 * The venue's calendar as RFC 5545 text, built with ical-generator. ical-generator writes the
 * header and each VEVENT (escaping TEXT values); the calendar's name it writes as given, so it is
 * escaped here. Its own line folding creates a TextEncoder per character (about 0.9 s for 5,000
 * events), so the pieces are rendered unfolded and folded once by `foldIcsLines`.
 */
export function buildIcsCalendar(input: {
  venue: FeedVenue;
  bookings: readonly FeedBooking[];
  settings: ShareSettings;
  host: string;
  /** The language of the texts VenueDesk writes into the events; English unless named. */
  language?: Language;
}): string {
  const language = input.language ?? 'en';
  const calendar = ical({
    name: escape(cleanText(input.venue.name), false),
    prodId: { company: 'VenueDesk', product: 'Calendar', language: language.toUpperCase() },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_REFRESH_SECONDS,
    // A hint for apps that show times in the calendar's zone; every time is UTC (…Z).
    x: { 'X-WR-TIMEZONE': input.venue.timeZone },
  });
  // Without events, the calendar is its header and END:VCALENDAR (already folded; the header's
  // lines are short, and folding twice changes nothing).
  const header = calendar.toString().replace(/END:VCALENDAR$/, '');
  const events = input.bookings.map((booking) =>
    calendar.createEvent(toIcsEvent(booking, input.settings, input.venue, input.host, language)).toString(),
  );
  return foldIcsLines(header + events.join('') + 'END:VCALENDAR\r\n');
}

const MAX_LINE_OCTETS = 75;

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 §3.1: content lines longer than 75 octets are split with CRLF and one space, never
 * inside a UTF-8 character. Every line, continuation space included, is at most 75 octets.
 */
export function foldIcsLines(text: string): string {
  // A UTF-16 code unit is at most 3 octets, so a line of 25 units or fewer fits: only longer
  // lines are measured (most of a feed's lines are shorter).
  return text.replace(LONGER_LINE, (line) =>
    Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS ? line : foldLine(line),
  );
}

const LONGER_LINE = new RegExp(`[^\\r\\n]{${Math.floor(MAX_LINE_OCTETS / 3) + 1},}`, 'g');

function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      folded += '\r\n ';
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded;
}
