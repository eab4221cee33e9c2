import { scheduledPaymentTypes } from '#shared/payments/payment-status.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';

/**
 * Where a booking stands for a new schedule, as the server decides it: `none` (a schedule can be
 * made), `replaceable` (its newest unpaid schedule has nothing paid: PUT replaces it), or `locked`
 * (scheduled payments are unpaid and the schedule cannot be replaced: part of it is paid, or they
 * were made one by one).
 */
export type ScheduleState = 'none' | 'replaceable' | 'locked';

const unpaidStatuses: readonly Payment['status'][] = ['pending', 'failed'];

function isUnpaidScheduled(payment: Payment): boolean {
  return payment.status === 'pending' && (scheduledPaymentTypes as readonly string[]).includes(payment.type);
}

export function getScheduleState(payments: readonly Payment[]): ScheduleState {
  const unpaid = payments.filter(isUnpaidScheduled);
  if (unpaid.length === 0) return 'none';
  const newest = unpaid
    .filter((payment) => payment.scheduleId !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
  if (!newest) return 'locked';
  const schedule = payments.filter((payment) => payment.scheduleId === newest.scheduleId);
  const others = unpaid.filter((payment) => payment.scheduleId !== newest.scheduleId);
  const isReplaceable = others.length === 0 && schedule.every((payment) => unpaidStatuses.includes(payment.status));
  return isReplaceable ? 'replaceable' : 'locked';
}
