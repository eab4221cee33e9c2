import { describe, expect, it } from 'vitest';
import { getDayClosure } from './day-closure.ts';

const allOpen = { sun: true, mon: true, tue: true, wed: true, thu: true, fri: true, sat: true };

describe('getDayClosure', () => {
  it('names blackout dates first, then closed weekdays, whatever the process time zone', () => {
    const availability = { weekdays: { ...allOpen, sat: false }, blackoutDates: ['2031-06-13'] };
    expect(getDayClosure('2031-06-13', availability)).toBe('blackout'); // a Friday
    expect(getDayClosure('2031-06-14', availability)).toBe('closed'); // a Saturday
    expect(getDayClosure('2031-06-15', availability)).toBeNull();
  });
});
