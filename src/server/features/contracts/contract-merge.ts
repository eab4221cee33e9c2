import { formatEventDay, formatVenueDate } from '#shared/dates/format-dates.ts';
import { formatUsd } from '#shared/money.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { fillMergeFields, type MergeField } from '#shared/contracts/merge-fields.ts';

/** Fills a contract's merge fields from its booking and venue, dates in the venue's time zone. */
export function mergeContractText(
  content: string,
  context: { booking: Booking; venueName: string; timeZone: string; clientEmail: string; amount: string | null },
): string {
  const { booking, timeZone } = context;
  const amount = context.amount ?? booking.totalAmount;
  const values: Record<MergeField, string | null> = {
    coupleNames: booking.coupleNames,
    eventDate: formatEventDay(booking.eventDate, { timeZone }),
    eventType: booking.eventType,
    guestCount: booking.guestCount === null ? null : String(booking.guestCount),
    totalAmount: amount === null ? null : formatUsd(amount),
    venueName: context.venueName,
    clientEmail: context.clientEmail,
    today: formatVenueDate(new Date(), { timeZone }),
  };
  return fillMergeFields(content, values);
}
