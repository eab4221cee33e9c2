import { describe, expect, it } from 'vitest';
import { toDayKey } from './calendar-dates.ts';
import { parseCalendarSearch, toCalendarSearch } from './calendar-search.ts';

const today = new Date(2026, 10, 20);
const parse = (search: string) => {
  const period = parseCalendarSearch(new URLSearchParams(search), today);
  return { view: period.view, day: toDayKey(period.date) };
};

describe('the calendar address', () => {
  it('opens the month of ?month=yyyy-MM on its first day', () => {
    expect(parse('month=2031-06')).toEqual({ view: 'month', day: '2031-06-01' });
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

  it('writes a month as month=yyyy-MM and a week or day with its date', () => {
    expect(toCalendarSearch({ view: 'month', date: new Date(2031, 5, 17) })).toBe('month=2031-06');
    expect(toCalendarSearch({ view: 'week', date: new Date(2031, 5, 18) })).toBe('view=week&date=2031-06-18');
    expect(parse(toCalendarSearch({ view: 'day', date: new Date(2031, 5, 14) }))).toEqual({
      view: 'day',
      day: '2031-06-14',
    });
  });
});
