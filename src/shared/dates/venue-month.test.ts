import { describe, expect, it } from 'vitest';
import { getMonthIn } from './venue-month.ts';

describe('getMonthIn', () => {
  it("is the venue's month, not the server's, across a month's end", () => {
    const newYearInUtc = new Date('2032-01-01T03:00:00Z');
    expect(getMonthIn('America/Los_Angeles', newYearInUtc)).toBe('2031-12');
    expect(getMonthIn('UTC', newYearInUtc)).toBe('2032-01');
    expect(getMonthIn('Asia/Tokyo', new Date('2031-11-30T16:00:00Z'))).toBe('2031-12');
  });
});
