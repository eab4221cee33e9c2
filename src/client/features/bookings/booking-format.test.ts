import { describe, expect, it } from 'vitest';
import { formatEventDateLong, formatEventTime, formatGuests, formatMoney, formatStatusText } from './booking-format.ts';

describe('booking formats', () => {
  it('shows amounts in dollars', () => {
    expect(formatMoney('12500')).toBe('$12,500.00');
    expect(formatMoney('99.5')).toBe('$99.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney('')).toBeNull();
    expect(formatMoney('abc')).toBeNull();
  });

  it('writes dates long-form and times on a 12-hour clock, in the venue’s zone', () => {
    expect(formatEventDateLong('2031-06-21T19:30:00.000Z', 'UTC')).toBe('Saturday, June 21, 2031');
    expect(formatEventTime('2031-06-21T19:30:00.000Z', 'UTC')).toBe('7:30 PM');
    expect(formatEventTime('2031-06-21T19:30:00.000Z', 'America/Los_Angeles')).toBe('12:30 PM');
    // UTC+14: already the next morning.
    expect(formatEventDateLong('2031-06-21T19:30:00.000Z', 'Pacific/Kiritimati')).toBe('Sunday, June 22, 2031');
    expect(formatEventTime('2031-06-21T19:30:00.000Z', 'Pacific/Kiritimati')).toBe('9:30 AM');
  });

  it('shows the status with spaces for underscores, and guests with 0 for none', () => {
    expect(formatStatusText('deposit_paid')).toBe('deposit paid');
    expect(formatStatusText('tour_scheduled')).toBe('tour scheduled');
    expect(formatGuests(null)).toBe('0 guests');
    expect(formatGuests(1)).toBe('1 guest');
  });
});
