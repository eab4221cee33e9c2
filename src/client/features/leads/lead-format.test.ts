import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDaysSinceInquiry,
  formatGuests,
  formatVenueDate,
  getCalendarMonthHref,
  getDaysSinceInquiry,
} from './lead-format.ts';

describe('days since inquiry', () => {
  const now = new Date('2031-09-20T15:00:00Z'); // 10:00 in Chicago, 08:00 in Los Angeles

  it('is nothing while a lead is less than a day old', () => {
    expect(getDaysSinceInquiry('2031-09-19T15:00:01Z', now, 'America/Chicago')).toBeNull();
    expect(getDaysSinceInquiry('2031-09-20T14:00:00Z', now, 'America/Chicago')).toBeNull();
  });

  it('counts the venue’s calendar days once a lead is a day old', () => {
    expect(getDaysSinceInquiry('2031-09-19T15:00:00Z', now, 'America/Chicago')).toBe(1);
    expect(getDaysSinceInquiry('2031-09-17T12:00:00Z', now, 'America/Chicago')).toBe(3);
  });

  it('takes the days of the venue’s zone, not UTC’s', () => {
    // 03:00 UTC on the 18th is still the 17th in Chicago: three venue days, two UTC days.
    expect(getDaysSinceInquiry('2031-09-18T03:00:00Z', now, 'America/Chicago')).toBe(3);
    expect(getDaysSinceInquiry('2031-09-18T03:00:00Z', now, 'UTC')).toBe(2);
    // 25 hours from 23:00 on the 19th in Tokyo end at midnight starting the 21st: two of its days.
    expect(getDaysSinceInquiry('2031-09-19T14:00:00Z', now, 'Asia/Tokyo')).toBe(2);
  });

  it('says the days in words', () => {
    expect(formatDaysSinceInquiry(1)).toBe('1 day since inquiry');
    expect(formatDaysSinceInquiry(3)).toBe('3 days since inquiry');
  });
});

describe('lead formats', () => {
  it('shows a calendar day as it is, whatever the zone', () => {
    expect(formatCalendarDay('2031-09-20')).toBe('Sep 20, 2031');
    expect(formatCalendarDay('2031-01-01')).toBe('Jan 1, 2031');
  });

  it('shows an instant on the venue’s calendar and links to its month there', () => {
    const instant = '2031-10-01T03:00:00.000Z'; // the evening of 30 September in Los Angeles
    expect(formatVenueDate(instant, 'America/Los_Angeles')).toBe('Tue, Sep 30, 2031');
    expect(getCalendarMonthHref(instant, 'America/Los_Angeles')).toBe('/calendar?month=2031-09');
    expect(getCalendarMonthHref(instant, 'UTC')).toBe('/calendar?month=2031-10');
  });

  it('counts guests', () => {
    expect(formatGuests(1)).toBe('1 guest');
    expect(formatGuests(1500)).toBe('1,500 guests');
  });
});
