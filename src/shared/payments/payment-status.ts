/** Payment types and statuses of spec §3. */
export const paymentTypes = ['deposit', 'milestone', 'final', 'additional'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
