import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '#shared/auth/roles.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { preparedPerDb, type Db, type DbOrTx } from '../../db/client.ts';
import { bookings, loginFailures, memberships, sessions, users, venues } from '../../db/schema.ts';

export interface UserRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  emailVerified: boolean;
}

const userColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  passwordHash: users.passwordHash,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
};

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findUserById(db: DbOrTx, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function insertUser(
  db: DbOrTx,
  values: {
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    phone?: string;
    passwordHash: string;
  },
): Promise<{ id: number }> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!;
}

export async function insertVenue(
  db: DbOrTx,
  values: { name: string; slug: string },
): Promise<{ id: number; name: string }> {
  const [row] = await db.insert(venues).values(values).returning({ id: venues.id, name: venues.name });
  return row!;
}

export async function insertMembership(db: DbOrTx, values: { userId: number; venueId: number; role: Role }) {
  await db.insert(memberships).values(values);
}

/** The venue a new session opens in: the user's earliest staff venue, else their earliest. */
export async function findDefaultMembership(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ venueId: memberships.venueId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(sql`${memberships.role} = 'client'`, asc(memberships.createdAt))
    .limit(1);
  return row;
}

export async function insertSession(
  db: DbOrTx,
  values: {
    tokenHash: string;
    userId: number;
    venueId: number | null;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * The live session for a token hash with the user's role in the session's venue. A session
 * whose membership was removed resolves to no venue, so staff access ends at once.
 * Every API request runs this, so it is a named prepared statement (parsed and planned once per
 * connection).
 */
export async function findActiveSession(db: Db, tokenHash: string) {
  const [row] = await getFindActiveSession(db).execute({ tokenHash });
  return row;
}

const getFindActiveSession = preparedPerDb(function prepareFindActiveSession(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      venueId: memberships.venueId,
      role: memberships.role,
    })
    .from(sessions)
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.venueId, sessions.venueId)))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('find_active_session');
});

/** Whether a session still works (not signed out, revoked or expired). */
export async function isSessionActive(db: DbOrTx, sessionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return rows.length > 0;
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Ends every live session of the user in every venue, except `keepSessionId` when given. */
export async function revokeUserSessions(tx: DbOrTx, userId: number, keepSessionId: number | null): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

export async function findUserView(db: DbOrTx, userId: number, venueId: number | null) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      role: memberships.role,
      venueId: venues.id,
      venueName: venues.name,
      venueTimeZone: venues.timezone,
    })
    .from(users)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), venueId === null ? sql`false` : eq(memberships.venueId, venueId)),
    )
    .leftJoin(venues, eq(venues.id, memberships.venueId))
    .where(eq(users.id, userId));
  return row;
}

/**
 * Serialises password checks per email and per address until the transaction ends, so counting
 * the recent failures and recording a new attempt happen as one step. The email is locked
 * first, then the address, in every transaction, so two checks never wait on each other in a cycle.
 */
export async function lockLoginAttempts(tx: DbOrTx, email: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login-email:${email}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login-ip:${ip}`}, 0))`);
}

export async function updatePasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function recordLoginFailure(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

export async function clearLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Failures since `since` for the email and for the IP, with the oldest of each (for Retry-After). */
export async function countRecentLoginFailures(db: DbOrTx, email: string, ip: string, since: Date) {
  const recent = gt(loginFailures.createdAt, since);
  const [byEmail, byIp] = await Promise.all([
    db
      .select({ total: count(), oldest: sql<string | null>`min(${loginFailures.createdAt})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), recent)),
    db
      .select({ total: count(), oldest: sql<string | null>`min(${loginFailures.createdAt})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), recent)),
  ]);
  return { byEmail: byEmail[0]!, byIp: byIp[0]! };
}

export async function markEmailVerified(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

/**
 * The language of a couple's newest booking (decision 068): what a client's account e-mails and
 * pages are written in. Null for an account that is no booking's client (staff).
 */
export async function findClientLanguage(db: DbOrTx, userId: number): Promise<Language | null> {
  const [row] = await db
    .select({ language: bookings.language })
    .from(bookings)
    .where(eq(bookings.clientId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  return row?.language ?? null;
}
