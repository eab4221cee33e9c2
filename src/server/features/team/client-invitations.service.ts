import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import { permissionRoles } from '#shared/auth/permissions.ts';
import { INVITATION_TTL_DAYS, type ClientInvitationResponse } from '#shared/team/team.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { getBooking } from '../bookings/bookings.service.ts';
import { createSessionToken } from '../auth/session-token.ts';
import { loadEmailBrand } from '../outbox/email-brand.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import * as repo from './invitations.repo.ts';
import { clientPortalInvitationEmail } from './team.emails.ts';
import { findVenueForEmail } from './team.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Invites a booking's couple to the client portal: a link to /accept-invite/{token} (256 random
 * bits, SHA-256 stored, single use, 14 days, bound to the booking's e-mail), e-mailed to them
 * and answered so staff can pass it on. A new invitation replaces an unused one for the booking,
 * and the answer says when the replaced one was sent: its link no longer works.
 * Accepting it makes the person the booking's client.
 */
export async function inviteBookingClient(
  deps: AppDeps,
  actor: StaffActor,
  bookingId: number,
): Promise<ClientInvitationResponse> {
  const booking = await getBooking(deps, actor, bookingId);
  if (booking.clientId !== null) {
    throw new AppError('CONFLICT', `${booking.coupleNames} already has a client portal account for this booking`);
  }
  const email = booking.email.trim().toLowerCase();
  const { token, tokenHash } = createSessionToken();
  const inviteUrl = `${deps.config.publicUrl}/accept-invite/${token}`;
  // The e-mailed link opens the page in the booking's language (decision 068).
  const emailedUrl = `${inviteUrl}?${LANGUAGE_PARAM}=${booking.language}`;
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
  const replacedSentAt = await deps.db.transaction(async (tx) => {
    await repo.lockInvitationAddress(tx, actor.venueId, email);
    const replaced = await repo.revokeClientInvitations(tx, actor.venueId, bookingId);
    await repo.insertInvitation(tx, {
      venueId: actor.venueId,
      email,
      role: 'client',
      bookingId,
      tokenHash,
      invitedBy: actor.userId,
      expiresAt,
    });
    const venue = await findVenueForEmail(tx, actor.venueId);
    await enqueueEmail(tx, {
      venueId: actor.venueId,
      to: email,
      ...venueSender(venue),
      // Whoever may invite a client (staff who work bookings) may read the link (decision 012).
      visibleLinks: [{ url: emailedUrl, roles: permissionRoles['bookings:write'] }],
      ...clientPortalInvitationEmail({
        venueName: venue.name,
        coupleNames: booking.coupleNames,
        eventDate: booking.eventDate,
        timeZone: venue.timeZone,
        inviteUrl: emailedUrl,
        expiresAt,
        language: booking.language,
        brand: await loadEmailBrand(tx, actor.venueId, deps.config.publicUrl),
      }),
    });
    return replaced;
  });
  deps.mailer.deliverSoon();
  return {
    inviteUrl,
    expiresAt: expiresAt.toISOString(),
    replacesInvitationSentAt: replacedSentAt?.toISOString() ?? null,
  };
}
