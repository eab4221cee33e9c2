// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeStaffUser } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makeAnalysis, makeAnalytics } from '#client/test/optimization-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { OptimizationPage } from './optimization-page.tsx';

const fetchMock = installFetchMock();
const ANALYTICS = '/api/optimization/analytics';
const never = () => new Promise<Response>(() => {});

function answer(analytics: () => Response | Promise<Response>) {
  fetchMock.mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === ANALYTICS) return Promise.resolve(analytics());
    if (url === '/api/optimization/analysis') return Promise.resolve(jsonResponse(200, makeAnalysis()));
    return Promise.resolve(new Response('', { status: 404 }));
  });
}

const analyticsReads = () => fetchMock.mock.calls.filter(([input]) => input === ANALYTICS).length;

async function openAnalytics(role: 'owner' | 'coordinator' = 'owner') {
  const { user } = renderWithAuth(<OptimizationPage />, { user: makeStaffUser(role), path: '/optimization' });
  await user.click(screen.getByRole('tab', { name: 'Performance Analytics' }));
  return user;
}

const chart = (name: string) => screen.findByRole('region', { name });

describe('Performance Analytics tab', () => {
  it('reads nothing until the tab opens, then shows a skeleton while the figures load', async () => {
    answer(never);
    const { user } = renderWithAuth(<OptimizationPage />, { path: '/optimization' });
    await screen.findByText('Analysis by');
    expect(analyticsReads()).toBe(0);
    await user.click(screen.getByRole('tab', { name: 'Performance Analytics' }));
    expect(await screen.findByRole('status', { name: 'Loading the performance analytics' })).toBeInTheDocument();
    // The skeleton is also the lazy chart code's fallback, shown before the tab's query starts.
    await waitFor(() => expect(analyticsReads()).toBe(1));
  });

  it('says what each chart shows in words', async () => {
    answer(() => jsonResponse(200, makeAnalytics()));
    await openAnalytics();
    expect(await chart('Revenue by Month')).toHaveTextContent(
      'In the 12 months from Dec 2025 to Nov 2026, $5,750.50 was received, less refunds, against $8,000 scheduled. The best month was Oct 2026, with $4,500 received.',
    );
    expect(await chart('Bookings by Status')).toHaveTextContent(
      '13 bookings have events from Dec 1, 2025 on: 2 Inquiry, 1 Contract Sent, 3 Booked, 2 Deposit Paid, 4 Completed and 1 Cancelled.',
    );
    expect(await chart('Lead Funnel by Stage')).toHaveTextContent(
      '10 leads arrived from Dec 1, 2025 on. Where they stand now: 3 New, 2 Contacted, 1 Tour Scheduled, 2 Converted (20%) and 2 Lost.',
    );
    expect(await chart('Lead Funnel by Source')).toHaveTextContent(
      "Most leads came from Website: 5, 1 converted. The best conversion is Referral's: 1 of 3 (33.3%).",
    );
    expect(await chart('Occupancy by Weekday')).toHaveTextContent(
      'Taken slots as a share of open slots, May 28, 2026 to May 26, 2027: the 26 weeks before today and the 26 from today. Busiest: Saturday, 23.5% (12 of 51 slots). Quietest: Tuesday, 0% (0 of 52 slots). Closed: Monday.',
    );
  });

  it('turns a chart into a table and back with Table view', async () => {
    answer(() => jsonResponse(200, makeAnalytics()));
    const user = await openAnalytics();
    const revenue = await chart('Revenue by Month');
    const toggle = within(revenue).getByRole('button', { name: 'Table view' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(revenue).queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = within(revenue).getByRole('table', { name: 'Revenue by Month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[0]).toHaveTextContent('MonthPaidScheduled');
    expect(rows[11]).toHaveTextContent('Oct 2026$4,500$6,000');
    expect(rows[12]).toHaveTextContent('Nov 2026$1,250.50$2,000');
    expect(within(table).getByRole('rowheader', { name: 'Dec 2025' })).toBeInTheDocument();

    await user.click(toggle);
    expect(within(revenue).queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists every figure in the tables of the funnel, the sources and the weekdays', async () => {
    answer(() => jsonResponse(200, makeAnalytics()));
    const user = await openAnalytics();
    const tableOf = async (name: string) => {
      const region = await chart(name);
      await user.click(within(region).getByRole('button', { name: 'Table view' }));
      return within(region)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent));
    };
    expect(await tableOf('Lead Funnel by Source')).toEqual([
      ['Website', '5', '1', '20%'],
      ['Referral', '3', '1', '33.3%'],
      ['Not recorded', '2', '0', '0%'],
    ]);
    expect(await tableOf('Occupancy by Weekday')).toEqual([
      ['Monday', '0', '0', 'Closed'],
      ['Tuesday', '0', '52', '0%'],
      ['Wednesday', '1', '52', '1.9%'],
      ['Thursday', '1', '52', '1.9%'],
      ['Friday', '4', '52', '7.7%'],
      ['Saturday', '12', '51', '23.5%'],
      ['Sunday', '3', '52', '5.8%'],
    ]);
    expect(await tableOf('Bookings by Status')).toContainEqual(['Tour Scheduled', '0']);
    expect(await tableOf('Lead Funnel by Stage')).toEqual([
      ['New', '3'],
      ['Contacted', '2'],
      ['Tour Scheduled', '1'],
      ['Proposal Sent', '0'],
      ['Converted', '2'],
      ['Lost', '2'],
    ]);
  });

  it('shows the failure with Retry, which reads the figures again', async () => {
    let reads = 0;
    answer(() =>
      ++reads === 1
        ? jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' })
        : jsonResponse(200, makeAnalytics()),
    );
    const user = await openAnalytics('coordinator');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The performance analytics could not be loaded.');
    expect(alert).toHaveTextContent('500: Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await chart('Revenue by Month')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the figures again each time the tab opens, as bookings and payments change elsewhere', async () => {
    answer(() => jsonResponse(200, makeAnalytics()));
    const user = await openAnalytics();
    await chart('Revenue by Month');
    await user.click(screen.getByRole('tab', { name: 'AI Optimization' }));
    await user.click(screen.getByRole('tab', { name: 'Performance Analytics' }));
    await waitFor(() => expect(analyticsReads()).toBe(2));
  });
});
