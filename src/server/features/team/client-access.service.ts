import type { ClientAccess } from '#shared/team/client-access.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { findAccountByEmail, findAccountById } from '../auth/accounts.service.ts';
import { getBooking } from '../bookings/bookings.service.ts';
import { loadEmailBrand } from '../outbox/email-brand.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { linkBookingToClient, unlinkBookingClient } from './client-links.service.ts';
import { clientPortalAccessEmail } from './team.emails.ts';
import { findVenueForEmail } from './team.repo.ts';
import { getClientLoginUrl } from '../auth/client-login-url.ts';

/** Who has the booking in their portal, or whether a verified account could be given it. */
export async function getClientAccess(deps: AppDeps, actor: StaffActor, bookingId: number): Promise<ClientAccess> {
  const booking = await getBooking(deps, actor, bookingId);
  if (booking.clientId !== null) {
    const client = await findAccountById(deps.db, booking.clientId);
    if (client) {
      const { firstName, lastName, email } = client;
      return { client: { firstName, lastName, email }, verifiedAccount: false };
    }
  }
  const account = await findAccountByEmail(deps.db, booking.email);
  return { client: null, verifiedAccount: account?.emailVerified ?? false };
}

/**
 * The venue's confirmation, the second way a booking reaches a client portal (decision 025): the
 * account whose owner proved the booking's address gets it, and is told by e-mail. An account
 * that is not verified gets nothing this way: whoever registered the address may not own it.
 */
export async function grantClientAccess(deps: AppDeps, actor: StaffActor, bookingId: number): Promise<ClientAccess> {
  const booking = await getBooking(deps, actor, bookingId);
  if (booking.clientId !== null) {
    throw new AppError('CONFLICT', `${booking.coupleNames} already has a client portal account for this booking`);
  }
  const account = await findAccountByEmail(deps.db, booking.email);
  if (!account?.emailVerified) {
    throw new AppError(
      'CONFLICT',
      `No verified VenueDesk account uses ${booking.email}. Invite the couple instead: the invitation goes to that address.`,
    );
  }
  await deps.db.transaction(async (tx) => {
    const venue = await findVenueForEmail(tx, actor.venueId);
    await linkBookingToClient(tx, {
      venueId: actor.venueId,
      bookingId,
      userId: account.id,
      email: account.email,
      venueName: venue.name,
    });
    await enqueueEmail(tx, {
      venueId: actor.venueId,
      to: account.email,
      ...venueSender(venue),
      ...clientPortalAccessEmail({
        venueName: venue.name,
        coupleNames: booking.coupleNames,
        eventDate: booking.eventDate,
        timeZone: venue.timeZone,
        // The couple's sign-in page opens in the booking's language (decision 075); staff's stays plain.
        loginUrl: getClientLoginUrl(deps.config.publicUrl, booking.language),
        language: booking.language,
        brand: await loadEmailBrand(tx, actor.venueId, deps.config.publicUrl),
      }),
    });
  });
  deps.mailer.deliverSoon();
  const { firstName, lastName, email } = account;
  return { client: { firstName, lastName, email }, verifiedAccount: false };
}

/**
 * Takes the booking from its client: the portal stops showing it, its payments and its contracts
 * at once, and the venue may invite someone again. Taking it from nobody changes nothing.
 */
export async function revokeClientAccess(deps: AppDeps, actor: StaffActor, bookingId: number): Promise<void> {
  const booking = await getBooking(deps, actor, bookingId);
  await deps.db.transaction((tx) => unlinkBookingClient(tx, actor.venueId, booking));
}
