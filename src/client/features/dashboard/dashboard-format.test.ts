import { describe, expect, it } from 'vitest';
import { formatDollars, formatGuestCount, formatPercent, getInitials } from './dashboard-format.ts';

describe('dashboard formats', () => {
  it('shows dollars without cents when the amount is whole', () => {
    expect(formatDollars('12500')).toBe('$12,500');
    expect(formatDollars('12500.00')).toBe('$12,500');
    expect(formatDollars('1234567.5')).toBe('$1,234,567.50');
    expect(formatDollars('99.99')).toBe('$99.99');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars('not a number')).toBe('$0');
  });

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

  it('takes the initials of the first and last names', () => {
    expect(getInitials('Emma Johnson')).toBe('EJ');
    expect(getInitials('  emma   rose johnson ')).toBe('EJ');
    expect(getInitials('Cher')).toBe('C');
    expect(getInitials('Élodie Ünal')).toBe('ÉÜ');
    expect(getInitials('')).toBe('?');
  });
});
