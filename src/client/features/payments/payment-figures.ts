import { formatUsd } from '#shared/money.ts';
import { decimalToCents } from '#shared/payments/payment-schedule.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';

/**
 * The payments page's figures (spec §2), counted in cents so sums of decimal strings stay exact,
 * and with days and months as they are at the venue (decision 008), not in the browser's zone.
 */

function getVenueDateParts(instant: Date | number | string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The venue's day at `instant`, as YYYY-MM-DD (the form due dates take). */
export function getVenueDayKey(instant: Date | number | string, timeZone: string): string {
  const { year, month, day } = getVenueDateParts(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/** The venue's month at `instant`, as YYYY-MM: the year counts too (the spec's year blindness is a bug). */
function getVenueMonthKey(instant: Date | number | string, timeZone: string): string {
  const { year, month } = getVenueDateParts(instant, timeZone);
  return `${year}-${month}`;
}

/** A pending payment whose due day is before today at the venue. */
export function isPaymentOverdue(payment: Pick<Payment, 'status' | 'dueDate'>, todayKey: string): boolean {
  return payment.status === 'pending' && payment.dueDate !== null && payment.dueDate < todayKey;
}

export function getAmountCents(payment: Pick<Payment, 'amount'>): number {
  return decimalToCents(payment.amount) ?? 0;
}

/** What of a payment went back to the payer, in cents. */
export function getRefundedCents(payment: Pick<Payment, 'refundedAmount'>): number {
  return decimalToCents(payment.refundedAmount) ?? 0;
}

/** What of a paid payment can still be refunded (the server also counts refunds still on their way). */
export function getRefundableCents(payment: Pick<Payment, 'amount' | 'refundedAmount'>): number {
  return Math.max(0, getAmountCents(payment) - getRefundedCents(payment));
}

/**
 * The money a booking's payments brought towards its total, as the server counts it before a
 * schedule (decision 033): paid or on its way, less refunds, and not `additional` payments,
 * which are charged on top of the total.
 */
export function getMoneyInCents(payments: readonly Payment[]): number {
  return payments
    .filter(
      (payment) => (payment.status === 'paid' || payment.status === 'processing') && payment.type !== 'additional',
    )
    .reduce((sum, payment) => sum + getRefundableCents(payment), 0);
}

export interface PaymentSummary {
  /** Sum of paid payments, less what of them was refunded. */
  totalRevenueCents: number;
  /** Sum of pending payments. */
  pendingCents: number;
  /** How many were paid in this month of this year at the venue. */
  paidThisMonth: number;
  /** How many pending payments are past their due day, and their sum. */
  overdueCount: number;
  overdueCents: number;
}

export function getPaymentSummary(payments: readonly Payment[], now: Date | number, timeZone: string): PaymentSummary {
  const todayKey = getVenueDayKey(now, timeZone);
  const monthKey = getVenueMonthKey(now, timeZone);
  const summary: PaymentSummary = {
    totalRevenueCents: 0,
    pendingCents: 0,
    paidThisMonth: 0,
    overdueCount: 0,
    overdueCents: 0,
  };
  for (const payment of payments) {
    const cents = getAmountCents(payment);
    if (payment.status === 'paid') {
      summary.totalRevenueCents += cents - getRefundedCents(payment);
      if (payment.paidAt && getVenueMonthKey(payment.paidAt, timeZone) === monthKey) summary.paidThisMonth += 1;
    } else if (payment.status === 'pending') {
      summary.pendingCents += cents;
      if (isPaymentOverdue(payment, todayKey)) {
        summary.overdueCount += 1;
        summary.overdueCents += cents;
      }
    }
  }
  return summary;
}

/** 150050 → '$1,500.50': money to the cent, as payments are charged. */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** '1500.5' → '$1,500.50'. */
export function formatPaymentAmount(amount: string): string {
  return formatCents(decimalToCents(amount) ?? 0);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** '2031-06-14' → 'Jun 14, 2031' ('14 jun 2031' in es-US): a venue day, which no time zone shifts. */
export function formatDueDay(dayKey: string, locale = 'en-US'): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${dayKey}T12:00:00Z`));
}
