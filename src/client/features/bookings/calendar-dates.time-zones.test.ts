import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getNewBookingFormSchema } from './booking-form-schemas.ts';
import {
  getMonthGridDays,
  getRescheduledEventDate,
  getToday,
  getViewRange,
  groupBookingsByDay,
  isOtherDay,
  parseDayKey,
  shiftPeriod,
  toDayKey,
} from './calendar-dates.ts';
import {
  fromDateTimeLocalValue,
  isBrowserTimeZone,
  resolveCalendarTimeZone,
  toDateTimeLocalValue,
} from './venue-time.ts';

/**
 * STYLE.md: the calendar rules run once more under non-UTC zones. The process (the browser, in
 * the app) is switched to each zone below — Node reads TZ again whenever it is set — and every
 * venue is in a zone other than UTC, so a rule that leaks the browser's zone fails somewhere.
 */
const processZones = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Madrid'] as const;
const venueZones = ['Asia/Tokyo', 'America/Los_Angeles', 'Europe/Madrid', 'Pacific/Kiritimati'] as const;

const iso = (date: Date) => new Date(date.getTime()).toISOString();

describe.each(processZones)('with the browser in %s', (processZone) => {
  beforeAll(() => {
    vi.stubEnv('TZ', processZone);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('really runs in that zone (the rest would prove nothing otherwise)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(processZone);
    expect(resolveCalendarTimeZone(null)).toBe(processZone);
    expect(resolveCalendarTimeZone('Mars/Olympus_Mons')).toBe(processZone);
    expect(resolveCalendarTimeZone('Pacific/Kiritimati')).toBe('Pacific/Kiritimati');
    expect(isBrowserTimeZone(processZone)).toBe(true);
    expect(isBrowserTimeZone(processZone === 'Asia/Tokyo' ? 'Europe/Madrid' : 'Asia/Tokyo')).toBe(false);
  });

  it.each([
    ['Asia/Tokyo', '2031-06-14T14:30:00.000Z'],
    ['America/Los_Angeles', '2031-06-15T06:30:00.000Z'],
    ['Europe/Madrid', '2031-06-14T21:30:00.000Z'],
    ['Pacific/Kiritimati', '2031-06-14T09:30:00.000Z'],
  ])('puts 23:30 at a venue in %s on that venue day', (venue, instant) => {
    const eventDate = fromDateTimeLocalValue('2031-06-14T23:30', venue);
    expect(eventDate).toBe(instant);
    expect(toDayKey(instant, venue)).toBe('2031-06-14');
    expect([...groupBookingsByDay([{ eventDate: instant }], venue).keys()]).toEqual(['2031-06-14']);
    const range = getViewRange('day', parseDayKey('2031-06-14', venue)!, venue);
    expect(Date.parse(instant)).toBeGreaterThanOrEqual(range.start.getTime());
    expect(Date.parse(instant)).toBeLessThanOrEqual(range.end.getTime());
    expect(toDateTimeLocalValue(range.start, venue)).toBe('2031-06-14T00:00');
    expect(isOtherDay(instant, '2031-06-14', venue)).toBe(false);
  });

  it('gives the venue day of an instant that is another date in UTC', () => {
    // 19:30 UTC on the 14th is 09:30 on the 15th at UTC+14.
    expect(toDayKey('2031-06-14T19:30:00.000Z', 'Pacific/Kiritimati')).toBe('2031-06-15');
    expect(toDayKey('2031-06-14T19:30:00.000Z', 'UTC')).toBe('2031-06-14');
    // 02:00 UTC on the 15th is 19:00 on the 14th in Los Angeles; 16:00 UTC is 01:00 next day in Tokyo.
    expect(toDayKey('2031-06-15T02:00:00.000Z', 'America/Los_Angeles')).toBe('2031-06-14');
    expect(toDayKey('2031-06-14T16:00:00.000Z', 'Asia/Tokyo')).toBe('2031-06-15');
    expect(isOtherDay('2031-06-15T02:00:00.000Z', '2031-06-15', 'America/Los_Angeles')).toBe(true);
    const byDay = groupBookingsByDay(
      [{ eventDate: '2031-06-14T19:30:00.000Z' }, { eventDate: '2031-06-14T09:00:00.000Z' }],
      'Pacific/Kiritimati',
    );
    expect([...byDay.keys()]).toEqual(['2031-06-14', '2031-06-15']);
  });

  it('knows today at the venue near midnight', () => {
    // 06:30 UTC on the 15th: 23:30 on the 14th in Los Angeles, morning of the 15th elsewhere.
    const now = new Date('2031-06-15T06:30:00.000Z');
    expect(toDayKey(getToday('America/Los_Angeles', now), 'America/Los_Angeles')).toBe('2031-06-14');
    expect(toDayKey(getToday('Asia/Tokyo', now), 'Asia/Tokyo')).toBe('2031-06-15');
    expect(toDayKey(getToday('Europe/Madrid', now), 'Europe/Madrid')).toBe('2031-06-15');
    expect(iso(getToday('America/Los_Angeles', now))).toBe('2031-06-14T07:00:00.000Z');
  });

  it('draws November 2026 in Los Angeles, which starts on the day the clocks go back', () => {
    const venue = 'America/Los_Angeles';
    const days = getMonthGridDays(parseDayKey('2026-11-17', venue)!, venue);
    expect(days).toHaveLength(35);
    expect(toDayKey(days[0]!, venue)).toBe('2026-11-01');
    expect(toDayKey(days.at(-1)!, venue)).toBe('2026-12-05');
    expect(days.every((day) => toDateTimeLocalValue(day, venue).endsWith('T00:00'))).toBe(true);
    expect(new Set(days.map((day) => toDayKey(day, venue))).size).toBe(35);
    expect(days.map((day) => day.getDay())).toEqual(Array.from({ length: 35 }, (_, index) => index % 7));
    // PDT at the first midnight, PST at the last.
    const range = getViewRange('month', days[10]!, venue);
    expect([iso(range.start), iso(range.end)]).toEqual(['2026-11-01T07:00:00.000Z', '2026-12-01T07:59:59.999Z']);
  });

  it('draws October 2023 in Asunción, whose first midnight never happened (00:00 → 01:00)', () => {
    const venue = 'America/Asuncion';
    const days = getMonthGridDays(parseDayKey('2023-10-15', venue)!, venue);
    expect(days.slice(0, 3).map((day) => toDayKey(day, venue))).toEqual(['2023-10-01', '2023-10-02', '2023-10-03']);
    expect(days).toHaveLength(35);
    expect(new Set(days.map((day) => toDayKey(day, venue))).size).toBe(35);
    expect(iso(getViewRange('month', days[0]!, venue).start)).toBe('2023-10-01T04:00:00.000Z');
    expect(toDayKey(shiftPeriod('month', days[0]!, -1, venue), venue)).toBe('2023-09-01');
  });

  it.each([
    ['America/Los_Angeles', '2031-01-19T03:30:00.000Z', '2031-07-20T02:30:00.000Z'],
    ['Europe/Madrid', '2031-01-18T18:30:00.000Z', '2031-07-19T17:30:00.000Z'],
    ['Asia/Tokyo', '2031-01-18T10:30:00.000Z', '2031-07-19T10:30:00.000Z'],
    ['Pacific/Kiritimati', '2031-01-18T05:30:00.000Z', '2031-07-19T05:30:00.000Z'],
  ])('keeps 19:30 at a venue in %s when a booking is dragged from winter to summer', (venue, winter, summer) => {
    expect(toDateTimeLocalValue(winter, venue)).toBe('2031-01-18T19:30');
    expect(getRescheduledEventDate(winter, '2031-07-19', venue)).toBe(summer);
    expect(toDateTimeLocalValue(summer, venue)).toBe('2031-07-19T19:30');
    expect(getRescheduledEventDate(summer, '2031-01-18', venue)).toBe(winter);
  });

  it('reads a typed venue wall time and writes it back the same, for every venue', () => {
    for (const venue of venueZones) {
      for (const value of ['2031-01-18T19:30', '2031-06-14T00:00', '2031-12-31T23:59']) {
        expect(toDateTimeLocalValue(fromDateTimeLocalValue(value, venue)!, venue)).toBe(value);
      }
    }
    // 02:30 on 9 March 2031 does not exist in Los Angeles: the clocks go from 02:00 to 03:00.
    expect(fromDateTimeLocalValue('2031-03-09T02:30', 'America/Los_Angeles')).toBe('2031-03-09T10:30:00.000Z');
    expect(fromDateTimeLocalValue('2031-06-14T12:00:00.000+09:00', 'America/Los_Angeles')).toBe(
      '2031-06-14T03:00:00.000Z',
    );
    expect(fromDateTimeLocalValue('2031-02-29T12:00', 'Asia/Tokyo')).toBeNull();
    expect(getNewBookingFormSchema('Europe/Madrid').shape.eventDate.parse('2031-06-14T12:00')).toBe(
      '2031-06-14T10:00:00.000Z',
    );
  });
});
