import { describe, expect, it } from 'vitest';
import {
  formatDayInMonth,
  formatLongDay,
  formatMoney,
  formatMonthYear,
  formatShortDay,
  formatTime,
  formatWeekdayName,
} from './format.ts';

/** ICU versions differ on which space goes before "PM" or "€" (U+0020, U+00A0, U+202F). */
const spaced = (text: string) => text.replace(/\s/g, ' ');

// Intl's output for these locales (ICU's CLDR data), as a couple reading each locale expects it.
describe('formats for en-US, es-US and es-MX', () => {
  it('writes a calendar day with its weekday', () => {
    expect(formatLongDay('2026-03-14', 'en-US')).toBe('Saturday, March 14, 2026');
    expect(formatLongDay('2026-03-14', 'es-US')).toBe('sábado, 14 de marzo de 2026');
    expect(formatLongDay('2026-03-14', 'es-MX')).toBe('sábado, 14 de marzo de 2026');
  });

  it('keeps a calendar day on its day whatever the process time zone', () => {
    expect(formatWeekdayName('2026-03-14', 'es-MX')).toBe('sábado');
    expect(formatShortDay('2026-03-14', 'en-US')).toBe('Sat, Mar 14, 2026');
    expect(formatShortDay('2026-03-14', 'es-US')).toMatch(/^sáb, 14 (de )?mar (de )?2026$/);
  });

  it('writes a month with its year, and a day of a month already named', () => {
    expect(formatMonthYear('2031-06', 'en-US')).toBe('June 2031');
    expect(formatMonthYear('2031-06', 'es-US')).toBe('junio de 2031');
    expect(formatMonthYear('2031-01', 'es-MX')).toBe('enero de 2031');
    expect(formatDayInMonth('2031-06-21', 'en-US')).toBe('Saturday, June 21');
    expect(formatDayInMonth('2031-06-21', 'es-US')).toBe('sábado, 21 de junio');
  });

  it('writes a time at the venue', () => {
    const evening = new Date('2026-03-14T23:30:00Z');
    expect(spaced(formatTime(evening, 'en-US', 'America/Chicago'))).toBe('6:30 PM');
    expect(spaced(formatTime(evening, 'es-US', 'America/Chicago'))).toBe('6:30 p.m.');
    expect(spaced(formatTime(evening, 'es-MX', 'America/Mexico_City'))).toBe('5:30 p.m.');
  });

  it('writes dollars as each locale does', () => {
    expect(formatMoney('1500', 'en-US')).toBe('$1,500.00');
    expect(formatMoney(1500, 'es-US')).toBe('$1,500.00');
    expect(spaced(formatMoney('1500.5', 'es-MX'))).toBe('USD 1,500.50');
    expect(spaced(formatMoney(1500, 'es-ES', 'EUR'))).toBe('1500,00 €');
    expect(formatMoney('not a number', 'es-US')).toBe('$0.00');
  });
});
