import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { addMembership } from '../auth/accounts.service.ts';
import {
  assignBookingClient,
  countClientBookingsInVenue,
  unassignBookingClient,
} from '../bookings/bookings.service.ts';
import { revokeClientInvitations } from './invitations.repo.ts';
import { deleteClientMembership, findMembershipRole, lockClientLinks } from './team.repo.ts';

/**
 * Makes a person the client of one of the venue's bookings, inside the caller's transaction: the
 * two ways a venue does it (an invitation it sent, or its confirmation for a verified address)
 * both end here, and nothing else links a booking (decision 025). They become the venue's client
 * if they were not; someone on its staff cannot be, and a booking that has a client keeps it.
 * Open invitations to the booking end: they have nothing left to give.
 */
export async function linkBookingToClient(
  tx: DbOrTx,
  link: { venueId: number; bookingId: number; userId: number; email: string; venueName: string },
): Promise<void> {
  const { venueId, bookingId, userId } = link;
  await lockClientLinks(tx, venueId, userId);
  const membership = await findMembershipRole(tx, venueId, userId);
  if (membership && membership !== 'client') {
    throw new AppError('CONFLICT', `${link.email} is on the team of ${link.venueName}, not one of its clients`);
  }
  if (!membership) await addMembership(tx, { userId, venueId, role: 'client' });
  if (!(await assignBookingClient(tx, venueId, bookingId, userId))) {
    throw new AppError('CONFLICT', 'This booking already has a client portal account');
  }
  await revokeClientInvitations(tx, venueId, bookingId);
}

/**
 * Takes the booking from its client, inside the caller's transaction: they no longer see it, nor
 * its payments and contracts (which the portal reaches through it), and their client membership
 * of the venue ends with their last booking there. Open invitations to the booking end too, so a
 * new one can be sent. Answers whose booking it was, or null when it had no client.
 */
export async function unlinkBookingClient(
  tx: DbOrTx,
  venueId: number,
  booking: { id: number; clientId: number | null },
): Promise<number | null> {
  const userId = booking.clientId;
  if (userId === null) return null;
  await lockClientLinks(tx, venueId, userId);
  // Another request may have unlinked it since it was read; then there is nothing left to do.
  if (!(await unassignBookingClient(tx, venueId, booking.id, userId))) return null;
  await revokeClientInvitations(tx, venueId, booking.id);
  if ((await countClientBookingsInVenue(tx, venueId, userId)) === 0) {
    await deleteClientMembership(tx, venueId, userId);
  }
  return userId;
}
