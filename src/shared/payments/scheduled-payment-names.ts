/**
 * The names VenueDesk gives the payments of a schedule (spec §2's Payment Schedule): stored in
 * English as each payment's description, as staff, the API and reports read them. A couple reads
 * them in their own language through `getPaymentName` (src/shared/i18n/payment-name.ts), which
 * recognises exactly these forms (docs/decisions/071).
 */
export const scheduledPaymentNames = {
  deposit: (percent: number | string) => `Deposit (${percent}%)`,
  milestone: (number: number) => `Milestone ${number}`,
  final: 'Final balance',
} as const;

/** A description VenueDesk wrote, with what it was written from. */
export type ScheduledPaymentName =
  { kind: 'deposit'; percent: string } | { kind: 'milestone'; number: string } | { kind: 'final' };

// Exactly what scheduledPaymentNames writes: the percent as JavaScript writes the schedule's
// number (above 0, below 100), a milestone's number from 1. Case, spaces and punctuation must
// match; anything else ("deposit 30%", "Final balance due") is the venue's own words.
const depositPattern = /^Deposit \((\d{1,3}(?:\.\d+)?)%\)$/;
const milestonePattern = /^Milestone ([1-9]\d*)$/;

/** The schedule's name a description is, or null when the venue wrote it (or anything else). */
export function readScheduledPaymentName(description: string): ScheduledPaymentName | null {
  if (description === scheduledPaymentNames.final) return { kind: 'final' };
  const deposit = depositPattern.exec(description);
  if (deposit) return { kind: 'deposit', percent: deposit[1]! };
  const milestone = milestonePattern.exec(description);
  if (milestone) return { kind: 'milestone', number: milestone[1]! };
  return null;
}
