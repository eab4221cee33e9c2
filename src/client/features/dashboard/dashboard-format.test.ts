import { describe, expect, it } from 'vitest';
import { formatGuestCount, formatPercent } from './dashboard-format.ts';

describe('dashboard formats', () => {
  it('shows occupancy as a percentage', () => {
    expect(formatPercent(45)).toBe('45%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('counts guests, and says TBD when the count is unknown', () => {
    expect(formatGuestCount(120)).toBe('120 guests');
    expect(formatGuestCount(1)).toBe('1 guest');
    expect(formatGuestCount(0)).toBe('0 guests');
    expect(formatGuestCount(null)).toBe('Guests TBD');
  });
});
