/**
 * Splitting a booking's total into a payment schedule. The server creates the
 * payments with these amounts and the browser previews the same split before saving, so both
 * run this one function. Everything is in integer cents: the deposit and percent milestones are
 * round-half-up(total × percent / 100), amount milestones are taken as given, and the final
 * payment takes the remainder, so the parts always add up to the total exactly.
 */

/** A milestone by percent of the total or by a fixed amount (a decimal string such as '1500.50'). */
export interface ScheduleMilestoneShare {
  percent?: number | undefined;
  amount?: string | number | undefined;
}

export interface ScheduleShares {
  depositPercent: number;
  milestones?: readonly ScheduleMilestoneShare[] | undefined;
}

/** Where a refused split points in the schedule form, as a zod issue path does. */
export type SchedulePath = ['depositPercent'] | ['milestones', number] | ['finalDueDate'] | [];

export type ScheduleSplit =
  | { ok: true; depositCents: number; milestoneCents: number[]; finalCents: number }
  | { ok: false; path: SchedulePath; message: string };

/** The largest total PostgreSQL's numeric(12,2) holds, in cents. */
const MAX_CENTS = 999_999_999_999;
/** Percents are taken to a millionth of a percent, more than anyone types. */
const PERCENT_SCALE = 1_000_000n;

/** '1500.5' → 150050, 12 → 1200; null for anything that is not a plain amount with at most 2 decimals. */
export function decimalToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 150050 → '1500.50': how money travels in JSON. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** round-half-up(totalCents × percent / 100), exact for any percent given to six decimals. */
export function percentOfCents(totalCents: number, percent: number): number {
  const scaledPercent = BigInt(Math.round(percent * Number(PERCENT_SCALE)));
  const divisor = 100n * PERCENT_SCALE;
  return Number((2n * BigInt(totalCents) * scaledPercent + divisor) / (2n * divisor));
}

function refuse(path: SchedulePath, message: string): ScheduleSplit {
  return { ok: false, path, message };
}

/**
 * The deposit, each milestone and the final payment, in cents. Refused when the total is not a
 * positive number of cents, when a part would be $0.00, or when the deposit and milestones leave
 * nothing for the final payment.
 */
export function splitSchedule(totalCents: number, shares: ScheduleShares): ScheduleSplit {
  if (!Number.isSafeInteger(totalCents) || totalCents <= 0 || totalCents > MAX_CENTS) {
    return refuse([], 'The booking needs a total amount before a schedule can be made');
  }
  if (!(shares.depositPercent > 0 && shares.depositPercent <= 100)) {
    return refuse(['depositPercent'], 'Enter a deposit above 0% and at most 100%');
  }
  const depositCents = percentOfCents(totalCents, shares.depositPercent);
  if (depositCents <= 0) return refuse(['depositPercent'], 'The deposit comes to $0.00; raise its percent');

  const milestoneCents: number[] = [];
  for (const [index, milestone] of (shares.milestones ?? []).entries()) {
    const cents = getMilestoneCents(totalCents, milestone);
    if (cents === null) return refuse(['milestones', index], 'Give the milestone a percent or an amount');
    if (cents <= 0) return refuse(['milestones', index], 'This milestone comes to $0.00');
    milestoneCents.push(cents);
  }

  const finalCents = totalCents - depositCents - milestoneCents.reduce((sum, cents) => sum + cents, 0);
  if (finalCents <= 0) {
    return refuse(['finalDueDate'], 'The deposit and milestones leave nothing for the final payment');
  }
  return { ok: true, depositCents, milestoneCents, finalCents };
}

function getMilestoneCents(totalCents: number, { percent, amount }: ScheduleMilestoneShare): number | null {
  const hasAmount = amount !== undefined && amount !== '';
  if (percent !== undefined) {
    return !hasAmount && percent > 0 && percent <= 100 ? percentOfCents(totalCents, percent) : null;
  }
  return hasAmount ? decimalToCents(amount) : null;
}
