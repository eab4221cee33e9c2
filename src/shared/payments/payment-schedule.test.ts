import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, splitSchedule, type ScheduleMilestoneShare } from './payment-schedule.ts';

describe('splitSchedule', () => {
  it('takes the deposit and milestones by percent or amount, and leaves the rest to the final payment', () => {
    const split = splitSchedule(1_250_000, {
      depositPercent: 25,
      milestones: [{ percent: 30 }, { amount: '1000.50' }],
    });
    expect(split).toEqual({ ok: true, depositCents: 312_500, milestoneCents: [375_000, 100_050], finalCents: 462_450 });
  });

  it('rounds half a cent up, exactly, where floating point would round down', () => {
    // 250 × 64.6 / 100 is 161.49999999999997 in floating point; the true 161.5 rounds to 162.
    expect(splitSchedule(250, { depositPercent: 64.6 })).toMatchObject({ depositCents: 162, finalCents: 88 });
    expect(splitSchedule(1005, { depositPercent: 50 })).toMatchObject({ depositCents: 503, finalCents: 502 });
    expect(splitSchedule(100_000, { depositPercent: 33.33 })).toMatchObject({ depositCents: 33_330 });
  });

  it('refuses a schedule that leaves nothing for the final payment, naming where', () => {
    expect(splitSchedule(10_000, { depositPercent: 100 })).toMatchObject({ ok: false, path: ['finalDueDate'] });
    expect(splitSchedule(10_000, { depositPercent: 50, milestones: [{ percent: 50 }] })).toMatchObject({
      ok: false,
      path: ['finalDueDate'],
      message: 'The deposit and milestones leave nothing for the final payment',
    });
    expect(splitSchedule(10_000, { depositPercent: 10, milestones: [{ amount: '95' }] })).toMatchObject({
      ok: false,
    });
  });

  it('refuses parts of $0.00, a milestone with both or neither share, and a booking without a total', () => {
    expect(splitSchedule(4, { depositPercent: 10 })).toMatchObject({ ok: false, path: ['depositPercent'] });
    expect(splitSchedule(10_000, { depositPercent: 10, milestones: [{ percent: 0.001 }] })).toMatchObject({
      ok: false,
      path: ['milestones', 0],
    });
    expect(
      splitSchedule(10_000, { depositPercent: 10, milestones: [{ percent: 10 }, { percent: 10, amount: '5' }] }),
    ).toMatchObject({ ok: false, path: ['milestones', 1] });
    expect(splitSchedule(10_000, { depositPercent: 10, milestones: [{}] })).toMatchObject({ ok: false });
    expect(splitSchedule(10_000, { depositPercent: 0 })).toMatchObject({ ok: false, path: ['depositPercent'] });
    expect(splitSchedule(0, { depositPercent: 10 })).toMatchObject({ ok: false, path: [] });
    expect(splitSchedule(10.5, { depositPercent: 10 })).toMatchObject({ ok: false, path: [] });
  });

  const totals = fc.integer({ min: 1, max: 999_999_999_999 });
  /** Percents as people type them: up to two decimals. */
  const hundredthsOfPercent = fc.integer({ min: 1, max: 10_000 });
  const milestones = fc.array(
    fc.oneof(
      hundredthsOfPercent.map((hundredths): ScheduleMilestoneShare => ({ percent: hundredths / 100 })),
      fc
        .integer({ min: 1, max: 99_999_999_999 })
        .map((cents): ScheduleMilestoneShare => ({ amount: centsToDecimal(cents) })),
    ),
    { maxLength: 12 },
  );

  /** Schedules a venue would make: most leave something for the final payment. */
  const likelySchedules = totals.chain((total) =>
    fc.record({
      total: fc.constant(total),
      depositPercent: fc.integer({ min: 1, max: 5000 }).map((hundredths) => hundredths / 100),
      milestones: fc.array(
        fc.oneof(
          fc.integer({ min: 1, max: 1000 }).map((hundredths) => ({ percent: hundredths / 100 })),
          fc
            .integer({ min: 1, max: Math.max(1, Math.floor(total / 20)) })
            .map((cents) => ({ amount: centsToDecimal(cents) })),
        ),
        { maxLength: 4 },
      ),
    }),
  );

  it('always adds up to the total to the cent, with every part above $0.00 (property)', () => {
    fc.assert(
      fc.property(likelySchedules, ({ total, ...shares }) => {
        const split = splitSchedule(total, shares);
        fc.pre(split.ok);
        if (!split.ok) return true;
        const parts = [split.depositCents, ...split.milestoneCents, split.finalCents];
        return (
          parts.reduce((sum, cents) => sum + cents, 0) === total &&
          parts.every((cents) => Number.isSafeInteger(cents) && cents > 0)
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('rounds each percent share as exact integer arithmetic does, and refuses only a real shortfall (property)', () => {
    fc.assert(
      fc.property(totals, hundredthsOfPercent, milestones, (total, depositHundredths, shares) => {
        const exact = (hundredths: number) => Number((2n * BigInt(total) * BigInt(hundredths) + 10_000n) / 20_000n);
        const expectedDeposit = exact(depositHundredths);
        const expectedMilestones = shares.map((share) =>
          share.percent === undefined ? decimalToCents(share.amount ?? '') : exact(Math.round(share.percent * 100)),
        );
        const rest = total - expectedDeposit - expectedMilestones.reduce((sum: number, cents) => sum + (cents ?? 0), 0);
        const possible =
          expectedDeposit > 0 && expectedMilestones.every((cents) => cents !== null && cents > 0) && rest > 0;

        const split = splitSchedule(total, { depositPercent: depositHundredths / 100, milestones: shares });
        if (!split.ok) return !possible;
        return (
          possible &&
          split.depositCents === expectedDeposit &&
          split.milestoneCents.every((cents, index) => cents === expectedMilestones[index])
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cents', () => {
  it('reads amounts with at most two decimals and writes them back as decimal strings', () => {
    expect(decimalToCents('1500.5')).toBe(150_050);
    expect(decimalToCents(12)).toBe(1200);
    expect(decimalToCents('0.07')).toBe(7);
    expect(decimalToCents('12.345')).toBeNull();
    expect(decimalToCents('-5')).toBeNull();
    expect(decimalToCents('1e3')).toBeNull();
    expect(centsToDecimal(150_050)).toBe('1500.50');
    expect(centsToDecimal(7)).toBe('0.07');
  });

  it('round-trips every amount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        (cents) => decimalToCents(centsToDecimal(cents)) === cents,
      ),
    );
  });
});
