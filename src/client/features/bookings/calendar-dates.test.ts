import { describe, expect, it } from 'vitest';
import {
  chunkWeeks,
  formatDayKey,
  getDateForView,
  getMonthGridDays,
  getPeriodTitle,
  getRescheduledEventDate,
  getViewRange,
  getWeekDays,
  groupBookingsByDay,
  isOtherDay,
  parseDayKey,
  shiftPeriod,
  toDayKey,
} from './calendar-dates.ts';

// A venue in UTC, as the process is (TZ=UTC): the rules themselves. Venues in other zones, and
// other process zones, are in calendar-dates.time-zones.test.ts.
const zone = 'UTC';
const day = (key: string) => parseDayKey(key, zone)!;
const dayKey = (date: Date) => toDayKey(date, zone);
const keys = (days: Date[]) => days.map(dayKey);
// A TZDate's own toISOString carries its offset; the server gets UTC.
const iso = (date: Date) => new Date(date.getTime()).toISOString();

describe('getMonthGridDays', () => {
  it('June 2031 starts on a Sunday: no leading days, padded to Saturday 5 July', () => {
    const days = getMonthGridDays(day('2031-06-17'), zone);
    expect(days).toHaveLength(35);
    expect(dayKey(days[0]!)).toBe('2031-06-01');
    expect(days[0]!.getDay()).toBe(0);
    expect(keys(days.slice(-5))).toEqual(['2031-07-01', '2031-07-02', '2031-07-03', '2031-07-04', '2031-07-05']);
  });

  it('February 2031 starts on a Saturday: six days of January lead, 1 March ends it', () => {
    const days = getMonthGridDays(day('2031-02-10'), zone);
    expect(keys(days.slice(0, 7))).toEqual([
      '2031-01-26',
      '2031-01-27',
      '2031-01-28',
      '2031-01-29',
      '2031-01-30',
      '2031-01-31',
      '2031-02-01',
    ]);
    expect(dayKey(days.at(-1)!)).toBe('2031-03-01');
    expect(days).toHaveLength(35);
  });

  it('always gives whole weeks from Sunday to Saturday', () => {
    for (let month = 0; month < 24; month += 1) {
      const days = getMonthGridDays(new Date(Date.UTC(2031, month, 1)), zone);
      expect(days.length % 7).toBe(0);
      expect(days[0]!.getDay()).toBe(0);
      expect(days.at(-1)!.getDay()).toBe(6);
      expect(chunkWeeks(days).every((week) => week.length === 7)).toBe(true);
    }
  });
});

describe('week, ranges and periods', () => {
  it('gives the Sunday-to-Saturday week of a day', () => {
    expect(keys(getWeekDays(day('2031-06-18'), zone))).toEqual([
      '2031-06-15',
      '2031-06-16',
      '2031-06-17',
      '2031-06-18',
      '2031-06-19',
      '2031-06-20',
      '2031-06-21',
    ]);
  });

  it('reads the month from its first to its last day, a week or a single day', () => {
    const month = getViewRange('month', day('2031-06-17'), zone);
    expect(iso(month.start)).toBe('2031-06-01T00:00:00.000Z');
    expect(iso(month.end)).toBe('2031-06-30T23:59:59.999Z');
    const week = getViewRange('week', day('2031-06-18'), zone);
    expect([iso(week.start), iso(week.end)]).toEqual(['2031-06-15T00:00:00.000Z', '2031-06-21T23:59:59.999Z']);
    const single = getViewRange('day', day('2031-06-18'), zone);
    expect([iso(single.start), iso(single.end)]).toEqual(['2031-06-18T00:00:00.000Z', '2031-06-18T23:59:59.999Z']);
  });

  it('moves by a month (from the 31st too), a week or a day', () => {
    expect(dayKey(shiftPeriod('month', day('2031-01-31'), 1, zone))).toBe('2031-02-01');
    expect(dayKey(shiftPeriod('month', day('2031-01-15'), -1, zone))).toBe('2030-12-01');
    expect(dayKey(shiftPeriod('week', day('2031-06-18'), 1, zone))).toBe('2031-06-25');
    expect(dayKey(shiftPeriod('day', day('2031-06-30'), 1, zone))).toBe('2031-07-01');
  });

  it('titles the month, the week (across months and years) and the day', () => {
    expect(getPeriodTitle('month', day('2031-06-17'), zone)).toBe('June 2031');
    expect(getPeriodTitle('week', day('2031-06-18'), zone)).toBe('June 15 – 21, 2031');
    expect(getPeriodTitle('week', day('2031-07-01'), zone)).toBe('June 29 – July 5, 2031');
    expect(getPeriodTitle('week', day('2031-12-30'), zone)).toBe('December 28, 2031 – January 3, 2032');
    expect(getPeriodTitle('day', day('2031-06-14'), zone)).toBe('Saturday, June 14, 2031');
  });

  it('opens a new view on the selected day, else today, else the period’s own day', () => {
    const june = { view: 'month' as const, date: day('2031-06-01') };
    expect(dayKey(getDateForView(june, day('2031-06-10'), day('2031-06-20'), zone))).toBe('2031-06-20');
    expect(dayKey(getDateForView(june, day('2031-06-10'), null, zone))).toBe('2031-06-10');
    expect(dayKey(getDateForView(june, day('2026-11-20'), day('2031-08-01'), zone))).toBe('2031-06-01');
    const week = { view: 'week' as const, date: day('2031-06-18') };
    expect(dayKey(getDateForView(week, day('2026-11-20'), null, zone))).toBe('2031-06-18');
  });
});

