import { describe, expect, it } from 'vitest';
import { bookingOn, everyNthDay, leadFor, makeFacts, parseDrafts } from '../venue-facts.test-helper.ts';
import { demandPremiumRule } from './demand-premium.ts';

/** Last June's four Saturdays all booked (10–16 k, 13 k on average), and two lost leads asked for two of them. */
const lastJune = everyNthDay('2026-06-06', 4).map((day, index) => bookingOn(day, 'completed', 10_000 + index * 2000));
const turnedAway = [leadFor('2026-06-13', 'lost'), leadFor('2026-06-20', 'lost')];

describe('demandPremiumRule', () => {
  it('asks a premium for a weekday in a month whose demand exceeded its slots, in the venue’s numbers', () => {
    const [finding, ...others] = parseDrafts(demandPremiumRule(makeFacts({ bookings: lastJune, leads: turnedAway })));
    expect(others).toEqual([]);
    expect(finding).toMatchObject({
      key: 'premium:last-year:5-6',
      title: 'Charge a premium for Saturdays in June',
      description:
        'Saturdays in June filled 4 of 4 slots in the last 12 months, and 2 more leads asked for one: ' +
        'demand exceeds the slots by 2. Raising your average booking of $13,000 to $14,950 on the 4 open ' +
        'slots left would bring about $7,800 more.',
      category: 'pricing',
      impact: 'high',
      priority: 7,
      // June 2027's four Saturdays at 15 % of 13,000.
      estimatedRevenue: 7800,
      metrics: { currentValue: 13_000, targetValue: 14_950, unit: 'dollars per event' },
    });
  });

  it('asks one for a coming month already over-asked, pricing only its open slots', () => {
    // December 2026's Saturdays: three held at any stage, the fourth asked for by two leads.
    const facts = makeFacts({
      basePrice: 6000,
      bookings: [
        bookingOn('2026-12-05', 'booked', null),
        bookingOn('2026-12-12', 'inquiry', null),
        bookingOn('2026-12-19', 'contract_sent', null),
      ],
      leads: [leadFor('2026-12-26'), leadFor('2026-12-26', 'contacted')],
    });
    expect(parseDrafts(demandPremiumRule(facts))).toEqual([
      expect.objectContaining({
        key: 'premium:2026-12:11-6',
        title: 'Charge a premium for Saturdays in December 2026',
        description:
          'Saturdays in December 2026 already have 3 of 4 slots taken, and 2 more leads asked for one: demand ' +
          'exceeds the slots by 1. Raising your base price of $6,000 to $6,900 on the 1 open slot left would ' +
          'bring about $900 more.',
        priority: 8,
        estimatedRevenue: 900,
      }),
    ]);
  });

  it('prices next season’s slots when the coming year’s are all taken', () => {
    const comingJune = everyNthDay('2027-06-05', 4).map((day) => bookingOn(day, 'booked', 13_000));
    const [finding] = parseDrafts(
      demandPremiumRule(makeFacts({ bookings: [...lastJune, ...comingJune], leads: turnedAway })),
    );
    expect(finding?.description).toBe(
      'Saturdays in June filled 4 of 4 slots in the last 12 months, and 2 more leads asked for one: demand ' +
        'exceeds the slots by 2. Raising your average booking of $13,000 to $14,950 on next season’s 4 slots ' +
        '(the coming year’s are all taken) would bring about $7,800 more.',
    );
  });

  it('stays silent when demand only meets the slots, or rests on a single booking', () => {
    expect(demandPremiumRule(makeFacts({ bookings: lastJune }))).toEqual([]);
    const oneSaturday = makeFacts({
      maxBookingsPerDay: 1,
      openWeekdays: [6],
      bookings: [bookingOn('2026-06-06')],
      leads: [leadFor('2026-06-06', 'lost'), leadFor('2026-06-13', 'lost'), leadFor('2026-06-20', 'lost')],
      blackoutDates: ['2026-06-13', '2026-06-20', '2026-06-27'],
    });
    expect(demandPremiumRule(oneSaturday)).toEqual([]);
    expect(demandPremiumRule(makeFacts())).toEqual([]);
  });
});
