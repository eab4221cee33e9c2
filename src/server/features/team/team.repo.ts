import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '#shared/auth/roles.ts';
import { staffRoles } from '#shared/auth/roles.ts';
import type { DbOrTx } from '../../db/client.ts';
import { memberships, sessions, users, venues } from '../../db/schema.ts';

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: memberships.role,
};

const isStaff = inArray(memberships.role, [...staffRoles]);

export interface MemberRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole;
}

/** The venue's staff (never its clients): owners, then managers, then coordinators, each by name. */
export async function listStaffMembers(db: DbOrTx, venueId: number): Promise<MemberRow[]> {
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.venueId, venueId), isStaff))
    .orderBy(
      sql`case ${memberships.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
      sql`lower(${users.firstName})`,
      sql`lower(${users.lastName})`,
      asc(users.id),
    );
  return rows as MemberRow[];
}

/** A staff member of the venue; `lock` holds their membership row until the transaction ends. */
export async function findStaffMember(
  db: DbOrTx,
  venueId: number,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<MemberRow | undefined> {
  const query = db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.venueId, venueId), eq(memberships.userId, userId), isStaff));
  const [row] = options.lock ? await query.for('update', { of: memberships }) : await query;
  return row as MemberRow | undefined;
}

/** Whether the address belongs to someone on the venue's staff (a client of the venue is not). */
export async function isStaffEmail(db: DbOrTx, venueId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.venueId, venueId), isStaff, eq(sql`lower(${users.email})`, email.toLowerCase())));
  return row !== undefined;
}

/**
 * Locks the venue's owner memberships until the transaction ends and returns their user ids.
 * Two owners demoting or removing each other at once queue here; the second sees the first's
 * change (READ COMMITTED re-checks a locked row's role), so the venue keeps an owner.
 */
export async function lockOwners(tx: DbOrTx, venueId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.venueId, venueId), eq(memberships.role, 'owner')))
    .for('update');
  return rows.map((row) => row.userId);
}

export async function updateMemberRole(tx: DbOrTx, venueId: number, userId: number, role: StaffRole): Promise<void> {
  await tx
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.venueId, venueId), eq(memberships.userId, userId), isStaff));
}

export async function deleteStaffMembership(tx: DbOrTx, venueId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(memberships)
    .where(and(eq(memberships.venueId, venueId), eq(memberships.userId, userId), isStaff))
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

/** Ends the user's live sessions in this venue; their sessions in other venues keep working. */
export async function revokeVenueSessions(tx: DbOrTx, venueId: number, userId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), eq(sessions.venueId, venueId), isNull(sessions.revokedAt)));
}

/** The user's role in the venue, if they belong to it. */
export async function findMembershipRole(db: DbOrTx, venueId: number, userId: number) {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.venueId, venueId), eq(memberships.userId, userId)));
  return row?.role;
}

/** The venue's name, address for replies and time zone, for what the team feature e-mails. */
export async function findVenueForEmail(db: DbOrTx, venueId: number) {
  const [row] = await db
    .select({ name: venues.name, email: venues.email, timeZone: venues.timezone })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row!;
}

/**
 * Serialises the changes to one person's client links in one venue until the transaction ends:
 * linking a booking (which may add their client membership) and unlinking one (which ends the
 * membership when it was their last booking there) must not interleave, or a linked client could
 * be left without their membership. Always taken before any booking row is written.
 */
export async function lockClientLinks(tx: DbOrTx, venueId: number, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client-links:${venueId}:${userId}`}))`);
}

/** Ends a client's membership of the venue (never a staff member's). */
export async function deleteClientMembership(tx: DbOrTx, venueId: number, userId: number): Promise<void> {
  await tx
    .delete(memberships)
    .where(and(eq(memberships.venueId, venueId), eq(memberships.userId, userId), eq(memberships.role, 'client')));
}
