import { describe, expect, it } from 'vitest';
import { getMonthSummary } from './month-summary.ts';

describe('getMonthSummary', () => {
  it('counts booked and deposit_paid as confirmed, inquiry and tour_scheduled as pending, and sums totalAmount', () => {
    const summary = getMonthSummary([
      { status: 'booked', totalAmount: '12500.00' },
      { status: 'deposit_paid', totalAmount: '0.10' },
      { status: 'inquiry', totalAmount: '0.20' },
      { status: 'tour_scheduled', totalAmount: null },
      { status: 'completed', totalAmount: '1000' },
    ]);
    expect(summary).toEqual({ events: 5, confirmed: 2, pending: 2, revenue: 13500.3 });
  });

  it('leaves cancelled bookings out of every figure, as the heat map does', () => {
    const summary = getMonthSummary([
      { status: 'booked', totalAmount: '5000' },
      { status: 'cancelled', totalAmount: '9000' },
      { status: 'cancelled', totalAmount: null },
    ]);
    expect(summary).toEqual({ events: 1, confirmed: 1, pending: 0, revenue: 5000 });
  });

  it('is all zeros for an empty month', () => {
    expect(getMonthSummary([])).toEqual({ events: 0, confirmed: 0, pending: 0, revenue: 0 });
  });
});
