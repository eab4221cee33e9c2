import type { User } from '#shared/auth/auth.schemas.ts';
import { getInvitableRoles, rolesThatMayInvite } from '#shared/auth/permissions.ts';
import {
  acceptInvitationSchema,
  createInvitationSchema,
  INVITATION_TTL_DAYS,
  type AcceptInvitationInput,
  type CreateInvitationInput,
  type Invitation,
  type InvitationPreview,
} from '#shared/team/team.schemas.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isHttpUrl } from '#shared/settings/settings.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, getSqlState, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { addMembership, createAccount, findAccountByEmail } from '../auth/accounts.service.ts';
import {
  getUserView,
  openSession,
  requireAccountPassword,
  type Account,
  type RequestMeta,
} from '../auth/auth.service.ts';
// Invitation links carry the same kind of secret as sessions: 32 random bytes, SHA-256 stored.
import { createSessionToken, hashSessionToken } from '../auth/session-token.ts';
import { findBookingCouple } from '../bookings/bookings.service.ts';
import { notifyVenue } from '../notifications/notifications.service.ts';
import { loadEmailBrand } from '../outbox/email-brand.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import * as repo from './invitations.repo.ts';
import { invitationEmail } from './team.emails.ts';
import { linkBookingToClient } from './client-links.service.ts';
import { findMembershipRole, isStaffEmail } from './team.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function toView(row: repo.InvitationRow): Invitation {
  return { ...row, expiresAt: row.expiresAt.toISOString(), createdAt: row.createdAt.toISOString() };
}

function invalidInvitation(): AppError {
  return new AppError('GONE', 'This invitation has been used or has expired. Ask for a new one.');
}

/** A usable invitation: 404 when the token never existed, 410 when it was used, revoked or expired. */
async function requireUsableInvitation(db: DbOrTx, tokenHash: string) {
  const invitation = await repo.findInvitationByToken(db, tokenHash);
  if (!invitation) throw new AppError('NOT_FOUND', 'This invitation does not exist');
  if (!invitation.isUsable) throw invalidInvitation();
  return invitation;
}

export async function listInvitations(deps: AppDeps, actor: StaffActor): Promise<Invitation[]> {
  const rows = await repo.listOpenInvitations(deps.db, actor.venueId);
  return rows.map(toView);
}

/**
 * Invites an address to the venue's staff and e-mails it the link, in one transaction. A new
 * invitation replaces any open one to the same address. Only the token's hash is stored, so
 * the link can be shown once (in the answer) and never again.
 */
export async function createInvitation(
  deps: AppDeps,
  actor: StaffActor,
  input: CreateInvitationInput,
): Promise<{ inviteUrl: string; invitation: Invitation }> {
  const { email, role } = createInvitationSchema.parse(input);
  if (!getInvitableRoles(actor.role).includes(role)) {
    throw new AppError('FORBIDDEN', 'Only an owner can invite a manager');
  }
  const { token, tokenHash } = createSessionToken();
  const inviteUrl = `${deps.config.publicUrl}/accept-invite/${token}`;
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
  const invitation = await deps.db.transaction(async (tx) => {
    const { venueId } = actor;
    await repo.lockInvitationAddress(tx, venueId, email);
    if (await isStaffEmail(tx, venueId, email)) throw new AppError('CONFLICT', `${email} is already on your team`);
    await repo.revokeOpenInvitationsTo(tx, venueId, email);
    const { id } = await repo.insertInvitation(tx, {
      venueId,
      email,
      role,
      tokenHash,
      invitedBy: actor.userId,
      expiresAt,
    });
    const inviter = await getUserView(tx, actor.userId, venueId);
    await enqueueEmail(tx, {
      venueId,
      to: email,
      // Only those who may issue this invitation may read its link in the outbox (decision 012).
      visibleLinks: [{ url: inviteUrl, roles: rolesThatMayInvite(role) }],
      ...invitationEmail({
        inviterName: `${inviter.firstName} ${inviter.lastName}`,
        venueName: inviter.venueName!,
        timeZone: inviter.venueTimeZone!,
        role,
        inviteUrl,
        expiresAt,
        brand: await loadEmailBrand(tx, venueId, deps.config.publicUrl),
      }),
    });
    return (await repo.findInvitation(tx, venueId, id))!;
  });
  deps.mailer.deliverSoon();
  return { inviteUrl, invitation: toView(invitation) };
}

export async function revokeInvitation(deps: AppDeps, actor: StaffActor, id: number): Promise<void> {
  if (!(await repo.revokeInvitation(deps.db, actor.venueId, id))) throw notFound('Invitation');
}

