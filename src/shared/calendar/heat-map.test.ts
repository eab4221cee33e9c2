import { describe, expect, it } from 'vitest';
import { formatThousands, getHeatLevel, getHeatMonth, summarizeHeatMonth } from './heat-map.ts';

describe('getHeatLevel', () => {
  it('is grey (0) for nothing, and for any value when the maximum is 0', () => {
    expect(getHeatLevel(0, 8)).toBe(0);
    expect(getHeatLevel(0, 0)).toBe(0);
    expect(getHeatLevel(3, 0)).toBe(0);
    expect(getHeatLevel(-1, 8)).toBe(0);
    expect(getHeatLevel(Number.NaN, 8)).toBe(0);
  });

  it('puts exactly 25, 50 and 75 % of the maximum in the lower bucket', () => {
    expect(getHeatLevel(2, 8)).toBe(1);
    expect(getHeatLevel(4, 8)).toBe(2);
    expect(getHeatLevel(6, 8)).toBe(3);
    expect(getHeatLevel(8, 8)).toBe(4);
  });

  it('moves up just past each edge', () => {
    expect(getHeatLevel(1, 8)).toBe(1);
    expect(getHeatLevel(2.01, 8)).toBe(2);
    expect(getHeatLevel(4.01, 8)).toBe(3);
    expect(getHeatLevel(6.01, 8)).toBe(4);
    expect(getHeatLevel(7, 8)).toBe(4);
  });

  it('shades revenue the same way, and caps a value above the maximum at the darkest', () => {
    expect(getHeatLevel(1250, 5000)).toBe(1);
    expect(getHeatLevel(2600, 5000)).toBe(3);
    expect(getHeatLevel(9000, 5000)).toBe(4);
  });

  it('shows a lone booking, the busiest day of a quiet month, at full strength', () => {
    expect(getHeatLevel(1, 1)).toBe(4);
  });
});

describe('formatThousands', () => {
  it('rounds to whole thousands with k', () => {
    expect(formatThousands(0)).toBe('0k');
    expect(formatThousands(400)).toBe('0k');
    expect(formatThousands(500)).toBe('1k');
    expect(formatThousands(12_600)).toBe('13k');
    expect(formatThousands(1_250_000)).toBe('1250k');
  });
});

describe('getHeatMonth', () => {
  it('fills every day of the month, zero where the server listed nothing', () => {
    const month = getHeatMonth('2026-03', { days: [{ date: '2026-03-14', bookingCount: 2, revenue: 9000 }] });
    expect(month.days).toHaveLength(31);
    expect(month.days[0]).toEqual({ date: '2026-03-01', dayOfMonth: 1, bookingCount: 0, revenue: 0 });
    expect(month.days[13]).toEqual({ date: '2026-03-14', dayOfMonth: 14, bookingCount: 2, revenue: 9000 });
  });

  it('starts under the 1st’s weekday, Sunday first', () => {
    expect(getHeatMonth('2026-03', undefined).leadingBlanks).toBe(0); // Sunday 1 March 2026
    expect(getHeatMonth('2026-05', undefined).leadingBlanks).toBe(5); // Friday 1 May 2026
    expect(getHeatMonth('2026-08', undefined).leadingBlanks).toBe(6); // Saturday 1 August 2026
  });

  it('knows February’s length in leap and common years', () => {
    expect(getHeatMonth('2028-02', undefined).days).toHaveLength(29);
    expect(getHeatMonth('2026-02', undefined).days).toHaveLength(28);
  });
});

describe('summarizeHeatMonth', () => {
  it('counts bookings, revenue, active days and the busiest weekday', () => {
    const { days } = getHeatMonth('2026-03', {
      days: [
        { date: '2026-03-06', bookingCount: 1, revenue: 1000.1 }, // Friday
        { date: '2026-03-07', bookingCount: 2, revenue: 4000.2 }, // Saturday
        { date: '2026-03-14', bookingCount: 1, revenue: 2500 }, // Saturday
      ],
    });
    expect(summarizeHeatMonth(days)).toEqual({
      totalBookings: 4,
      totalRevenue: 7500.3,
      activeDays: 3,
      popularDay: 'Saturday',
    });
  });

  it('takes the earlier weekday on a tie, and names none in an empty month', () => {
    const { days } = getHeatMonth('2026-03', {
      days: [
        { date: '2026-03-05', bookingCount: 1, revenue: 0 }, // Thursday
        { date: '2026-03-02', bookingCount: 1, revenue: 0 }, // Monday
      ],
    });
    expect(summarizeHeatMonth(days).popularDay).toBe('Monday');
    expect(summarizeHeatMonth(getHeatMonth('2026-03', undefined).days)).toEqual({
      totalBookings: 0,
      totalRevenue: 0,
      activeDays: 0,
      popularDay: null,
    });
  });
});
