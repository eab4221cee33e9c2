import { formatEventDay, formatVenueDate } from '#shared/dates/format-dates.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { fillMergeFields, type MergeField } from '#shared/contracts/merge-fields.ts';
import { getEventTypeName } from '#shared/i18n/event-type-name.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import { getTranslator } from '#shared/i18n/i18n.ts';
import type { Language } from '#shared/i18n/languages.ts';

export interface ContractMergeContext {
  booking: Pick<Booking, 'coupleNames' | 'eventDate' | 'eventType' | 'guestCount' | 'totalAmount'>;
  venueName: string;
  timeZone: string;
  clientEmail: string;
  amount: string | null;
  /** The moment {{today}} names; now unless a caller (a pass with a fake clock) says otherwise. */
  now?: Date;
  /**
   * The language of the text being filled (decision 074): dates, money and the standard event
   * types are written in it, so a Spanish version reads "$1,500.00" and "sábado, 12 de junio de
   * 2027" with no English inside its sentences. English unless given.
   */
  language?: Language;
  /** What the venue calls its own event types in that language (decision 073), where it named them. */
  venueEventTypeNames?: Readonly<Record<string, string>>;
}

/** Fills a contract's merge fields from its booking and venue, dates in the venue's time zone. */
export function mergeContractText(content: string, context: ContractMergeContext): string {
  return fillMergeFields(content, getContractMergeValues(context));
}

/**
 * The values of the merge fields for a booking of the venue, dates in the venue's time zone,
 * written in the context's language through Intl.
 */
export function getContractMergeValues(context: ContractMergeContext): Record<MergeField, string | null> {
  const { booking, timeZone } = context;
  const translator = getTranslator(context.language ?? 'en');
  const { locale } = translator;
  const amount = context.amount ?? booking.totalAmount;
  return {
    coupleNames: booking.coupleNames,
    eventDate: formatEventDay(booking.eventDate, { timeZone, locale }),
    eventType: getEventTypeName(booking.eventType, translator, context.venueEventTypeNames),
    guestCount: booking.guestCount === null ? null : String(booking.guestCount),
    totalAmount: amount === null ? null : formatMoney(amount, locale),
    venueName: context.venueName,
    clientEmail: context.clientEmail,
    today: formatVenueDate(context.now ?? new Date(), { timeZone, locale }),
  };
}
