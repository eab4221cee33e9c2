import { describe, expect, it } from 'vitest';
import { formatDollars, getFirstInitial, getInitials } from './format.ts';

describe('shared formats', () => {
  it('shows dollars without cents when the amount is whole', () => {
    expect(formatDollars('12500')).toBe('$12,500');
    expect(formatDollars('12500.00')).toBe('$12,500');
    expect(formatDollars('1234567.5')).toBe('$1,234,567.50');
    expect(formatDollars('99.99')).toBe('$99.99');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars('not a number')).toBe('$0');
  });

  it('takes the initials of the first and last names', () => {
    expect(getInitials('Emma Johnson')).toBe('EJ');
    expect(getInitials('  emma   rose johnson ')).toBe('EJ');
    expect(getInitials('Cher')).toBe('C');
    expect(getInitials('Élodie Ünal')).toBe('ÉÜ');
    expect(getInitials('')).toBe('?');
  });
});

describe('getFirstInitial', () => {
  it('takes the first letter of the name, whole even outside the BMP', () => {
    expect(getFirstInitial('  élan Hall')).toBe('É');
    expect(getFirstInitial('𝒜urora')).toBe('𝒜');
    expect(getFirstInitial(' ')).toBe('?');
  });
});
