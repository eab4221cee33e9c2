import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { InviteClientSection } from '#client/features/client-portal/index.ts';
import { BookingPaymentsSection } from '#client/features/payments/index.ts';

/**
 * What later features add to a booking's details (decision 011: the bookings feature's one
 * slot, filled here): its payments and payment schedule, then inviting the couple to the portal.
 */
export function BookingDetailsExtension({ booking }: { booking: Booking }) {
  return (
    <>
      <BookingPaymentsSection booking={booking} />
      <InviteClientSection booking={booking} />
    </>
  );
}
