import {
  createPaymentSchema,
  updatePaymentSchema,
  type CreatePaymentInput,
  type Payment,
  type UpdatePaymentInput,
} from '#shared/payments/payments.schemas.ts';
import type { PaymentListQuery } from '#shared/payments/payment-list.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readEveryRow, toPage, toPageRequest, type Page } from '../../db/keyset.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, getSqlState, notFound } from '../../errors.ts';
import type { StaffActor, Viewer } from '../../http/access.ts';
import { getBooking } from '../bookings/bookings.service.ts';
import { getCardProcessor, getOnlinePaymentKind } from './card-processor.ts';
import * as attempts from './payment-attempts.repo.ts';
import { completePayment } from './payment-success.ts';
import * as repo from './payments.repo.ts';
import { tellClientPaymentsDue } from './payment-due-notice.ts';
import { cancelStripeIntents, closeStripeCheckoutsFirst } from './stripe-intents.ts';

/** The API's payment; `onlinePayment` says whether Pay Now is offered for it, and through whom. */
export function toPayment(deps: Pick<AppDeps, 'config'>, row: repo.PaymentListRow): Payment {
  const payable = row.status === 'pending' && row.bookingStatus !== 'cancelled';
  return {
    id: row.id,
    bookingId: row.bookingId,
    amount: row.amount,
    type: row.type,
    description: row.description,
    dueDate: row.dueDate,
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    method: row.method,
    provider: row.provider,
    refundedAmount: row.refundedAmount,
    scheduleId: row.scheduleId,
    onlinePayment: payable ? getOnlinePaymentKind(getCardProcessor(deps.config, row.venue)) : null,
    coupleNames: row.coupleNames,
    createdAt: row.createdAt.toISOString(),
    requestedAt: row.requestedAt?.toISOString() ?? null,
  };
}

/** What a viewer may touch: staff their venue's payments, a client those of their own bookings. */
export function getPaymentScope(viewer: Viewer): repo.PaymentScope {
  return viewer.kind === 'staff' ? { venueId: viewer.actor.venueId } : { clientId: viewer.actor.userId };
}

/** A page of the payments the viewer may see, of one booking when asked (a booking out of scope has none). */
export async function listPayments(deps: AppDeps, viewer: Viewer, query: PaymentListQuery): Promise<Page<Payment>> {
  const page = toPageRequest(repo.paymentListKeyset, query);
  const { rows, total } = await repo.listPaymentsIn(deps.db, getPaymentScope(viewer), query, page);
  return toPage(repo.paymentListKeyset, page, rows, total, (row) => toPayment(deps, row));
}

/** A client's payments in one venue, every one, as their portal reads them (for staff's preview of it). */
export async function listClientPaymentsInVenue(deps: AppDeps, venueId: number, clientId: number): Promise<Payment[]> {
  const scope = { clientId, inVenue: venueId };
  const rows = await readEveryRow(repo.paymentListKeyset, (page) => repo.listPaymentsIn(deps.db, scope, {}, page));
  return rows.map((row) => toPayment(deps, row));
}

export async function getPayment(deps: Pick<AppDeps, 'config'>, db: DbOrTx, venueId: number, id: number) {
  const row = await repo.findVenuePaymentView(db, venueId, id);
  if (!row) throw notFound('Payment');
  return toPayment(deps, row);
}

/** A pending payment for one of the venue's bookings (another venue's booking is a 404). */
export async function createPayment(deps: AppDeps, actor: StaffActor, input: CreatePaymentInput): Promise<Payment> {
  const data = createPaymentSchema.parse(input);
  await getBooking(deps, actor, data.bookingId);
  const payment = await deps.db.transaction(async (tx) => {
    const [row] = await repo.insertPayments(tx, actor.venueId, [{ ...data, status: 'pending' }]);
    await tellClientPaymentsDue(tx, actor.venueId, data.bookingId, [row!]);
    return getPayment(deps, tx, actor.venueId, row!.id);
  });
  deps.mailer.deliverSoon();
  return payment;
}

/**
 * Edits a pending payment, or records one paid outside VenueDesk. Money only moves forward: a
 * paid payment never returns to pending, nor is its amount changed. A new amount or a payment
 * recorded by hand ends the payment's open checkout (its PaymentIntent is cancelled after
 * commit), so a card form left open can no longer charge the old amount or pay twice.
 */
