import { can } from '#shared/auth/permissions.ts';
import {
  createPaymentSchema,
  paymentScheduleSchema,
  updatePaymentSchema,
  type CreatePaymentInput,
  type Payment,
  type PaymentScheduleInput,
  type UpdatePaymentInput,
} from '#shared/payments/payments.schemas.ts';
import type { PaymentListQuery } from '#shared/payments/payment-list.schemas.ts';
import { centsToDecimal, decimalToCents, splitSchedule } from '#shared/payments/payment-schedule.ts';
import type { DbOrTx } from '../../db/client.ts';
import { toPage, toPageRequest, type Page } from '../../db/keyset.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor, Viewer } from '../../http/access.ts';
import { getBooking } from '../bookings/bookings.service.ts';
import { completePayment } from './payment-success.ts';
import * as repo from './payments.repo.ts';

export function toPayment(row: repo.PaymentListRow): Payment {
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
    coupleNames: row.coupleNames,
    createdAt: row.createdAt.toISOString(),
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
  return toPage(repo.paymentListKeyset, page, rows, total, toPayment);
}

export async function getPayment(db: DbOrTx, venueId: number, id: number): Promise<Payment> {
  const row = await repo.findVenuePaymentView(db, venueId, id);
  if (!row) throw notFound('Payment');
  return toPayment(row);
}

/** A pending payment for one of the venue's bookings (another venue's booking is a 404). */
export async function createPayment(deps: AppDeps, actor: StaffActor, input: CreatePaymentInput): Promise<Payment> {
  const data = createPaymentSchema.parse(input);
  await getBooking(deps, actor, data.bookingId);
  return deps.db.transaction(async (tx) => {
    const [row] = await repo.insertPayments(tx, actor.venueId, [{ ...data, status: 'pending' }]);
    return getPayment(tx, actor.venueId, row!.id);
  });
}

/**
 * Edits a pending payment, records one paid offline, or refunds a paid one (owners and managers).
 * Money only moves forward: a paid payment never returns to pending, nor is its amount changed.
 */
export async function updatePayment(
  deps: AppDeps,
  actor: StaffActor,
  id: number,
  input: UpdatePaymentInput,
): Promise<Payment> {
  const { status, method, ...fields } = updatePaymentSchema.parse(input);
  if (status === 'refunded' && !can(actor.role, 'payments:refund')) {
    throw new AppError('FORBIDDEN', 'Only owners and managers can refund payments');
  }
  const payment = await deps.db.transaction(async (tx) => {
    const current = await repo.findVenuePayment(tx, actor.venueId, id, { lock: true });
    if (!current) throw notFound('Payment');
    const hasEdits = Object.keys(fields).length > 0;
    if (hasEdits && current.status !== 'pending') {
      throw new AppError('CONFLICT', `Only a pending payment can be edited; this one is ${current.status}`);
    }
    let row = hasEdits ? await repo.updatePayment(tx, actor.venueId, id, fields) : current;
    if (status === 'paid') {
      if (row.status !== 'pending') throw new AppError('CONFLICT', `This payment is already ${row.status}`);
      row = await completePayment(tx, row, method!);
    } else if (status === 'refunded') {
      if (row.status !== 'paid') throw new AppError('CONFLICT', 'Only a paid payment can be refunded');
      row = await repo.updatePayment(tx, actor.venueId, id, { status: 'refunded' });
    }
    return getPayment(tx, actor.venueId, row.id);
  });
  deps.mailer.deliverSoon();
  return payment;
}

/**
 * Splits a booking's total into a deposit, milestones and the final balance, adding up to the
 * total to the cent (the shared splitSchedule, which the form's preview also runs).
 */
export async function createPaymentSchedule(
  deps: AppDeps,
  actor: StaffActor,
  bookingId: number,
  input: PaymentScheduleInput,
): Promise<Payment[]> {
  const data = paymentScheduleSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    const booking = await repo.lockBookingForSchedule(tx, actor.venueId, bookingId);
    if (!booking) throw notFound('Booking');
    const totalCents = booking.totalAmount === null ? null : decimalToCents(booking.totalAmount);
    if (!totalCents) throw new AppError('CONFLICT', 'The booking needs a total amount before a schedule can be made');
    const split = splitSchedule(totalCents, data);
    if (!split.ok) {
      const field = split.path.join('.') || 'depositPercent';
      throw new AppError('VALIDATION_FAILED', split.message, { fieldErrors: { [field]: [split.message] } });
    }
    if (await repo.hasUnpaidScheduledPayments(tx, actor.venueId, bookingId)) {
      throw new AppError('CONFLICT', `${booking.coupleNames} already has unpaid scheduled payments`);
    }
    const rows = await repo.insertPayments(tx, actor.venueId, [
      {
        bookingId,
        type: 'deposit',
        amount: centsToDecimal(split.depositCents),
        description: `Deposit (${data.depositPercent}%)`,
        dueDate: data.depositDueDate,
      },
      ...split.milestoneCents.map((cents, index) => ({
        bookingId,
        type: 'milestone' as const,
        amount: centsToDecimal(cents),
        description: `Milestone ${index + 1}`,
        dueDate: data.milestones[index]!.dueDate,
      })),
      {
        bookingId,
        type: 'final',
        amount: centsToDecimal(split.finalCents),
        description: 'Final balance',
        dueDate: data.finalDueDate,
      },
    ]);
    const created: Payment[] = [];
    for (const row of rows) created.push(await getPayment(tx, actor.venueId, row.id));
    return created;
  });
}
