/** The standard payment types (spec §3) as couples read them: alone, and naming a payment. */
export const paymentTypesEn = {
  'paymentType.deposit': 'Deposit',
  'paymentType.milestone': 'Milestone',
  'paymentType.final': 'Final',
  'paymentType.additional': 'Additional',
  'paymentType.deposit.payment': 'Deposit payment',
  'paymentType.milestone.payment': 'Milestone payment',
  'paymentType.final.payment': 'Final payment',
  'paymentType.additional.payment': 'Additional payment',
  // The names VenueDesk gives a schedule's payments (scheduled-payment-names.ts): exactly what is stored.
  'paymentName.deposit': 'Deposit ({percent}%)',
  'paymentName.milestone': 'Milestone {number}',
  'paymentName.final': 'Final balance',
} as const;
