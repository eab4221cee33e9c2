import { describe, expect, it } from 'vitest';
import { formatCalendarEventDay, formatEventDay, formatVenueDate, formatVenueDateTime } from './format-dates.ts';

const LA = { timeZone: 'America/Los_Angeles' };

describe('dates in e-mails and documents', () => {
  it('writes a date, an event day and a moment in one en-US style', () => {
    const instant = new Date('2027-06-12T22:04:05Z');
    expect(formatVenueDate(instant, LA)).toBe('June 12, 2027');
    expect(formatEventDay(instant, LA)).toBe('Saturday, June 12, 2027');
    expect(formatVenueDateTime(instant, LA)).toBe('June 12, 2027 at 3:04:05 PM PDT');
  });

  it('takes the day at the venue, not in UTC or the server zone', () => {
    // 23:30 on Friday in Los Angeles is already Saturday in UTC; 10:00 in Auckland is still Friday in UTC.
    expect(formatEventDay('2027-06-12T06:30:00Z', LA)).toBe('Friday, June 11, 2027');
    expect(formatVenueDate('2027-06-11T22:00:00Z', { timeZone: 'Pacific/Auckland' })).toBe('June 12, 2027');
  });

  it('writes a calendar day (YYYY-MM-DD) as an event day, whatever the zone', () => {
    expect(formatCalendarEventDay('2027-06-12')).toBe('Saturday, June 12, 2027');
    expect(formatCalendarEventDay('2027-06-12')).toBe(formatEventDay('2027-06-12T19:00:00Z', LA));
  });

  it('takes another locale, through Intl', () => {
    const instant = new Date('2027-06-12T22:04:05Z');
    expect(formatVenueDate(instant, { ...LA, locale: 'es-ES' })).toBe('12 de junio de 2027');
    expect(formatEventDay(instant, { ...LA, locale: 'es-ES' })).toBe('sábado, 12 de junio de 2027');
    expect(formatCalendarEventDay('2027-06-12', 'es-ES')).toBe('sábado, 12 de junio de 2027');
  });
});