/** What the accept page shows before its form; only for an open invitation. */
export async function getInvitationPreview(deps: AppDeps, token: string): Promise<InvitationPreview> {
  const invitation = await requireUsableInvitation(deps.db, hashSessionToken(token));
  const account = await findAccountByEmail(deps.db, invitation.email);
  const { slug, website, ...brand } = invitation.venue;
  return {
    email: invitation.email,
    role: invitation.role,
    venueName: invitation.venueName,
    hasAccount: !!account,
    language: invitation.role === 'client' ? (invitation.bookingLanguage ?? null) : null,
    // Settings accept only http(s) addresses; an older row is checked again, as it becomes a link.
    venue: { ...brand, homeUrl: website && isHttpUrl(website) ? website : `/inquire/${slug}` },
  };
}

/**
 * Accepts an invitation and signs the person in to the inviting venue, answering like login.
 * The invitation is bound to its address: an existing account proves itself with its password,
 * a new one is created for that address. Using the invitation up, creating the account and the
 * membership and opening the session happen in one transaction, so it works exactly once.
 *
 * Accepting proves nothing about the address: staff hold the link too (it is shown to them to
 * pass on), so the account's address stays as verified as it was (decision 025). Whoever cannot
 * give an existing account's password (someone else registered the address) resets it first.
 */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  input: AcceptInvitationInput,
  meta: RequestMeta,
): Promise<{ token: string; user: User }> {
  const data = acceptInvitationSchema.parse(input);
  const tokenHash = hashSessionToken(token);
  const invitation = await requireUsableInvitation(deps.db, tokenHash);

  // Password work happens before the transaction: it is slow and needs no locks.
  let account: Account | null = null;
  let newAccount: { firstName: string; lastName: string; passwordHash: string } | null = null;
  if (await findAccountByEmail(deps.db, invitation.email)) {
    // The link must not become a way around the sign-in throttle for an existing account.
    account = await requireAccountPassword(deps, invitation.email, data.password, meta);
  } else {
    newAccount = { ...requireNames(data), passwordHash: await deps.passwords.hash(data.password) };
  }

  try {
    const session = await deps.db.transaction(async (tx) => {
      const claimed = await repo.claimInvitation(tx, tokenHash);
      if (!claimed) throw invalidInvitation();
      const { venueId, role, email, bookingId } = claimed;
      const userId = newAccount ? (await createAccount(tx, { email, ...newAccount })).id : account!.id;
      if (role === 'client') {
        await linkBookingToClient(tx, {
          venueId,
          bookingId: bookingId!,
          userId,
          email,
          venueName: invitation.venueName,
        });
        await tellVenueClientJoined(tx, { venueId, bookingId: bookingId!, userId, email });
      } else {
        if (!newAccount && (await findMembershipRole(tx, venueId, userId))) {
          throw new AppError('CONFLICT', `${email} is already a member of ${invitation.venueName}`);
        }
        await addMembership(tx, { userId, venueId, role });
      }
      await repo.setAcceptedBy(tx, claimed.id, userId);
      return openSession(tx, userId, venueId, meta);
    });
    deps.mailer.deliverSoon();
    return session;
  } catch (error) {
    // Someone registered this address between the check and the insert; the invitation stays open.
    if (newAccount && getSqlState(error) === '23505') {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
    }
    throw error;
  }
}

/** A couple joined their booking's portal through the venue's invitation: staff hear of it. */
async function tellVenueClientJoined(
  tx: Tx,
  joined: { venueId: number; bookingId: number; userId: number; email: string },
): Promise<void> {
  // One after the other: a transaction's queries share its one connection.
  const booking = await findBookingCouple(tx, joined.venueId, joined.bookingId);
  const person = await getUserView(tx, joined.userId, null);
  const name = `${person.firstName} ${person.lastName}`.trim() || joined.email;
  await notifyVenue(tx, {
    venueId: joined.venueId,
    kind: 'client.joined',
    title: `${booking?.coupleNames ?? name} joined the client portal`,
    body: `${name} <${joined.email}> accepted the invitation`,
    link: `/client-portal?client=${joined.userId}`,
  });
}

function requireNames(data: { firstName?: string; lastName?: string }): { firstName: string; lastName: string } {
  const { firstName, lastName } = data;
  if (firstName && lastName) return { firstName, lastName };
  const fieldErrors: Record<string, string[]> = {};
  if (!firstName) fieldErrors.firstName = ['First name is required'];
  if (!lastName) fieldErrors.lastName = ['Last name is required'];
  const message = firstName ? 'Last name is required' : 'First name is required';
  throw new AppError('VALIDATION_FAILED', message, { fieldErrors });
}
