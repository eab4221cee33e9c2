import { bookingStatusLabels } from '#shared/bookings/booking-status.ts';
import { leadSourceLabels, leadStatusLabels } from '#shared/leads/lead-status.ts';
import type { LeadSource } from '#shared/leads/lead-status.ts';
import type { PerformanceAnalytics } from '#shared/optimization/analytics.schemas.ts';
import { OCCUPANCY_WEEKS_EACH_SIDE } from '#shared/optimization/analytics.schemas.ts';
import { formatDollars } from '#client/lib/format.ts';

/*
 * What each Performance Analytics chart says in words (its summary, read by screen readers and
 * shown to everyone) and in rows (its table view). Days and months arrive as the venue's own
 * 'YYYY-MM-DD' and 'YYYY-MM', so they are formatted as UTC dates: no zone may shift them.
 */

const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const monthShort = utc({ month: 'short' });
const monthLong = utc({ month: 'short', year: 'numeric' });
const dayFormat = utc({ month: 'short', day: 'numeric', year: 'numeric' });
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);
/** '2026-03' → 'Mar'. */
export const formatMonthTick = (month: string) => monthShort.format(monthDate(month));
/** '2026-03' → 'Mar 2026'. */
export const formatMonth = (month: string) => monthLong.format(monthDate(month));
/** '2026-03-01' → 'Mar 1, 2026'. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const formatPercent = (value: number) => `${percentFormat.format(value)}%`;

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function getSourceLabel(source: LeadSource | null): string {
  return source === null ? 'Not recorded' : leadSourceLabels[source];
}

/** 'a', 'a and b', 'a, b and c'. */
function listInWords(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export interface RevenueRow {
  month: string;
  label: string;
  paid: number;
  scheduled: number;
}

export function getRevenueRows(analytics: PerformanceAnalytics): RevenueRow[] {
  return analytics.revenueByMonth.map((month) => ({
    month: month.month,
    label: formatMonth(month.month),
    paid: Number(month.paid),
    scheduled: Number(month.scheduled),
  }));
}

export function summarizeRevenue(rows: RevenueRow[]): string {
  const span = rows.length ? `the 12 months from ${rows[0]!.label} to ${rows.at(-1)!.label}` : 'the last 12 months';
  const paid = rows.reduce((sum, row) => sum + row.paid, 0);
  const scheduled = rows.reduce((sum, row) => sum + row.scheduled, 0);
  if (paid === 0 && scheduled === 0) return `No payments were received or due in ${span}.`;
  const best = rows.reduce((top, row) => (row.paid > top.paid ? row : top));
  const bestText = best.paid > 0 ? ` The best month was ${best.label}, with ${formatDollars(best.paid)} received.` : '';
  return `In ${span}, ${formatDollars(paid)} was received, less refunds, against ${formatDollars(scheduled)} scheduled.${bestText}`;
}

export function getBookingRows(analytics: PerformanceAnalytics) {
  return analytics.bookingsByStatus.map(({ status, count }) => ({ status, label: bookingStatusLabels[status], count }));
}

export function summarizeBookings(analytics: PerformanceAnalytics): string {
  const since = formatDay(analytics.since);
  const rows = getBookingRows(analytics).filter((row) => row.count > 0);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return `No bookings have events from ${since} on.`;
  const parts = rows.map((row) => `${row.count} ${row.label}`);
  return `${total} ${total === 1 ? 'booking has its event' : 'bookings have events'} from ${since} on: ${listInWords(parts)}.`;
}

export function getStageRows(analytics: PerformanceAnalytics) {
  return analytics.leadsByStage.map(({ stage, count }) => ({ stage, label: leadStatusLabels[stage], count }));
}

export function summarizeStages(analytics: PerformanceAnalytics): string {
  const since = formatDay(analytics.since);
  const rows = getStageRows(analytics);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return `No leads arrived from ${since} on.`;
  const parts = rows
    .filter((row) => row.count > 0)
    .map((row) =>
      row.stage === 'converted'
        ? `${row.count} Converted (${formatPercent((100 * row.count) / total)})`
        : `${row.count} ${row.label}`,
    );
  return `${total} ${total === 1 ? 'lead' : 'leads'} arrived from ${since} on. Where they stand now: ${listInWords(parts)}.`;
}

export function getSourceRows(analytics: PerformanceAnalytics) {
  return analytics.leadsBySource.map((row) => ({
    ...row,
    label: getSourceLabel(row.source),
    rate: row.leads > 0 ? (100 * row.converted) / row.leads : 0,
  }));
}

export function summarizeSources(analytics: PerformanceAnalytics): string {
  const rows = getSourceRows(analytics);
  const top = rows[0];
  if (!top) return `No leads arrived from ${formatDay(analytics.since)} on.`;
  const most = `Most leads came from ${top.label}: ${top.leads}, ${top.converted} converted.`;
  const best = rows.reduce((leader, row) => (row.rate > leader.rate ? row : leader));
  if (best.converted === 0) return `${most} No source has a converted lead yet.`;
  return `${most} The best conversion is ${best.label}'s: ${best.converted} of ${best.leads} (${formatPercent(best.rate)}).`;
}

export function getWeekdayRows(analytics: PerformanceAnalytics) {
  // Monday first, as a venue's week reads; Sunday closes it with the weekend.
  return ([1, 2, 3, 4, 5, 6, 0] as const).flatMap((weekday) => {
    const row = analytics.occupancy.weekdays.find((entry) => entry.weekday === weekday);
    return row ? [{ ...row, label: weekdayNames[weekday], short: weekdayNames[weekday].slice(0, 3) }] : [];
  });
}

export function describeOccupancyWindow(analytics: PerformanceAnalytics): string {
  const { from, to } = analytics.occupancy;
  return `${formatDay(from)} to ${formatDay(to)}: the ${OCCUPANCY_WEEKS_EACH_SIDE} weeks before today and the ${OCCUPANCY_WEEKS_EACH_SIDE} from today`;
}

export function summarizeOccupancy(analytics: PerformanceAnalytics): string {
  const rows = getWeekdayRows(analytics);
  const open = rows.filter((row) => row.rate !== null);
  const closed = rows.filter((row) => row.rate === null).map((row) => row.label);
  const closedText = closed.length ? ` Closed: ${listInWords(closed)}.` : '';
  const window = `Taken slots as a share of open slots, ${describeOccupancyWindow(analytics)}.`;
  if (open.length === 0) return `${window} The venue opens on no weekday.`;
  const busiest = open.reduce((top, row) => (row.rate! > top.rate! ? row : top));
  const quietest = open.reduce((low, row) => (row.rate! < low.rate! ? row : low));
  if (busiest.takenSlots === 0) return `${window} No slot is taken.${closedText}`;
  const slots = (row: (typeof open)[number]) =>
    `${formatPercent(row.rate!)} (${row.takenSlots} of ${row.openSlots} slots)`;
  return `${window} Busiest: ${busiest.label}, ${slots(busiest)}. Quietest: ${quietest.label}, ${slots(quietest)}.${closedText}`;
}
