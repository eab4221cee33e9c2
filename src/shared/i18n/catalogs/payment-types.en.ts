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
} as const;
