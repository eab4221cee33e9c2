import { describe, expect, it } from 'vitest';
import { formatVenueDateTime, formatVenueDay, formatVenueSentDay, formatVenueTimestamp } from './venue-date-format.ts';

describe('venue date formats', () => {
  // 03:30 UTC on 24 November is still the 23rd in Chicago.
  const instant = '2026-11-24T03:30:02.000Z';

  it('shows the venue’s day, not UTC’s', () => {
    expect(formatVenueDay(instant, 'America/Chicago')).toBe('Nov 23, 2026');
    expect(formatVenueDay(instant, 'UTC')).toBe('Nov 24, 2026');
  });

  it('gives the day an invitation was sent as the issue words it, with the year only when not this one', () => {
    expect(formatVenueSentDay(instant, 'America/Chicago', new Date('2026-12-01T12:00:00.000Z'))).toBe('23 November');
    expect(formatVenueSentDay(instant, 'UTC', new Date('2026-12-01T12:00:00.000Z'))).toBe('24 November');
    expect(formatVenueSentDay(instant, 'America/Chicago', new Date('2027-01-05T12:00:00.000Z'))).toBe(
      '23 November 2026',
    );
  });

  it('names the zone with the time, to the second for the audit trail', () => {
    expect(formatVenueDateTime(instant, 'America/Chicago')).toBe('Nov 23, 2026, 9:30 PM CST');
    expect(formatVenueTimestamp(instant, 'America/Chicago')).toBe('Nov 23, 2026, 9:30:02 PM CST');
  });
});
