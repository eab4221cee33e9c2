import type { DailyStats } from './calendar-share.schemas.ts';

/**
 * The calendar's Heat Map tab (spec §2 Heat Map, §9 Heat map): five shades per grid, relative
 * to the month's maxima. Pure: the tab and its tests share these rules.
 */

/** 0 is grey (nothing that day); 1–4 are the shades up to 25, 50, 75 and 100 % of the maximum. */
export type HeatLevel = 0 | 1 | 2 | 3 | 4;

export const HEAT_LEVELS: readonly HeatLevel[] = [0, 1, 2, 3, 4];

/**
 * The shade of a day's value against the month's maximum. Each bucket includes its upper edge
 * (exactly 25 % is level 1, exactly 50 % level 2), so the busiest day is always level 4 and a
 * month whose days are all equal shows them all at full strength. Nothing, a zero maximum or a
 * value that is not a number is level 0; a value above the maximum (stale data) is capped at 4.
 */
export function getHeatLevel(value: number, max: number): HeatLevel {
  if (!(value > 0) || !(max > 0)) return 0;
  const ratio = value / max;
  if (ratio <= 0.25) return 1;
  if (ratio <= 0.5) return 2;
  if (ratio <= 0.75) return 3;
  return 4;
}

/** Spec: the revenue grid shows thousands, rounded, with 'k' (12,600 → '13k', 400 → '0k'). */
export function formatThousands(amount: number): string {
  return `${Math.round(amount / 1000)}k`;
}

export interface HeatDay {
  /** The venue day, 'YYYY-MM-DD'. */
  date: string;
  /** The day of the month, 1–31. */
  dayOfMonth: number;
  bookingCount: number;
  revenue: number;
}

export interface HeatMonth {
  /** Blank cells before the 1st, so it sits under its weekday (Sunday first). */
  leadingBlanks: number;
  /** Every day of the month, in order, with zeros where the server listed nothing. */
  days: HeatDay[];
}

/**
 * The grid of a month ('YYYY-MM'): the server may list only the days with bookings, so every
 * other day is filled in with zeros. Calendar days carry no zone, so UTC arithmetic is exact.
 */
export function getHeatMonth(monthKey: string, stats: Pick<DailyStats, 'days'> | undefined): HeatMonth {
  const [year, month] = monthKey.split('-').map(Number) as [number, number];
  const dayCount = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const byDate = new Map(stats?.days.map((day) => [day.date, day]));
  const days = Array.from({ length: dayCount }, (_, index): HeatDay => {
    const date = `${monthKey}-${String(index + 1).padStart(2, '0')}`;
    const listed = byDate.get(date);
    return { date, dayOfMonth: index + 1, bookingCount: listed?.bookingCount ?? 0, revenue: listed?.revenue ?? 0 };
  });
  return { leadingBlanks: new Date(Date.UTC(year, month - 1, 1)).getUTCDay(), days };
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface HeatMonthSummary {
  totalBookings: number;
  /** Dollars. */
  totalRevenue: number;
  /** Days with at least one booking. */
  activeDays: number;
  /** The weekday with the most bookings (the earlier in Sun–Sat on a tie); null in an empty month. */
  popularDay: (typeof WEEKDAY_NAMES)[number] | null;
}

/** The four tiles over the grids (spec §2: Total Bookings, Total Revenue, Active Days, Popular Day). */
export function summarizeHeatMonth(days: readonly HeatDay[]): HeatMonthSummary {
  const perWeekday = [0, 0, 0, 0, 0, 0, 0];
  let totalBookings = 0;
  let totalRevenue = 0;
  let activeDays = 0;
  for (const day of days) {
    totalBookings += day.bookingCount;
    totalRevenue += day.revenue;
    if (day.bookingCount > 0) activeDays += 1;
    perWeekday[new Date(`${day.date}T00:00:00Z`).getUTCDay()]! += day.bookingCount;
  }
  const busiest = Math.max(...perWeekday);
  const popularDay = busiest > 0 ? WEEKDAY_NAMES[perWeekday.indexOf(busiest)]! : null;
  // Cents add up in binary floating point; the tile shows dollars and cents at most.
  return { totalBookings, totalRevenue: Math.round(totalRevenue * 100) / 100, activeDays, popularDay };
}
