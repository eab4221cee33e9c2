/** Payment types and statuses of spec §3. */
export const paymentTypes = ['deposit', 'milestone', 'final', 'additional'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** How a paid payment was paid: online by card, or recorded by staff. */
export const paymentMethods = ['card', 'cash', 'check', 'bank_transfer'] as const;
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
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
} as const satisfies Record<PaymentStatus, string>;

export const paymentMethodLabels = {
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank transfer',
} as const satisfies Record<PaymentMethod, string>;

/** Types a payment schedule creates; a booking with unpaid ones cannot get a second schedule. */
export const scheduledPaymentTypes = ['deposit', 'milestone', 'final'] as const satisfies readonly PaymentType[];
