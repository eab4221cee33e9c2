/** Payment types and statuses of spec §3. */
export const paymentTypes = ['deposit', 'milestone', 'final', 'additional'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/**
 * Spec §3's statuses plus `processing`: a bank debit (ACH) the payer has authorised, whose money
 * has not arrived yet (decision 033). It counts neither as owed nor as paid until Stripe says.
 */
export const paymentStatuses = ['pending', 'processing', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** How a paid payment was paid: online by card or bank debit, or recorded by staff. */
export const paymentMethods = ['card', 'bank_debit', 'cash', 'check', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const offlinePaymentMethods = ['cash', 'check', 'bank_transfer'] as const satisfies readonly PaymentMethod[];

export const paymentTypeLabels = {
  deposit: 'Deposit',
  milestone: 'Milestone',
  final: 'Final',
  additional: 'Additional',
} as const satisfies Record<PaymentType, string>;

export const paymentStatusLabels = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
} as const satisfies Record<PaymentStatus, string>;

export const paymentMethodLabels = {
  card: 'Card',
  bank_debit: 'Bank debit (ACH)',
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank transfer',
} as const satisfies Record<PaymentMethod, string>;

/** Types a payment schedule creates; a booking with unpaid ones cannot get a second schedule. */
export const scheduledPaymentTypes = ['deposit', 'milestone', 'final'] as const satisfies readonly PaymentType[];

/**
 * Who moved a payment's money: the built-in test processor (no money moved), Stripe, or staff
 * recording a payment made outside VenueDesk. Null while nothing was paid.
 */
export const paymentProviders = ['test', 'stripe', 'manual'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** Which checkout a payment can be paid through now; null when it cannot be paid online. */
export const onlinePaymentKinds = ['test', 'stripe'] as const;
export type OnlinePaymentKind = (typeof onlinePaymentKinds)[number];

/** Said wherever a test payment shows: on the checkout, the payment row and the receipt. */
export const TEST_PAYMENT_NOTICE = 'Test payment: no money moved';