describe('day keys and grouping', () => {
  it('parses only real yyyy-MM-dd days', () => {
    expect(parseDayKey('2031-02-30', zone)).toBeNull();
    expect(parseDayKey('June 1', zone)).toBeNull();
    expect(parseDayKey('', zone)).toBeNull();
    expect(dayKey(day('2032-02-29'))).toBe('2032-02-29');
  });

  it('writes a day key out the same in every zone', () => {
    expect(formatDayKey('2031-06-14', 'EEEE, MMMM d, yyyy')).toBe('Saturday, June 14, 2031');
    expect(formatDayKey('2031-06-14', 'd')).toBe('14');
    expect(formatDayKey('not-a-day', 'd')).toBe('not-a-day');
  });

  it('groups bookings by local day, each day in order of time', () => {
    const byDay = groupBookingsByDay(
      [
        { id: 1, eventDate: '2031-06-14T18:00:00.000Z' },
        { id: 2, eventDate: '2031-06-21T12:00:00.000Z' },
        { id: 3, eventDate: '2031-06-14T10:00:00.000Z' },
      ],
      zone,
    );
    expect([...byDay.keys()]).toEqual(['2031-06-14', '2031-06-21']);
    expect(byDay.get('2031-06-14')!.map((b) => b.id)).toEqual([3, 1]);
  });
});

describe('rescheduling by drop', () => {
  it('moves the booking to the day and keeps its time of day', () => {
    expect(getRescheduledEventDate('2031-06-14T19:30:00.000Z', '2031-06-21', zone)).toBe('2031-06-21T19:30:00.000Z');
    expect(getRescheduledEventDate('2031-06-14T19:30:00.000Z', 'not-a-day', zone)).toBeNull();
  });

  it('tells a drop on the same day from one on another day', () => {
    expect(isOtherDay('2031-06-14T19:30:00.000Z', '2031-06-14', zone)).toBe(false);
    expect(isOtherDay('2031-06-14T19:30:00.000Z', '2031-06-15', zone)).toBe(true);
  });

  describe('at a venue with daylight saving (America/New_York), the process staying in UTC', () => {
    const newYork = 'America/New_York';

    it('keeps the venue wall time across the March change', () => {
      // Noon EST on 8 March 2031 is 17:00 UTC; noon EDT on 10 March is 16:00 UTC.
      expect(getRescheduledEventDate('2031-03-08T17:00:00.000Z', '2031-03-10', newYork)).toBe(
        '2031-03-10T16:00:00.000Z',
      );
    });

    it('groups by the venue day, not the UTC one, and reads from the venue midnight', () => {
      // 02:00 UTC on the 15th is 22:00 on the 14th in New York.
      const byDay = groupBookingsByDay([{ eventDate: '2031-06-15T02:00:00.000Z' }], newYork);
      expect([...byDay.keys()]).toEqual(['2031-06-14']);
      const june = parseDayKey('2031-06-01', newYork)!;
      expect(getViewRange('month', june, newYork).start.getTime()).toBe(Date.parse('2031-06-01T04:00:00.000Z'));
    });
  });
});
