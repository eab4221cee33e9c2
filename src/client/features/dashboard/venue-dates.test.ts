import { describe, expect, it } from 'vitest';
import { formatDueDate, formatVenueDate, formatVenueShortDate, getVenueMonth } from './venue-dates.ts';

describe('venue dates', () => {
  // 03:00 UTC on 1 July is still the evening of 30 June in Los Angeles.
  const lateEvening = '2031-07-01T03:00:00.000Z';

  it('writes the day as the venue sees it', () => {
    expect(formatVenueDate('2031-06-14T19:00:00.000Z', 'America/Los_Angeles')).toBe('Sat, Jun 14, 2031');
    expect(formatVenueDate(lateEvening, 'America/Los_Angeles')).toBe('Mon, Jun 30, 2031');
    expect(formatVenueDate(lateEvening, 'Europe/Paris')).toBe('Tue, Jul 1, 2031');
  });

  it('writes a short due date', () => {
    expect(formatVenueShortDate('2031-06-14T19:00:00.000Z', 'America/New_York')).toBe('Jun 14');
    expect(formatVenueShortDate(lateEvening, 'America/Los_Angeles')).toBe('Jun 30');
  });

  it('gives the month of the calendar link in the venue zone', () => {
    expect(getVenueMonth(lateEvening, 'America/Los_Angeles')).toBe('2031-06');
    expect(getVenueMonth(lateEvening, 'Asia/Tokyo')).toBe('2031-07');
    expect(getVenueMonth('2031-12-05T12:00:00.000Z', 'UTC')).toBe('2031-12');
  });

  it('says when a payment is due, or TBD without a due date', () => {
    // A due date is the venue's day: no zone moves it (Jun 1 stays Jun 1 west of UTC too).
    expect(formatDueDate('2031-06-14')).toBe('Due Jun 14');
    expect(formatDueDate('2031-06-01')).toBe('Due Jun 1');
    expect(formatDueDate(null)).toBe('Due TBD');
  });
});
