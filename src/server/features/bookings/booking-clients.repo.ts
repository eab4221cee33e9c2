import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';

// Who a booking's client is: the one column the client portal reaches bookings, payments and
// contracts through (decision 025).

/** Gives the booking to a client, unless another client has it; false when it was not given. */
export async function assignClient(db: DbOrTx, venueId: number, id: number, clientId: number): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ clientId, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.venueId, venueId),
        eq(bookings.id, id),
        or(isNull(bookings.clientId), eq(bookings.clientId, clientId)),
      ),
    )
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** Takes the booking from this client; false when they were not (or no longer) its client. */
export async function unassignClient(db: DbOrTx, venueId: number, id: number, clientId: number): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ clientId: null, updatedAt: sql`now()` })
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, id), eq(bookings.clientId, clientId)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

export async function countClientBookingsInVenue(db: DbOrTx, venueId: number, clientId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.venueId, venueId), eq(bookings.clientId, clientId)));
  return row!.total;
}
