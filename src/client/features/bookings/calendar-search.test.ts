import { describe, expect, it } from 'vitest';
import { parseDayKey, toDayKey } from './calendar-dates.ts';
import { parseCalendarSearch, toCalendarSearch } from './calendar-search.ts';

// The address names venue days; the venue is in Tokyo while the tests run with TZ=UTC.
const zone = 'Asia/Tokyo';
const day = (key: string) => parseDayKey(key, zone)!;
const today = day('2026-11-20');
const parse = (search: string) => {
  const period = parseCalendarSearch(new URLSearchParams(search), today, zone);
  return { view: period.view, day: toDayKey(period.date, zone) };
};

describe('the calendar address', () => {
  it('opens the month of ?month=yyyy-MM on its first day', () => {
    expect(parse('month=2031-06')).toEqual({ view: 'month', day: '2031-06-01' });
    expect(parse('view=month&date=2031-06-14')).toEqual({ view: 'month', day: '2031-06-01' });
  });

  it('opens a week or a day of ?view=…&date=yyyy-MM-dd', () => {
    expect(parse('view=week&date=2031-06-18')).toEqual({ view: 'week', day: '2031-06-18' });
    expect(parse('view=day&date=2031-06-14')).toEqual({ view: 'day', day: '2031-06-14' });
  });

  it('falls back to the month of today for anything else', () => {
    for (const search of [
      '',
      'month=2031-13',
      'month=junk',
      'view=week',
      'view=day&date=2031-02-30',
      'view=year&date=2031-06-01',
    ]) {
      expect(parse(search)).toEqual({ view: 'month', day: '2026-11-20' });
    }
  });

  it('writes a month as month=yyyy-MM and a week or day with its venue date', () => {
    expect(toCalendarSearch({ view: 'month', date: day('2031-06-17') }, zone)).toBe('month=2031-06');
    expect(toCalendarSearch({ view: 'week', date: day('2031-06-18') }, zone)).toBe('view=week&date=2031-06-18');
    // Midnight of 1 July in Tokyo is 30 June in UTC: the address keeps the venue's day.
    expect(toCalendarSearch({ view: 'day', date: day('2031-07-01') }, zone)).toBe('view=day&date=2031-07-01');
    expect(toCalendarSearch({ view: 'month', date: day('2031-07-01') }, zone)).toBe('month=2031-07');
    expect(parse(toCalendarSearch({ view: 'day', date: day('2031-06-14') }, zone))).toEqual({
      view: 'day',
      day: '2031-06-14',
    });
  });
});
