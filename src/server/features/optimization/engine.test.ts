import { describe, expect, it } from 'vitest';
import { suggestionDraftSchema } from '#shared/optimization/optimization.schemas.ts';
import { getScorePenalty, runEngine } from './engine.ts';
import { hoursAgo, makeBooking, makeContract, makeFacts, makeLead, makePayment } from './rules/facts.test-helper.ts';
import type { Finding } from './rules/rule.ts';

/** A venue whose couples wait and whose money is late. */
const slowVenue = makeFacts({
  leads: [
    makeLead({ createdAt: hoursAgo(50), budget: 9000 }),
    makeLead({ createdAt: hoursAgo(30) }),
    makeLead({ status: 'converted', createdAt: hoursAgo(900), firstMovedAt: hoursAgo(880) }),
    makeLead({ status: 'lost', createdAt: hoursAgo(900), firstMovedAt: hoursAgo(890), lostFrom: 'contacted' }),
  ],
  bookings: [makeBooking({ id: 9001, totalAmount: 12_000, localDay: '2027-05-15' })],
  payments: [makePayment({ bookingId: 9001, type: 'final', amount: 3000, dueDate: '2027-02-20' })],
  contracts: [makeContract({ bookingId: 9001, sentAt: hoursAgo(24 * 12) })],
});

/** A venue that answers at once and is paid on time, but discounts its corporate events. */
const discountingVenue = makeFacts({
  leads: [
    makeLead({ status: 'converted', createdAt: hoursAgo(400), firstMovedAt: hoursAgo(398) }),
    makeLead({ status: 'contacted', createdAt: hoursAgo(100), firstMovedAt: hoursAgo(96) }),
  ],
  bookings: [
    makeBooking({ eventType: 'Corporate Event', totalAmount: 2500, localDay: '2026-11-02', status: 'completed' }),
    makeBooking({ eventType: 'Corporate Event', totalAmount: 3500, localDay: '2027-02-02', status: 'completed' }),
  ],
});

const keys = (findings: Finding[]) => findings.map((finding) => finding.key);

describe('the engine', () => {
  it('gives two venues with different data different suggestions, from their own numbers', () => {
    const slow = runEngine(slowVenue);
    const discounting = runEngine(discountingVenue);
    expect(keys(slow.findings)).toEqual(
      expect.arrayContaining(['overdue-payments', 'unanswered-leads', 'deposits-missing', 'unsigned-contracts']),
    );
    expect(keys(slow.findings)).not.toContain('event-type-under-base:Corporate Event');
    expect(keys(discounting.findings)).toEqual(['event-type-under-base:Corporate Event']);
    expect(slow.findings.find((finding) => finding.key === 'overdue-payments')!.title).toBe(
      'Collect $3,000 in overdue payments',
    );
  });

  it('sorts by priority, and reads score and potential off the same findings', () => {
    const result = runEngine(slowVenue);
    const priorities = result.findings.map((finding) => finding.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(result.totalPotentialRevenue).toBe(
      result.findings.reduce((sum, finding) => sum + finding.estimatedRevenue, 0),
    );
    const penalty = result.findings.reduce((sum, finding) => sum + getScorePenalty(finding), 0);
    expect(result.overallScore).toBe(Math.round(100 - penalty));
    expect(runEngine(discountingVenue).overallScore).toBeGreaterThan(result.overallScore);
  });

  it('writes every finding in the shape a stored suggestion takes', () => {
    for (const facts of [slowVenue, discountingVenue, makeFacts(), makeFacts({ basePrice: null })]) {
      for (const finding of runEngine(facts).findings) expect(suggestionDraftSchema.parse(finding)).toBeTruthy();
    }
  });

  it('computes the data points: conversion over all leads, occupancy, revenue and response time', () => {
    expect(runEngine(slowVenue).dataPoints).toEqual({
      conversionRate: 25,
      leadCount: 4,
      confirmedEvents: 1,
      // One held day of the 365 open ones ahead.
      occupancyRate: 0.3,
      averageRevenuePerEvent: 12_000,
      // 20 h and 10 h from arrival to the first reply.
      medianLeadResponseHours: 15,
    });
    expect(runEngine(makeFacts()).dataPoints).toMatchObject({
      conversionRate: 0,
      leadCount: 0,
      occupancyRate: 0,
      averageRevenuePerEvent: null,
      medianLeadResponseHours: null,
    });
  });

  it('gives a venue with no data getting-started suggestions, no money, and a half-way score', () => {
    const result = runEngine(makeFacts());
    expect(keys(result.findings)).toEqual(['start:inquiry-form', 'start:bookings', 'start:availability']);
    expect(result.totalPotentialRevenue).toBe(0);
    expect(result.overallScore).toBeLessThanOrEqual(50);
    expect(result.overallScore).toBeGreaterThan(30);
  });

  it('keeps the first finding of a key when two rules name the same one', () => {
    const twice = () => [{ ...runEngine(slowVenue).findings[0]!, key: 'same' }];
    expect(runEngine(slowVenue, [twice, twice]).findings).toHaveLength(1);
  });
});
