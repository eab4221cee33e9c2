import type { PerformanceAnalytics } from '#shared/optimization/analytics.schemas.ts';
import type { OptimizationAnalysis, OptimizationSuggestion } from '#shared/optimization/optimization.schemas.ts';

let nextId = 1;

/** A suggestion as the API answers it (the shared schema's shape). */
export function makeSuggestion(overrides: Partial<OptimizationSuggestion> = {}): OptimizationSuggestion {
  return {
    id: `s-${nextId++}`,
    title: 'Answer 4 new leads waiting over 24 hours',
    description: '4 leads have waited more than a day for a first reply; the oldest arrived on Nov 20.',
    category: 'marketing',
    impact: 'high',
    effort: 'low',
    timeframe: 'This week',
    priority: 9,
    estimatedRevenue: 4800,
    actionItems: ['Reply to the 4 waiting leads today', 'Turn on the inquiry auto-reply'],
    metrics: { currentValue: 4, targetValue: 0, unit: 'leads waiting' },
    implemented: false,
    ...overrides,
  };
}

export function makeAnalysis(overrides: Partial<OptimizationAnalysis> = {}): OptimizationAnalysis {
  return {
    overallScore: 62,
    totalPotentialRevenue: 12500,
    analysisDate: '2026-11-26T18:30:00.000Z',
    author: { kind: 'engine' },
    dataPoints: {
      conversionRate: 25,
      leadCount: 8,
      confirmedEvents: 5,
      occupancyRate: 18.5,
      averageRevenuePerEvent: 8200,
      medianLeadResponseHours: 30,
    },
    suggestions: [makeSuggestion()],
    ...overrides,
  };
}

const months = ['2025-12', ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`)];

/** Twelve months from December 2025, with money in October and November 2026 only. */
export function makeAnalytics(overrides: Partial<PerformanceAnalytics> = {}): PerformanceAnalytics {
  return {
    since: '2025-12-01',
    revenueByMonth: months.map((month) => ({
      month,
      paid: month === '2026-10' ? '4500.00' : month === '2026-11' ? '1250.50' : '0.00',
      scheduled: month === '2026-10' ? '6000.00' : month === '2026-11' ? '2000.00' : '0.00',
    })),
    bookingsByStatus: [
      { status: 'inquiry', count: 2 },
      { status: 'tour_scheduled', count: 0 },
      { status: 'contract_sent', count: 1 },
      { status: 'booked', count: 3 },
      { status: 'deposit_paid', count: 2 },
      { status: 'completed', count: 4 },
      { status: 'cancelled', count: 1 },
    ],
    leadsByStage: [
      { stage: 'new', count: 3 },
      { stage: 'contacted', count: 2 },
      { stage: 'tour_scheduled', count: 1 },
      { stage: 'proposal_sent', count: 0 },
      { stage: 'converted', count: 2 },
      { stage: 'lost', count: 2 },
    ],
    leadsBySource: [
      { source: 'website', leads: 5, converted: 1 },
      { source: 'referral', leads: 3, converted: 1 },
      { source: null, leads: 2, converted: 0 },
    ],
    occupancy: {
      from: '2026-05-28',
      to: '2027-05-26',
      weekdays: [
        { weekday: 0, openSlots: 52, takenSlots: 3, rate: 5.8 },
        { weekday: 1, openSlots: 0, takenSlots: 0, rate: null },
        { weekday: 2, openSlots: 52, takenSlots: 0, rate: 0 },
        { weekday: 3, openSlots: 52, takenSlots: 1, rate: 1.9 },
        { weekday: 4, openSlots: 52, takenSlots: 1, rate: 1.9 },
        { weekday: 5, openSlots: 52, takenSlots: 4, rate: 7.7 },
        { weekday: 6, openSlots: 51, takenSlots: 12, rate: 23.5 },
      ],
    },
    ...overrides,
  };
}
