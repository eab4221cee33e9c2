// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import {
  answerDashboard,
  emptyActivity,
  dashboardOwner,
  makeBooking,
  makePayment,
  makeStats,
} from '#client/test/dashboard-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';

const fetchMock = installFetchMock();

/** The dashboard page as the signed-in owner of a Los Angeles venue sees it. */
function renderDashboard() {
  return renderWithAuth(<DashboardPage />, { user: dashboardOwner }).user;
}
const never = () => new Promise<Response>(() => {});

/** A card once loaded: the list cards are there at once, with skeleton rows until the read lands. */
async function card(name: string) {
  const region = await screen.findByRole('region', { name });
  await waitFor(() => expect(within(region).queryByRole('status')).not.toBeInTheDocument());
  return region;
}

describe('Dashboard stat cards', () => {
  it('shows the four figures with captions computed against last month', async () => {
    answerDashboard(fetchMock, {
      stats: jsonResponse(
        200,
        makeStats({
          thisMonth: 5,
          revenue: '12500.00',
          leads: 7,
          leadsNeedingFollowUp: 4,
          occupancy: 45,
          previousMonth: { thisMonth: 3, revenue: '10000.00', occupancy: 50 },
        }),
      ),
      activity: jsonResponse(200, emptyActivity),
    });
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const thisMonth = within(await card('This Month'));
    expect(thisMonth.getByText('5')).toBeInTheDocument();
    expect(thisMonth.getByText('+2 from last month')).toBeInTheDocument();
    const revenue = within(await card('Booked Revenue This Month'));
    expect(revenue.getByText('$12,500')).toBeInTheDocument();
    expect(revenue.getByText('+25% from last month')).toBeInTheDocument();
    const leads = within(await card('Active Leads'));
    expect(leads.getByText('7')).toBeInTheDocument();
    expect(leads.getByText('4 need follow-up')).toBeInTheDocument();
    const occupancy = within(await card('Occupancy Rate'));
    expect(occupancy.getByText('45%')).toBeInTheDocument();
    expect(occupancy.getByText('-5% from last month')).toBeInTheDocument();
  });

  it('shows cents only when the revenue has some, and says when nothing changed', async () => {
    answerDashboard(fetchMock, {
      stats: jsonResponse(
        200,
        makeStats({ thisMonth: 2, revenue: '1234.5', previousMonth: { thisMonth: 2, revenue: '0', occupancy: 0 } }),
      ),
      activity: jsonResponse(200, emptyActivity),
    });
    renderDashboard();
    const revenue = within(await card('Booked Revenue This Month'));
    expect(revenue.getByText('$1,234.50')).toBeInTheDocument();
    expect(revenue.getByText('No revenue last month')).toBeInTheDocument();
    expect(within(await card('This Month')).getByText('Same as last month')).toBeInTheDocument();
  });

  it('shows four skeleton cards and skeleton rows while loading', async () => {
    answerDashboard(fetchMock, { stats: never, activity: never });
    renderDashboard();
    const loading = screen.getByRole('status', { name: 'Loading dashboard figures' });
    expect(within(loading).getAllByTestId('stat-card-skeleton')).toHaveLength(4);
    for (const list of ['Upcoming Events', 'Recent Leads', 'Payment Status']) {
      const rows = within(screen.getByRole('status', { name: `Loading ${list}` })).getAllByTestId('skeleton-row');
      expect(rows.length).toBeGreaterThan(0);
    }
    expect(screen.queryByText('No upcoming events')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it("shows the 'status: message' of a failed read and loads again on Retry", async () => {
    let calls = 0;
    answerDashboard(fetchMock, {
      stats: async () =>
        ++calls === 1
          ? jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' })
          : jsonResponse(200, makeStats({ thisMonth: 9 })),
      activity: jsonResponse(200, emptyActivity),
    });
    const user = renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard figures could not be loaded.');
    expect(alert).toHaveTextContent('500: Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await card('This Month')).getByText('9')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Dashboard lists', () => {
  it('shows the empty texts when there is nothing to list', async () => {
    answerDashboard(fetchMock, { stats: jsonResponse(200, makeStats()), activity: jsonResponse(200, emptyActivity) });
    renderDashboard();
    expect(within(await card('Upcoming Events')).getByText('No upcoming events')).toBeInTheDocument();
    expect(within(await card('Recent Leads')).getByText('No recent leads')).toBeInTheDocument();
    expect(within(await card('Payment Status')).getByText('No recent payments')).toBeInTheDocument();
    expect(within(await card('This Month')).getByText('0')).toBeInTheDocument();
    expect(within(await card('Booked Revenue This Month')).getByText('$0')).toBeInTheDocument();
  });

  it('lists upcoming events with their venue-day dates, guests and a badge saying Confirmed or Deposit Paid', async () => {
    answerDashboard(fetchMock, {
      stats: jsonResponse(200, makeStats()),
      activity: jsonResponse(200, {
        ...emptyActivity,
        upcomingEvents: [
          // 03:00 UTC on 1 July is the evening of 30 June at the Los Angeles venue.
          makeBooking({
            id: 1,
            coupleNames: 'Sarah & Michael',
            eventDate: '2031-07-01T03:00:00.000Z',
            guestCount: 120,
          }),
          makeBooking({ id: 2, coupleNames: 'Ana & Luis', eventDate: '2031-08-09T19:00:00.000Z', guestCount: null }),
          makeBooking({
            id: 3,
            coupleNames: 'Mia & Lucas',
            eventDate: '2031-09-13T19:00:00.000Z',
            status: 'deposit_paid',
          }),
        ],
      }),
    });
    renderDashboard();
    const events = within(await card('Upcoming Events'));
    const [first, second, third] = events.getAllByRole('link');
    expect(first).toHaveTextContent('Sarah & Michael');
    expect(first).toHaveTextContent('Mon, Jun 30, 2031');
    expect(first).toHaveTextContent('120 guests');
    expect(first).toHaveAttribute('href', '/calendar?month=2031-06');
    expect(second).toHaveTextContent('Sat, Aug 9, 2031');
    expect(second).toHaveTextContent('Guests TBD');
    expect(within(first!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(second!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(third!).getByText('Deposit Paid')).toBeInTheDocument();
    expect(within(third!).queryByText('Confirmed')).not.toBeInTheDocument();
    expect(events.queryByText('No upcoming events')).not.toBeInTheDocument();
  });

  it('lists recent leads with initials, preferred date or No date set, and their badges', async () => {
    answerDashboard(fetchMock, {
      stats: jsonResponse(200, makeStats()),
      activity: jsonResponse(200, {
        ...emptyActivity,
        recentLeads: [
          {
            id: 1,
            name: 'Emma Johnson',
            email: 'e@example.com',
            preferredDate: '2031-09-20',
            status: 'new',
          },
          { id: 2, name: 'Carlos Ruiz', email: 'c@example.com', preferredDate: null, status: 'contacted' },
          { id: 3, name: 'Priya Patel', email: 'p@example.com', preferredDate: null, status: 'tour_scheduled' },
        ],
      }),
    });
    renderDashboard();
    const leads = within(await card('Recent Leads'));
    const rows = leads.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^EJEmma JohnsonSat, Sep 20, 2031New$/);
    expect(rows[1]).toHaveTextContent(/^CRCarlos RuizNo date setFollow-up$/);
    expect(rows[2]).toHaveTextContent(/^PPPriya PatelNo date setTour Scheduled$/);
    // Each lead opens in the Leads page's sheet.
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/leads?lead=2');
    expect(leads.getByRole('link', { name: 'View all leads' })).toHaveAttribute('href', '/leads');
  });

  it('shows pending payments with their due dates and the paid one marked Paid', async () => {
    answerDashboard(fetchMock, {
      stats: jsonResponse(200, makeStats()),
      activity: jsonResponse(200, {
        ...emptyActivity,
        pendingPayments: [
          makePayment({ id: 1, amount: '2500.00', description: 'Deposit', dueDate: '2031-06-14' }),
          makePayment({ id: 2, coupleNames: 'Ana & Luis', amount: '812.50', type: 'final', description: null }),
        ],
        paidPayments: [
          makePayment({
            id: 3,
            coupleNames: 'Kim & Lee',
            amount: '5000',
            status: 'paid',
            paidAt: '2031-05-01T00:00:00.000Z',
          }),
        ],
      }),
    });
    renderDashboard();
    const payments = within(await card('Payment Status'));
    const rows = payments.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^Sarah & MichaelDeposit\$2,500Due Jun 14$/);
    expect(rows[1]).toHaveTextContent(/^Ana & LuisFinal payment\$812\.50Due TBD$/);
    expect(rows[2]).toHaveTextContent(/^Kim & LeeDeposit\$5,000Paid$/);
    expect(payments.queryByText('No recent payments')).not.toBeInTheDocument();
  });

  it('keeps Payment Status when only a paid payment exists', async () => {
    answerDashboard(fetchMock, {
      stats: jsonResponse(200, makeStats()),
      activity: jsonResponse(200, { ...emptyActivity, paidPayments: [makePayment({ status: 'paid' })] }),
    });
    renderDashboard();
    const payments = within(await card('Payment Status'));
    expect(payments.getByText('Paid')).toBeInTheDocument();
    expect(payments.queryByText('No recent payments')).not.toBeInTheDocument();
  });

  it('shows a failed activity read with Retry, while the figures still show', async () => {
    answerDashboard(fetchMock, {
      stats: jsonResponse(200, makeStats({ leads: 3 })),
      activity: new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Recent activity could not be loaded.');
    expect(alert).toHaveTextContent('503: Service Unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(within(await card('Active Leads')).getByText('3')).toBeInTheDocument();
  });
});
