import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './notification-time.ts';

describe('formatNotificationTime in Spanish', () => {
  const now = Date.UTC(2031, 5, 14, 12);
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it.each([
    [10_000, 'ahora'],
    [5 * 60_000, 'hace 5 min'],
    [3 * 3_600_000, 'hace 3 h'],
    [24 * 3_600_000, 'ayer'],
    [3 * 24 * 3_600_000, 'hace 3 días'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(formatNotificationTime(ago(elapsed), now, 'es')).toBe(text);
  });

  it('gives the date after a week, in Spanish', () => {
    expect(formatNotificationTime(ago(30 * 24 * 3_600_000), now, 'es')).toBe('15 may 2031');
  });
});
