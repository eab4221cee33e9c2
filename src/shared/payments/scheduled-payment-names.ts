/**
 * The names VenueDesk gives the payments of a schedule (spec §2's Payment Schedule): stored in
 * English as each payment's description, as staff, the API and reports read them. A couple reads
 * them in their own language through `getPaymentName` (src/shared/i18n/payment-name.ts), which
 * recognises exactly these forms (its test writes each one back unchanged in English) and is kept
 * apart so that the portal's checkout chunk carries no module it shares with staff pages
 * (docs/decisions/071).
 */
export const scheduledPaymentNames = {
  deposit: (percent: number | string) => `Deposit (${percent}%)`,
  milestone: (number: number) => `Milestone ${number}`,
  final: 'Final balance',
} as const;
