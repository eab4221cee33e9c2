import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { invitableRoles } from '#shared/team/team.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, invitations, users, venues } from '../../db/schema.ts';

type InvitableRole = (typeof invitableRoles)[number];
type InvitationRole = InvitableRole | 'client';

/** Usable: not accepted, not revoked, not expired. */
const isUsable = and(
  isNull(invitations.acceptedAt),
  isNull(invitations.revokedAt),
  gt(invitations.expiresAt, sql`now()`),
);

/**
 * Open team invitations: usable, to a team role. Client invitations (to a booking's portal) are
 * not the team's and never match here.
 */
const isOpen = and(isUsable, inArray(invitations.role, [...invitableRoles]));

export interface InvitationRow {
  id: number;
  email: string;
  role: InvitableRole;
  invitedBy: string;
  expiresAt: Date;
  createdAt: Date;
}

const inviterName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, 'A former team member')`;

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  invitedBy: inviterName,
  expiresAt: invitations.expiresAt,
  createdAt: invitations.createdAt,
};

export async function listOpenInvitations(db: DbOrTx, venueId: number): Promise<InvitationRow[]> {
  const rows = await db
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.venueId, venueId), isOpen))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows as InvitationRow[];
}

export async function findInvitation(db: DbOrTx, venueId: number, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.venueId, venueId), eq(invitations.id, id)));
  return row as InvitationRow | undefined;
}

/**
 * Serialises invitations to one address of one venue until the transaction ends, so two
 * simultaneous invitations cannot both stay open (the table has no unique index for that).
 */
export async function lockInvitationAddress(tx: DbOrTx, venueId: number, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitation:${venueId}:${email}`}))`);
}

export async function revokeOpenInvitationsTo(tx: DbOrTx, venueId: number, email: string): Promise<void> {
  await tx
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.venueId, venueId), eq(invitations.email, email), isOpen));
}

export async function insertInvitation(
  tx: DbOrTx,
  values: {
    venueId: number;
    email: string;
    role: InvitationRole;
    tokenHash: string;
    invitedBy: number;
    expiresAt: Date;
    bookingId?: number | null;
  },
): Promise<{ id: number }> {
  const [row] = await tx.insert(invitations).values(values).returning({ id: invitations.id });
  return row!;
}

/** Revokes an open invitation of the venue; false when there is none with that id. */
export async function revokeInvitation(db: DbOrTx, venueId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.venueId, venueId), eq(invitations.id, id), isOpen))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/**
 * An invitation by its token, whatever its state, with what the accept page may show: the
 * caller tells a used or expired one (410) from one that never existed (404).
 */
export async function findInvitationByToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      venueId: invitations.venueId,
      email: invitations.email,
      role: invitations.role,
      venueName: venues.name,
      venue: {
        slug: venues.slug,
        website: venues.website,
        logo: venues.logo,
        primaryColor: venues.primaryColor,
        secondaryColor: venues.secondaryColor,
        accentColor: venues.accentColor,
      },
      isUsable: sql<boolean>`${isUsable}`,
      /** A client invitation's booking's language; null for a team invitation. */
      bookingLanguage: bookings.language,
    })
    .from(invitations)
    .innerJoin(venues, eq(venues.id, invitations.venueId))
    .leftJoin(bookings, eq(bookings.id, invitations.bookingId))
    .where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/**
 * Uses the invitation up: one conditional UPDATE, so of several simultaneous accepts exactly one
 * gets the row back; the others wait for its row lock, re-check, and get nothing.
 */
export async function claimInvitation(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(invitations.tokenHash, tokenHash), isUsable))
    .returning({
      id: invitations.id,
      venueId: invitations.venueId,
      email: invitations.email,
      role: invitations.role,
      bookingId: invitations.bookingId,
    });
  return row;
}

/**
 * Revokes the usable client invitations to a booking (a new one replaces them), and answers when
 * the most recent of them was sent, or null when there was none.
 */
export async function revokeClientInvitations(tx: DbOrTx, venueId: number, bookingId: number): Promise<Date | null> {
  const revoked = await tx
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.venueId, venueId), eq(invitations.bookingId, bookingId), isUsable))
    .returning({ createdAt: invitations.createdAt });
  return revoked.reduce<Date | null>(
    (latest, row) => (latest && latest > row.createdAt ? latest : row.createdAt),
    null,
  );
}

export async function setAcceptedBy(tx: DbOrTx, id: number, userId: number): Promise<void> {
  await tx.update(invitations).set({ acceptedBy: userId }).where(eq(invitations.id, id));
}
