import { describe, expect, it } from 'vitest';
import { makeBooking, makeFacts, makeLead } from './facts.test-helper.ts';
import { gettingStartedRule } from './getting-started.ts';

describe('getting started', () => {
  it('suggests the first steps to a venue with no data, each only while it is to do', () => {
    expect(gettingStartedRule(makeFacts()).map((finding) => finding.key)).toEqual([
      'start:inquiry-form',
      'start:bookings',
      'start:availability',
    ]);
    const unset = makeFacts({ basePrice: null, openWeekdays: [4, 5, 6] });
    expect(gettingStartedRule(unset).map((finding) => finding.key)).toEqual([
      'start:inquiry-form',
      'start:bookings',
      'start:base-price',
    ]);
    expect(gettingStartedRule(unset).every((finding) => finding.estimatedRevenue === 0)).toBe(true);
  });

  it('is silent once the venue has a lead or a booking', () => {
    expect(gettingStartedRule(makeFacts({ leads: [makeLead()] }))).toEqual([]);
    expect(gettingStartedRule(makeFacts({ bookings: [makeBooking()] }))).toEqual([]);
  });
});
