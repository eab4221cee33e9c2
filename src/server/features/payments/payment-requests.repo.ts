import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, contracts, paymentRequests, payments, venues, venueStripeAccounts } from '../../db/schema.ts';

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
type NewPaymentRequest = Omit<typeof paymentRequests.$inferInsert, 'id' | 'createdAt' | 'revokedAt'>;

export async function insertPaymentRequest(db: DbOrTx, values: NewPaymentRequest): Promise<PaymentRequestRow> {
  const [row] = await db.insert(paymentRequests).values(values).returning();
  return row!;
}

/** Ends the payment's live pay link, if it has one; true when one was ended. */
export async function revokePayLinks(db: DbOrTx, venueId: number, paymentId: number): Promise<boolean> {
  const rows = await db
    .update(paymentRequests)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(paymentRequests.venueId, venueId),
        eq(paymentRequests.paymentId, paymentId),
        eq(paymentRequests.channel, 'link'),
        isNull(paymentRequests.revokedAt),
      ),
    )
    .returning({ id: paymentRequests.id });
  return rows.length > 0;
}

/** What a payment request's e-mail says of the booking, its portal access and the venue. */
export async function findRequestFacts(db: DbOrTx, venueId: number, bookingId: number) {
  const [row] = await db
    .select({
      coupleNames: bookings.coupleNames,
      email: bookings.email,
      clientId: bookings.clientId,
      bookingStatus: bookings.status,
      eventDate: bookings.eventDate,
      language: bookings.language,
      venueName: venues.name,
      venueEmail: venues.email,
      timeZone: venues.timezone,
    })
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, bookingId)));
  return row;
}

/**
 * The payment a live pay link names, with what its page shows and what decides who takes the
 * card. A revoked link finds nothing; whether the payment can still be paid is the service's call.
 */
export async function findPayLink(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      venueId: payments.venueId,
      paymentId: payments.id,
      status: payments.status,
      amount: payments.amount,
      type: payments.type,
      description: payments.description,
      dueDate: payments.dueDate,
      bookingStatus: bookings.status,
      eventType: bookings.eventType,
      eventDay: bookings.localDay,
      language: bookings.language,
      venue: {
        name: venues.name,
        logo: venues.logo,
        primaryColor: venues.primaryColor,
        secondaryColor: venues.secondaryColor,
        accentColor: venues.accentColor,
        slug: venues.slug,
        isDemo: venues.isDemo,
        stripeAccountId: sql<string | null>`${venueStripeAccounts.accountId}`,
        stripeChargesEnabled: sql<boolean>`coalesce(${venueStripeAccounts.chargesEnabled}, false)`,
      },
    })
    .from(paymentRequests)
    .innerJoin(payments, and(eq(payments.venueId, paymentRequests.venueId), eq(payments.id, paymentRequests.paymentId)))
    .innerJoin(bookings, and(eq(bookings.venueId, payments.venueId), eq(bookings.id, payments.bookingId)))
    .innerJoin(venues, eq(venues.id, payments.venueId))
    .leftJoin(venueStripeAccounts, eq(venueStripeAccounts.venueId, payments.venueId))
    .where(and(eq(paymentRequests.tokenHash, tokenHash), isNull(paymentRequests.revokedAt)));
  return row;
}
export type PayLinkRow = NonNullable<Awaited<ReturnType<typeof findPayLink>>>;

/** A contract's state and booking, as the deposit request after its signature reads them. */
export async function findContractForDeposit(db: DbOrTx, venueId: number, contractId: string) {
  const [row] = await db
    .select({ status: contracts.status, bookingId: contracts.bookingId })
    .from(contracts)
    .where(and(eq(contracts.venueId, venueId), eq(contracts.id, contractId)));
  return row;
}

/** The booking's deposits, any status, oldest first (read with the booking's row locked). */
export function listBookingDeposits(db: DbOrTx, venueId: number, bookingId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.venueId, venueId), eq(payments.bookingId, bookingId), eq(payments.type, 'deposit')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** Whether the couple was ever e-mailed a request for this payment. */
export async function hasPaymentRequest(db: DbOrTx, venueId: number, paymentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.venueId, venueId), eq(paymentRequests.paymentId, paymentId)))
    .limit(1);
  return row !== undefined;
}
