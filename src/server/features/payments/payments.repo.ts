import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { scheduledPaymentTypes } from '#shared/payments/payment-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineKeyset, keysetKeyField, keysetOrderBy, type PageRequest } from '../../db/keyset.ts';
import { bookings, paymentRequests, payments, stripeEvents, venues, venueStripeAccounts } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentValues = Partial<Omit<typeof payments.$inferInsert, 'id' | 'venueId' | 'createdAt'>>;

const listColumns = {
  id: payments.id,
  bookingId: payments.bookingId,
  amount: payments.amount,
  type: payments.type,
  description: payments.description,
  dueDate: payments.dueDate,
  status: payments.status,
  paidAt: payments.paidAt,
  method: payments.method,
  provider: payments.provider,
  refundedAmount: payments.refundedAmount,
  scheduleId: payments.scheduleId,
  createdAt: payments.createdAt,
  // When the couple was last asked to pay it; drizzle decodes no null, so the column's decoder is safe.
  requestedAt: sql`(select max(pr.created_at) from ${paymentRequests} pr where pr.payment_id = ${payments.id})`.mapWith(
    payments.createdAt,
  ) as SQL<Date | null>,
  coupleNames: bookings.coupleNames,
  bookingStatus: bookings.status,
  venue: {
    slug: venues.slug,
    isDemo: venues.isDemo,
    stripeAccountId: sql<string | null>`${venueStripeAccounts.accountId}`,
    stripeChargesEnabled: sql<boolean>`coalesce(${venueStripeAccounts.chargesEnabled}, false)`,
  },
};
export type PaymentListRow = Awaited<ReturnType<typeof selectPayments>>[number];

/** Payments with their booking's couple and status, and what decides who takes the venue's cards. */
function selectPayments(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(payments)
    .innerJoin(bookings, and(eq(bookings.venueId, payments.venueId), eq(bookings.id, payments.bookingId)))
    .innerJoin(venues, eq(venues.id, payments.venueId))
    .leftJoin(venueStripeAccounts, eq(venueStripeAccounts.venueId, payments.venueId));
}

/**
 * Whose payments a request may touch: a venue's (staff) or those of a client's own bookings; with
 * `inVenue`, a client's in that venue only (what staff preview of the client's portal).
 */
export type PaymentScope = { venueId: number } | { clientId: number; inVenue?: number };

function inScope(scope: PaymentScope) {
  if ('venueId' in scope) return eq(payments.venueId, scope.venueId);
  const clientOwns = sql`exists (select 1 from ${bookings} b where b.venue_id = ${payments.venueId}
        and b.id = ${payments.bookingId} and b.client_id = ${scope.clientId})`;
  return scope.inVenue === undefined ? clientOwns : and(eq(payments.venueId, scope.inVenue), clientOwns);
}

/** The payments list's order: newest first (payments_venue_created_idx). */
export const paymentListKeyset = defineKeyset('payments', [
  { column: payments.createdAt, kind: 'timestamp', direction: 'desc' },
  { column: payments.id, kind: 'integer', direction: 'desc' },
]);

/** A page of the payments in scope (of one booking, when asked), and how many there are in all. */
export async function listPaymentsIn(
  db: DbOrTx,
  scope: PaymentScope,
  filter: { bookingId?: number | undefined },
  page: PageRequest,
) {
  const where = and(
    inScope(scope),
    filter.bookingId === undefined ? undefined : eq(payments.bookingId, filter.bookingId),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...listColumns, pageKey: keysetKeyField(paymentListKeyset) })
      .from(payments)
      .innerJoin(bookings, and(eq(bookings.venueId, payments.venueId), eq(bookings.id, payments.bookingId)))
      .innerJoin(venues, eq(venues.id, payments.venueId))
      .leftJoin(venueStripeAccounts, eq(venueStripeAccounts.venueId, payments.venueId))
      .where(and(where, page.after))
      .orderBy(...keysetOrderBy(paymentListKeyset))
      .limit(page.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findVenuePaymentView(db: DbOrTx, venueId: number, id: number) {
  const [row] = await selectPayments(db).where(and(eq(payments.venueId, venueId), eq(payments.id, id)));
  return row;
}

/** The payment row, locked until the transaction ends when asked (every change of status locks it). */
export async function findVenuePayment(db: DbOrTx, venueId: number, id: number, options: { lock?: boolean } = {}) {
  return findPaymentIn(db, { venueId }, id, options);
}

export async function findPaymentIn(db: DbOrTx, scope: PaymentScope, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(payments)
    .where(and(inScope(scope), eq(payments.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertPayments(
  db: DbOrTx,
  venueId: number,
  rows: (PaymentValues & Pick<PaymentRow, 'bookingId' | 'amount' | 'type'>)[],
): Promise<PaymentRow[]> {
  return db
    .insert(payments)
    .values(rows.map((row) => ({ ...row, venueId })))
    .returning();
}

export async function updatePayment(db: DbOrTx, venueId: number, id: number, values: PaymentValues) {
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(payments.venueId, venueId), eq(payments.id, id)))
    .returning();
  return row!;
}

export async function deletePayments(db: DbOrTx, venueId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(payments).where(and(eq(payments.venueId, venueId), inArray(payments.id, ids)));
}

/**
 * The payments of the booking's newest schedule that still has an unpaid payment (all of its
 * deposit, milestones and final, paid or not), locked until the transaction ends when asked.
 */
export async function findOpenSchedulePayments(
  db: DbOrTx,
  venueId: number,
  bookingId: number,
  options: { lock?: boolean } = {},
): Promise<PaymentRow[]> {
  const [newest] = await db
    .select({ scheduleId: payments.scheduleId })
    .from(payments)
    .where(
      and(
        eq(payments.venueId, venueId),
        eq(payments.bookingId, bookingId),
        eq(payments.status, 'pending'),
        isNotNull(payments.scheduleId),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!newest?.scheduleId) return [];
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.venueId, venueId), eq(payments.scheduleId, newest.scheduleId)))
    .orderBy(payments.id);
  return options.lock ? query.for('update') : query;
}

/**
 * The booking's total and names, its row held until the transaction ends: two schedules of one
 * booking made at once queue here, so the second sees the first's payments (and the total it split).
 */
export async function lockBookingForSchedule(db: DbOrTx, venueId: number, bookingId: number) {
  const [row] = await db
    .select({ totalAmount: bookings.totalAmount, coupleNames: bookings.coupleNames })
    .from(bookings)
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, bookingId)))
    .for('no key update');
  return row;
}

