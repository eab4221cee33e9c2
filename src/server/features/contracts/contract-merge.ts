import { formatEventDay, formatVenueDate } from '#shared/dates/format-dates.ts';
import { formatUsd } from '#shared/money.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { fillMergeFields, type MergeField } from '#shared/contracts/merge-fields.ts';

export interface ContractMergeContext {
  booking: Pick<Booking, 'coupleNames' | 'eventDate' | 'eventType' | 'guestCount' | 'totalAmount'>;
  venueName: string;
  timeZone: string;
  clientEmail: string;
  amount: string | null;
  /** The moment {{today}} names; now unless a caller (a pass with a fake clock) says otherwise. */
  now?: Date;
}

/** Fills a contract's merge fields from its booking and venue, dates in the venue's time zone. */
export function mergeContractText(content: string, context: ContractMergeContext): string {
  return fillMergeFields(content, getContractMergeValues(context));
}

/** The values of the merge fields for a booking of the venue, dates in the venue's time zone. */
export function getContractMergeValues(context: ContractMergeContext): Record<MergeField, string | null> {
  const { booking, timeZone } = context;
  const amount = context.amount ?? booking.totalAmount;
  return {
    coupleNames: booking.coupleNames,
    eventDate: formatEventDay(booking.eventDate, { timeZone }),
    eventType: booking.eventType,
    guestCount: booking.guestCount === null ? null : String(booking.guestCount),
    totalAmount: amount === null ? null : formatUsd(amount),
    venueName: context.venueName,
    clientEmail: context.clientEmail,
    today: formatVenueDate(context.now ?? new Date(), { timeZone }),
  };
}
