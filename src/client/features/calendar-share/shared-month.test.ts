import { describe, expect, it } from 'vitest';
import {
  formatEventTime,
  formatMonthTitle,
  formatTimeZoneName,
  getSharedMonth,
  groupEventsByDay,
  shiftMonth,
} from './shared-month.ts';

/** ICU versions differ on the space before "PM" (U+0020, U+202F). */
const spaced = (text: string) => text.replace(/\s/g, ' ');

const event = (id: string, eventDate: string) => ({ id, eventDate, eventType: 'Reception', status: 'booked' });

describe('shared calendar months', () => {
  it('reads ?month, falling back to this month for a missing or malformed one', () => {
    const now = new Date(2031, 5, 15);
    expect(getSharedMonth('2031-02', now)).toBe('2031-02');
    expect(getSharedMonth(null, now)).toBe('2031-06');
    expect(getSharedMonth('2031-13', now)).toBe('2031-06');
    expect(getSharedMonth('june', now)).toBe('2031-06');
  });

  it('steps across years and names the month', () => {
    expect(shiftMonth('2031-12', 1)).toBe('2032-01');
    expect(shiftMonth('2031-01', -1)).toBe('2030-12');
    expect(formatMonthTitle('2031-06', 'en-US')).toBe('June 2031');
    expect(formatMonthTitle('2031-06', 'es-US')).toBe('junio de 2031');
  });

  it("groups events by the venue's day, in time order, with times on the venue's clock", () => {
    // 02:00 UTC on June 21 is still June 20 in Chicago.
    const days = groupEventsByDay(
      [
        event('b', '2031-06-21T23:00:00.000Z'),
        event('a', '2031-06-21T02:00:00.000Z'),
        event('c', '2031-06-21T17:00:00.000Z'),
      ],
      'America/Chicago',
      'en-US',
    );
    expect(days.map((day) => [day.key, day.title, day.events.map((e) => e.id)])).toEqual([
      ['2031-06-20', 'Friday, June 20', ['a']],
      ['2031-06-21', 'Saturday, June 21', ['c', 'b']],
    ]);
    expect(spaced(formatEventTime('2031-06-21T17:00:00.000Z', 'America/Chicago', 'en-US'))).toBe('12:00 PM');
  });

  it("names the venue's days and times in Spanish", () => {
    const [day] = groupEventsByDay([event('a', '2031-06-21T23:00:00.000Z')], 'America/Chicago', 'es-US');
    expect(day?.title).toBe('sábado, 21 de junio');
    expect(spaced(formatEventTime('2031-06-21T23:00:00.000Z', 'America/Chicago', 'es-US'))).toBe('6:00 p.m.');
  });

  it('names a time zone as its locale does, not by its IANA name', () => {
    expect(formatTimeZoneName('America/Chicago', '2031-06', 'en-US')).toBe('Central Time');
    expect(formatTimeZoneName('America/Chicago', '2031-06', 'es-US')).toBe('hora central');
    expect(formatTimeZoneName('America/Los_Angeles', '2031-06', 'es-MX')).toBe('hora del Pacífico');
    // Intl has only an offset for UTC ("GMT+00:00"): the zone's own name says more.
    expect(formatTimeZoneName('UTC', '2031-06', 'en-US')).toBe('UTC');
  });
});