export async function updatePayment(
  deps: AppDeps,
  actor: StaffActor,
  id: number,
  input: UpdatePaymentInput,
): Promise<Payment> {
  const { status, method, ...fields } = updatePaymentSchema.parse(input);
  const { payment, ended } = await deps.db.transaction(async (tx) => {
    const current = await repo.findVenuePayment(tx, actor.venueId, id, { lock: true });
    if (!current) throw notFound('Payment');
    if (current.status === 'processing') {
      throw new AppError('CONFLICT', 'A bank payment for this is on its way; wait for the bank to confirm or fail it');
    }
    const hasEdits = Object.keys(fields).length > 0;
    if (hasEdits && current.status !== 'pending') {
      throw new AppError('CONFLICT', `Only a pending payment can be edited; this one is ${current.status}`);
    }
    if (status === 'paid' && current.status !== 'pending') {
      throw new AppError('CONFLICT', `This payment is already ${current.status}`);
    }
    const amountChanged = fields.amount !== undefined && fields.amount !== current.amount;
    const closed = amountChanged || status === 'paid' ? await attempts.cancelOpenAttempts(tx, id) : [];
    let row = hasEdits ? await repo.updatePayment(tx, actor.venueId, id, fields) : current;
    if (status === 'paid') row = await completePayment(tx, row, { provider: 'manual', method: method! });
    return { payment: await getPayment(deps, tx, actor.venueId, row.id), ended: closed };
  });
  await cancelStripeIntents(deps, ended);
  deps.mailer.deliverSoon();
  return payment;
}

/** Only money not moved yet may be deleted or rescheduled: refuses a paid, refunded or processing payment. */
export function requireUnpaid(payment: Pick<repo.PaymentRow, 'status'>, what = 'This payment'): void {
  if (payment.status === 'pending' || payment.status === 'failed') return;
  if (payment.status === 'processing') {
    throw new AppError('CONFLICT', `${what} is on its way from the bank; wait for the bank to confirm or fail it`);
  }
  throw new AppError('CONFLICT', `${what} is ${payment.status}, so it can no longer be deleted; refund it instead`);
}

/**
 * After closeStripeCheckoutsFirst, inside the deleting transaction: refuses when a card checkout
 * of these payments was opened meanwhile and is still live at Stripe.
 */
export async function requireCheckoutsClosed(tx: DbOrTx, paymentIds: number[], closed: Set<number>): Promise<void> {
  const live = await attempts.findLiveAttempts(tx, paymentIds);
  if (live.some((attempt) => attempt.provider === 'stripe' && !closed.has(attempt.id))) {
    throw new AppError('CONFLICT', 'A card checkout for this payment was opened just now. Please try again.');
  }
}

/** Deletes payments; one Stripe took money for (listed under "Needs a look") is kept. */
export async function deletePaymentRows(tx: DbOrTx, venueId: number, ids: number[]): Promise<void> {
  try {
    await tx.transaction((savepoint) => repo.deletePayments(savepoint, venueId, ids));
  } catch (error) {
    if (getSqlState(error) !== '23503' && getSqlState(error) !== '23001') throw error;
    throw new AppError(
      'CONFLICT',
      'Card money was taken for this payment and is listed under "Needs a look", so the payment is kept',
    );
  }
}

/**
 * Deletes an unpaid payment. Its live card checkout is closed at Stripe first (decision 036), then
 * the payment is locked and checked again, so a payment paid meanwhile is kept.
 */
export async function deletePayment(deps: AppDeps, actor: StaffActor, id: number): Promise<void> {
  const live = await deps.db.transaction(async (tx) => {
    const current = await repo.findVenuePayment(tx, actor.venueId, id);
    if (!current) throw notFound('Payment');
    requireUnpaid(current);
    return attempts.findLiveAttempts(tx, [id]);
  });
  const closed = await closeStripeCheckoutsFirst(deps, live);
  await deps.db.transaction(async (tx) => {
    const current = await repo.findVenuePayment(tx, actor.venueId, id, { lock: true });
    if (!current) throw notFound('Payment');
    requireUnpaid(current);
    await requireCheckoutsClosed(tx, [id], closed);
    await deletePaymentRows(tx, actor.venueId, [id]);
  });
}