/**
 * What the booking's payments have settled of its total: the money in (paid or on its way, less
 * refunds) of every payment but `additional` ones, which are charged on top of the total.
 */
export async function sumSettledTowardsTotal(db: DbOrTx, venueId: number, bookingId: number): Promise<string> {
  const [row] = await db
    .select({
      settled: sql<string>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)::numeric(12, 2)::text`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.venueId, venueId),
        eq(payments.bookingId, bookingId),
        inArray(payments.status, ['processing', 'paid']),
        ne(payments.type, 'additional'),
      ),
    );
  return row!.settled;
}

/** Whether the booking has a payment in `status` of one of `types`. */
async function hasBookingPayment(
  db: DbOrTx,
  venueId: number,
  bookingId: number,
  filter: { status: PaymentRow['status']; types: readonly PaymentRow['type'][] },
): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.venueId, venueId),
        eq(payments.bookingId, bookingId),
        eq(payments.status, filter.status),
        inArray(payments.type, filter.types),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether any deposit of the booking is paid (a partly refunded one still is). */
export function hasPaidDeposit(db: DbOrTx, venueId: number, bookingId: number): Promise<boolean> {
  return hasBookingPayment(db, venueId, bookingId, { status: 'paid', types: ['deposit'] });
}

/** Whether the booking has scheduled payments (deposit, milestone, final) still unpaid. */
export function hasUnpaidScheduledPayments(db: DbOrTx, venueId: number, bookingId: number): Promise<boolean> {
  return hasBookingPayment(db, venueId, bookingId, { status: 'pending', types: scheduledPaymentTypes });
}

/** The booking's status and what decides who takes the venue's cards, for a checkout. */
export async function findCheckoutFacts(db: DbOrTx, venueId: number, bookingId: number) {
  const [row] = await db
    .select({ bookingStatus: listColumns.bookingStatus, venue: listColumns.venue })
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .leftJoin(venueStripeAccounts, eq(venueStripeAccounts.venueId, bookings.venueId))
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, bookingId)));
  return row!;
}

/** What decides who takes a venue's cards (getCardProcessor), and its name. */
export async function findVenueCardFacts(db: DbOrTx, venueId: number) {
  const [row] = await db
    .select({ name: venues.name, ...listColumns.venue })
    .from(venues)
    .leftJoin(venueStripeAccounts, eq(venueStripeAccounts.venueId, venues.id))
    .where(eq(venues.id, venueId));
  return row!;
}
export type VenueCardFactsRow = Awaited<ReturnType<typeof findVenueCardFacts>>;

/** What a receipt says of the booking and the venue. */
export async function findReceiptFacts(db: DbOrTx, venueId: number, bookingId: number) {
  const [row] = await db
    .select({
      coupleNames: bookings.coupleNames,
      email: bookings.email,
      clientId: bookings.clientId,
      language: bookings.language,
      venueName: venues.name,
      venueEmail: venues.email,
      timeZone: venues.timezone,
    })
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .where(and(eq(bookings.venueId, venueId), eq(bookings.id, bookingId)));
  return row!;
}

/** Records a Stripe event id; false when it was already recorded (a duplicate delivery). */
export async function recordStripeEvent(db: DbOrTx, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}
