import { describe, expect, it } from 'vitest';
import { formatVenueDateTime, formatVenueDay, formatVenueTimestamp } from './venue-date-format.ts';

describe('venue date formats', () => {
  // 03:30 UTC on 24 November is still the 23rd in Chicago.
  const instant = '2026-11-24T03:30:02.000Z';

  it('shows the venue’s day, not UTC’s', () => {
    expect(formatVenueDay(instant, 'America/Chicago')).toBe('Nov 23, 2026');
    expect(formatVenueDay(instant, 'UTC')).toBe('Nov 24, 2026');
  });

  it('names the zone with the time, to the second for the audit trail', () => {
    expect(formatVenueDateTime(instant, 'America/Chicago')).toBe('Nov 23, 2026, 9:30 PM CST');
    expect(formatVenueTimestamp(instant, 'America/Chicago')).toBe('Nov 23, 2026, 9:30:02 PM CST');
  });
});
