// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { TZDate } from '@date-fns/tz';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailyStats } from '#shared/calendar/calendar-share.schemas.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { HeatMapTab } from './heat-map-tab.tsx';

const fetchMock = installFetchMock();
const CHICAGO = 'America/Chicago';

/** March 2026 (the 1st is a Sunday): four Saturdays with bookings, the rest left out. */
const march: DailyStats = {
  days: [
    { date: '2026-03-07', bookingCount: 2, revenue: 9000 },
    { date: '2026-03-14', bookingCount: 1, revenue: 2500 },
    { date: '2026-03-21', bookingCount: 4, revenue: 12600 },
    { date: '2026-03-28', bookingCount: 3, revenue: 0 },
  ],
  maxBookings: 4,
  maxRevenue: 12600,
};

function serve(month: string, stats: DailyStats | Response) {
  fetchMock.mockImplementation(
    routeFetch({
      [`GET /api/bookings/daily-stats?month=${month}`]: () =>
        stats instanceof Response ? stats : jsonResponse(200, stats),
    }),
  );
}

function renderMarch() {
  serve('2026-03', march);
  return renderWithAuth(<HeatMapTab month={new TZDate(2026, 2, 1, CHICAGO)} timeZone={CHICAGO} />);
}

async function findGrid(name: string) {
  return screen.findByRole('grid', { name });
}

function tile(title: string) {
  return screen.getByRole('region', { name: title });
}

describe('HeatMapTab', () => {
  it('sums the month in four tiles', async () => {
    renderMarch();
    await findGrid('Booking Activity Heat Map');
    expect(tile('Total Bookings')).toHaveTextContent('10');
    expect(tile('Total Revenue')).toHaveTextContent('$24,100');
    expect(tile('Active Days')).toHaveTextContent('4');
    expect(tile('Popular Day')).toHaveTextContent('Saturday');
  });

  it('shades each day against the month’s maxima: grey for none, then the 25/50/75 % buckets', async () => {
    renderMarch();
    const bookings = await findGrid('Booking Activity Heat Map');
    const revenue = screen.getByRole('grid', { name: 'Revenue Heat Map' });
    const day = (grid: HTMLElement, label: string) => within(grid).getByRole('button', { name: label });

    const first = 'Sunday, March 1, 2026, 0 bookings, $0 revenue';
    expect(day(bookings, first)).toHaveClass('bg-gray-100');
    expect(day(bookings, 'Saturday, March 14, 2026, 1 booking, $2,500 revenue')).toHaveClass('bg-blue-100'); // 25 %
    expect(day(bookings, 'Saturday, March 7, 2026, 2 bookings, $9,000 revenue')).toHaveClass('bg-blue-300'); // 50 %
    expect(day(bookings, 'Saturday, March 28, 2026, 3 bookings, $0 revenue')).toHaveClass('bg-blue-600', 'text-white');
    const busiest = day(bookings, 'Saturday, March 21, 2026, 4 bookings, $12,600 revenue');
    expect(busiest).toHaveClass('bg-blue-800', 'text-white');
    expect(busiest).toHaveTextContent('214'); // the day number, then its count

    expect(day(revenue, first)).toHaveClass('bg-gray-100');
    expect(day(revenue, 'Saturday, March 14, 2026, 1 booking, $2,500 revenue')).toHaveClass('bg-green-100');
    expect(day(revenue, 'Saturday, March 7, 2026, 2 bookings, $9,000 revenue')).toHaveClass('bg-green-700'); // 71 %
    const richest = day(revenue, 'Saturday, March 21, 2026, 4 bookings, $12,600 revenue');
    expect(richest).toHaveClass('bg-green-900', 'text-white');
    expect(richest).toHaveTextContent('2113k');
    expect(day(revenue, 'Saturday, March 28, 2026, 3 bookings, $0 revenue')).toHaveTextContent('280k');

    expect(within(bookings).getAllByRole('button')).toHaveLength(31);
    expect(
      within(bookings)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(screen.getAllByText('March 2026')).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: /from less to more/ })).toHaveLength(2);
    expect(screen.getAllByText('Less')).toHaveLength(2);
    expect(screen.getAllByText('More')).toHaveLength(2);
  });

  it('shows a day’s date, count and revenue when the keyboard reaches it, one tab stop per grid', async () => {
    const { user } = renderMarch();
    const bookings = await findGrid('Booking Activity Heat Map');
    await user.tab();
    expect(within(bookings).getByRole('button', { name: /^Sunday, March 1, 2026/ })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sunday, March 1, 2026');

    await user.keyboard('{ArrowDown}{ArrowLeft}'); // the 8th, then the 7th
    const seventh = within(bookings).getByRole('button', { name: /^Saturday, March 7, 2026/ });
    expect(seventh).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Saturday, March 7, 2026');
    expect(tooltip).toHaveTextContent('2 bookings');
    expect(tooltip).toHaveTextContent('$9,000 revenue');

    await user.tab(); // out of the bookings grid, straight into the revenue grid at its 1st
    const revenue = screen.getByRole('grid', { name: 'Revenue Heat Map' });
    expect(within(revenue).getByRole('button', { name: /^Sunday, March 1, 2026/ })).toHaveFocus();
  });

  it('opens a day’s details on a tap, as a phone has no hover', async () => {
    const { user } = renderMarch();
    const revenue = await findGrid('Revenue Heat Map');
    await user.click(within(revenue).getByRole('button', { name: /^Saturday, March 21, 2026/ }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('4 bookings');
    expect(tooltip).toHaveTextContent('$12,600 revenue');
  });

  it('asks for the venue’s month, and starts the grid under the 1st’s weekday', async () => {
    // Midnight on 1 May in Tokyo is still 30 April in UTC, the zone these tests run in.
    serve('2026-05', { days: [], maxBookings: 0, maxRevenue: 0 });
    renderWithAuth(<HeatMapTab month={new TZDate(2026, 4, 1, 'Asia/Tokyo')} timeZone="Asia/Tokyo" />);
    const grid = await findGrid('Booking Activity Heat Map');
    const firstWeek = within(grid).getAllByRole('row')[1]!;
    const cells = within(firstWeek).getAllByRole('gridcell', { hidden: true });
    expect(cells.slice(0, 5).every((cell) => cell.textContent === '')).toBe(true); // Sun–Thu blank
    expect(cells[5]).toHaveTextContent('10'); // Friday 1 May, no bookings
    expect(
      within(grid)
        .getAllByRole('button')
        .every((cell) => cell.classList.contains('bg-gray-100')),
    ).toBe(true);
    expect(tile('Popular Day')).toHaveTextContent('None yet');
    expect(screen.getAllByText('May 2026')).toHaveLength(2);
  });

  it('says what failed, and reads again on Retry', async () => {
    serve('2026-03', jsonResponse(500, { message: 'Database unavailable', code: 'INTERNAL' }));
    const { user } = renderWithAuth(<HeatMapTab month={new TZDate(2026, 2, 1, CHICAGO)} timeZone={CHICAGO} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The heat map could not be loaded.');
    serve('2026-03', march);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findGrid('Booking Activity Heat Map')).toBeInTheDocument();
  });
});
