import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { venueStripeAccounts } from '../../db/schema.ts';

export type VenueStripeAccountRow = typeof venueStripeAccounts.$inferSelect;

export async function findVenueStripeAccount(db: DbOrTx, venueId: number) {
  const [row] = await db.select().from(venueStripeAccounts).where(eq(venueStripeAccounts.venueId, venueId));
  return row;
}

/** Keeps the venue's account; the first one stored wins (two onboarding clicks make one account). */
export async function insertVenueStripeAccount(db: DbOrTx, venueId: number, accountId: string) {
  await db.insert(venueStripeAccounts).values({ venueId, accountId }).onConflictDoNothing();
  return (await findVenueStripeAccount(db, venueId))!;
}

/** Stripe's word on whether the account may charge; answers the venue it belongs to, if any. */
export async function updateStripeAccountState(
  db: DbOrTx,
  accountId: string,
  state: { chargesEnabled: boolean; detailsSubmitted: boolean },
): Promise<number | null> {
  const rows = await db
    .update(venueStripeAccounts)
    .set({ ...state, updatedAt: sql`now()` })
    .where(eq(venueStripeAccounts.accountId, accountId))
    .returning({ venueId: venueStripeAccounts.venueId });
  return rows[0]?.venueId ?? null;
}
