import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { defineKeyset, keysetKeyField, keysetOrderBy, type PageRequest } from '../../db/keyset.ts';
import { bookings, invitations, memberships, users } from '../../db/schema.ts';

/** The clients list's order: by event, as the bookings list (bookings_venue_event_date_idx). */
export const portalClientsKeyset = defineKeyset('portal-clients', [
  { column: bookings.eventDate, kind: 'timestamp', direction: 'asc' },
  { column: bookings.id, kind: 'integer', direction: 'asc' },
]);

/** An invitation its couple has neither accepted nor had revoked (open, or expired unused). */
const unanswered = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/**
 * A page of the venue's bookings the portal concerns: those a client has, and those whose couple
 * was invited and has not answered; with the client's account and their membership's dates.
 */
export async function listPortalBookings(db: DbOrTx, venueId: number, page: PageRequest) {
  const invited = sql`exists (select 1 from ${invitations} where ${invitations.venueId} = ${bookings.venueId}
    and ${invitations.bookingId} = ${bookings.id} and ${unanswered})`;
  const where = and(eq(bookings.venueId, venueId), or(isNotNull(bookings.clientId), invited));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        booking: bookings,
        client: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        membership: { clientSince: memberships.createdAt, lastSeenAt: memberships.lastSeenAt },
        pageKey: keysetKeyField(portalClientsKeyset),
      })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.clientId))
      .leftJoin(memberships, and(eq(memberships.venueId, bookings.venueId), eq(memberships.userId, bookings.clientId)))
      .where(and(where, page.after))
      .orderBy(...keysetOrderBy(portalClientsKeyset))
      .limit(page.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The unanswered client invitations to these bookings, newest first. */
export function listUnansweredInvitations(db: DbOrTx, venueId: number, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: invitations.bookingId,
      sentAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
    })
    .from(invitations)
    .where(and(eq(invitations.venueId, venueId), inArray(invitations.bookingId, bookingIds), unanswered))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** A client of the venue (never a staff member) with their account and membership dates. */
export async function findVenueClient(db: DbOrTx, venueId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      clientSince: memberships.createdAt,
      lastSeenAt: memberships.lastSeenAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.venueId, venueId), eq(memberships.userId, userId), eq(memberships.role, 'client')));
  return row;
}

/**
 * Notes a client's visit to the portal in each venue they are a client of, unless one was noted
 * less than `minutes` ago: most calls write nothing, and those that do touch a handful of rows by
 * their primary key.
 */
export async function recordClientVisit(db: DbOrTx, userId: number, minutes: number): Promise<void> {
  await db
    .update(memberships)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.role, 'client'),
        or(
          isNull(memberships.lastSeenAt),
          lt(memberships.lastSeenAt, sql`now() - make_interval(mins => ${minutes}::int)`),
        ),
      ),
    );
}
