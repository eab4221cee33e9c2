import { randomUUID } from 'node:crypto';
import { formatUsd } from '#shared/money.ts';
import { centsToDecimal, decimalToCents, splitSchedule } from '#shared/payments/payment-schedule.ts';
import { paymentTypeLabels } from '#shared/payments/payment-status.ts';
import { paymentScheduleSchema, type Payment, type PaymentScheduleInput } from '#shared/payments/payments.schemas.ts';
import { scheduledPaymentNames } from '#shared/payments/scheduled-payment-names.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { setBookingTotal } from '../bookings/bookings.service.ts';
import * as attempts from './payment-attempts.repo.ts';
import * as repo from './payments.repo.ts';
import { tellClientPaymentsDue } from './payment-due-notice.ts';
import { deletePaymentRows, getPayment, requireCheckoutsClosed, requireUnpaid } from './payments.service.ts';
import { closeStripeCheckoutsFirst } from './stripe-intents.ts';

type ScheduleData = ReturnType<typeof paymentScheduleSchema.parse>;

async function lockBooking(tx: Tx, venueId: number, bookingId: number) {
  const booking = await repo.lockBookingForSchedule(tx, venueId, bookingId);
  if (!booking) throw notFound('Booking');
  return booking;
}

/**
 * Splits what is left of a booking's total into a deposit, milestones and the final balance,
 * adding up to it to the cent (the shared splitSchedule, which the form's preview also runs).
 * What is left is the total less the money already in (paid or on its way, less refunds), so a
 * second schedule never asks for money twice. A total given with the schedule becomes the
 * booking's first, in the same transaction. Runs with the booking's row locked.
 */
async function insertSchedule(
  deps: AppDeps,
  tx: Tx,
  actor: StaffActor,
  bookingId: number,
  data: ScheduleData,
): Promise<Payment[]> {
  const booking = await lockBooking(tx, actor.venueId, bookingId);
  const total = data.totalAmount ?? booking.totalAmount;
  if (data.totalAmount !== undefined) await setBookingTotal(tx, actor.venueId, bookingId, data.totalAmount);
  const totalCents = total === null ? null : decimalToCents(total);
  if (!totalCents) {
    const message = 'The booking needs a total amount before a schedule can be made';
    throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { totalAmount: ['Enter the booking total'] } });
  }
  if (await repo.hasUnpaidScheduledPayments(tx, actor.venueId, bookingId)) {
    throw new AppError('CONFLICT', `${booking.coupleNames} already has unpaid scheduled payments`);
  }
  const settled = await repo.sumSettledTowardsTotal(tx, actor.venueId, bookingId);
  const leftCents = totalCents - decimalToCents(settled)!;
  if (leftCents <= 0) {
    throw new AppError(
      'CONFLICT',
      `Nothing is left to schedule: ${formatUsd(settled)} of the ${formatUsd(total!)} total is paid`,
    );
  }
  const split = splitSchedule(leftCents, data);
  if (!split.ok) {
    const field = split.path.join('.') || 'depositPercent';
    throw new AppError('VALIDATION_FAILED', split.message, { fieldErrors: { [field]: [split.message] } });
  }
  const scheduleId = randomUUID();
  const rows = await repo.insertPayments(tx, actor.venueId, [
    {
      bookingId,
      scheduleId,
      type: 'deposit',
      amount: centsToDecimal(split.depositCents),
      description: scheduledPaymentNames.deposit(data.depositPercent),
      dueDate: data.depositDueDate,
    },
    ...split.milestoneCents.map((cents, index) => ({
      bookingId,
      scheduleId,
      type: 'milestone' as const,
      amount: centsToDecimal(cents),
      description: scheduledPaymentNames.milestone(index + 1),
      dueDate: data.milestones[index]!.dueDate,
    })),
    {
      bookingId,
      scheduleId,
      type: 'final',
      amount: centsToDecimal(split.finalCents),
      description: scheduledPaymentNames.final,
      dueDate: data.finalDueDate,
    },
  ]);
  await tellClientPaymentsDue(tx, actor.venueId, bookingId, rows);
  const created: Payment[] = [];
  for (const row of rows) created.push(await getPayment(deps, tx, actor.venueId, row.id));
  return created;
}

export async function createPaymentSchedule(
  deps: AppDeps,
  actor: StaffActor,
  bookingId: number,
  input: PaymentScheduleInput,
): Promise<Payment[]> {
  const data = paymentScheduleSchema.parse(input);
  const created = await deps.db.transaction((tx) => insertSchedule(deps, tx, actor, bookingId, data));
  deps.mailer.deliverSoon();
  return created;
}

/** The booking's schedule that can be replaced: one with unpaid payments, none of it paid. */
async function findReplaceableSchedule(tx: Tx, venueId: number, bookingId: number, lock: boolean) {
  const schedule = await repo.findOpenSchedulePayments(tx, venueId, bookingId, { lock });
  if (schedule.length === 0) throw new AppError('CONFLICT', 'This booking has no unpaid payment schedule to replace');
  for (const payment of schedule) {
    requireUnpaid(payment, `The ${paymentTypeLabels[payment.type].toLowerCase()} payment of this schedule`);
  }
  return schedule;
}

/**
 * Replaces a saved schedule nothing of which is paid: its payments are deleted and the new ones
 * made in one transaction, under the booking's lock and with the old payments locked, so a payment
 * paid meanwhile makes it refuse. Their live card checkouts are closed at Stripe first (decision 036).
 */
export async function replacePaymentSchedule(
  deps: AppDeps,
  actor: StaffActor,
  bookingId: number,
  input: PaymentScheduleInput,
): Promise<Payment[]> {
  const data = paymentScheduleSchema.parse(input);
  const live = await deps.db.transaction(async (tx) => {
    await lockBooking(tx, actor.venueId, bookingId);
    const schedule = await findReplaceableSchedule(tx, actor.venueId, bookingId, false);
    return attempts.findLiveAttempts(
      tx,
      schedule.map((payment) => payment.id),
    );
  });
  const closed = await closeStripeCheckoutsFirst(deps, live);
  const created = await deps.db.transaction(async (tx) => {
    await lockBooking(tx, actor.venueId, bookingId);
    const ids = (await findReplaceableSchedule(tx, actor.venueId, bookingId, true)).map((payment) => payment.id);
    await requireCheckoutsClosed(tx, ids, closed);
    await deletePaymentRows(tx, actor.venueId, ids);
    return insertSchedule(deps, tx, actor, bookingId, data);
  });
  deps.mailer.deliverSoon();
  return created;
}
