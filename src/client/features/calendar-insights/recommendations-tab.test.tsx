// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { CalendarRecommendations } from '#shared/calendar/optimal-dates.schemas.ts';
import type { LeadCounts } from '#shared/leads/leads.schemas.ts';
import { makeBooking } from '#client/test/dashboard-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { RecommendationsTab } from './recommendations-tab.tsx';

const fetchMock = installFetchMock();

/** Wedding 3 of 6; the cancelled booking counts nowhere. Revenue 30,500 over 6. */
const bookings: Booking[] = [
  makeBooking({ id: 1, eventDate: '2026-03-01T03:00:00Z', eventType: 'Wedding', totalAmount: '12000.00' }),
  makeBooking({ id: 2, eventDate: '2025-06-07T20:00:00Z', eventType: 'Wedding', totalAmount: '8000.00' }),
  makeBooking({ id: 3, eventDate: '2025-06-14T20:00:00Z', eventType: 'Reception', totalAmount: '3000.50' }),
  makeBooking({ id: 4, eventDate: '2025-06-20T02:00:00Z', eventType: 'Wedding', totalAmount: null }),
  makeBooking({ id: 5, eventDate: '2025-06-26T18:00:00Z', eventType: 'Corporate', totalAmount: '4500.00' }),
  makeBooking({ id: 6, eventDate: '2026-04-11T19:00:00Z', eventType: 'Reception', totalAmount: '2999.50' }),
  makeBooking({
    id: 7,
    eventDate: '2026-04-18T19:00:00Z',
    eventType: 'Quinceañera',
    totalAmount: '9999.00',
    status: 'cancelled',
  }),
];

/** 8 leads in all, over several statuses; 1 converted. */
const leadCounts: LeadCounts = {
  new: 3,
  contacted: 2,
  tour_scheduled: 1,
  proposal_sent: 0,
  converted: 1,
  lost: 1,
};

/** What the server's demand answers (GET /api/calendar/recommendations). */
const recommendations: CalendarRecommendations = {
  dates: [
    {
      dayKey: '2027-06-05',
      score: 9,
      reasons: [
        { kind: 'date-leads', label: '2 leads asked for this date' },
        { kind: 'fill', label: 'Saturdays in June fill 4 of 4' },
        { kind: 'month-leads', label: '3 leads asked for this month' },
      ],
    },
    {
      dayKey: '2027-07-04',
      score: 2,
      reasons: [
        { kind: 'fill', label: 'Sundays in July fill 2 of 4' },
        { kind: 'holiday', label: 'Independence Day' },
      ],
    },
  ],
};

function serve(
  venueBookings: Booking[],
  counts: LeadCounts = leadCounts,
  overrides: Record<string, () => Response> = {},
) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/bookings': () => jsonResponse(200, venueBookings),
      'GET /api/leads/counts': () => jsonResponse(200, counts),
      'GET /api/calendar/recommendations': () => jsonResponse(200, recommendations),
      ...overrides,
    }),
  );
}

function renderTab() {
  const onPickDate = vi.fn();
  const onPickEventType = vi.fn();
  const rendered = renderWithAuth(<RecommendationsTab onPickDate={onPickDate} onPickEventType={onPickEventType} />);
  return { ...rendered, onPickDate, onPickEventType };
}

function tile(title: string) {
  return screen.getByRole('region', { name: title });
}

describe('RecommendationsTab', () => {
  it('shows the four tiles from the venue’s bookings and leads', async () => {
    serve(bookings);
    renderTab();
    expect(await screen.findByRole('region', { name: 'Total Events' })).toHaveTextContent('6');
    expect(tile('Avg Revenue')).toHaveTextContent('$5,083.33');
    // 1 converted of 8 leads, not 6 bookings ÷ 8 leads.
    expect(tile('Lead Conversion')).toHaveTextContent('12.5%');
    expect(tile('Top Event Type')).toHaveTextContent('Wedding');
    expect(screen.getByRole('heading', { name: 'Personalized Event Recommendations' })).toBeInTheDocument();
  });

  it('lists the server’s optimal dates with their reasons as badges and their score, and books the one clicked', async () => {
    serve(bookings);
    const { user, onPickDate } = renderTab();
    const tabs = await screen.findByRole('tablist', { name: 'Recommendations' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Optimal Dates', 'Event Types', 'Revenue Insights']);
    expect(screen.getByRole('tab', { name: 'Optimal Dates' })).toHaveAttribute('aria-selected', 'true');

    const dates = within(screen.getByRole('tabpanel', { name: 'Optimal Dates' })).getAllByRole('button');
    expect(dates.map((date) => date.textContent)).toEqual([
      'Saturday, June 5, 2027' +
        '2 leads asked for this date' +
        'Saturdays in June fill 4 of 4' +
        '3 leads asked for this month' +
        'Score: 9',
      'Sunday, July 4, 2027Sundays in July fill 2 of 4Independence DayScore: 2',
    ]);

    await user.click(dates[1]!);
    expect(onPickDate).toHaveBeenCalledExactlyOnceWith('2027-07-04');
  });

  it('never shows a conversion above 100 %, however many bookings came without a lead', async () => {
    serve(bookings, { new: 0, contacted: 0, tour_scheduled: 0, proposal_sent: 0, converted: 2, lost: 0 });
    renderTab();
    expect(await screen.findByRole('region', { name: 'Lead Conversion' })).toHaveTextContent('100%');
  });

  it('ranks the top event types with count and percent, and filters by the one clicked', async () => {
    serve(bookings);
    const { user, onPickEventType } = renderTab();
    await user.click(await screen.findByRole('tab', { name: 'Event Types' }));
    const types = within(screen.getByRole('tabpanel', { name: 'Event Types' })).getAllByRole('button');
    expect(types.map((type) => type.textContent)).toEqual([
      '1. Wedding3 events · 50%',
      '2. Reception2 events · 33%',
      '3. Corporate1 event · 17%',
    ]);
    await user.click(types[1]!);
    expect(onPickEventType).toHaveBeenCalledExactlyOnceWith('Reception');
  });

  it('shows no more than the top 5 types', async () => {
    const types = ['A', 'B', 'C', 'D', 'E', 'F'];
    serve(types.map((eventType, index) => makeBooking({ id: index + 1, eventType })));
    const { user } = renderTab();
    await user.click(await screen.findByRole('tab', { name: 'Event Types' }));
    const panel = screen.getByRole('tabpanel', { name: 'Event Types' });
    expect(within(panel).getAllByRole('button')).toHaveLength(5);
    expect(within(panel).queryByText(/F$/)).not.toBeInTheDocument();
  });

  it('gives the average revenue per type and the two pieces of advice word for word', async () => {
    serve(bookings);
    const { user } = renderTab();
    await user.click(await screen.findByRole('tab', { name: 'Revenue Insights' }));
    const panel = screen.getByRole('tabpanel', { name: 'Revenue Insights' });
    const rows = within(within(panel).getByRole('region', { name: 'Average revenue by event type' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Wedding (3 events)$6,666.67',
      'Corporate (1 event)$4,500',
      'Reception (2 events)$3,000',
    ]);
    expect(
      within(panel).getByText('Consider 15-25% premium pricing for May-October weddings based on demand patterns.'),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText('Offer 10-15% discounts for November-March bookings to increase winter occupancy.'),
    ).toBeInTheDocument();
  });

  it('starts a venue with no bookings at Reception, 0 % and $0, and says why no date is suggested', async () => {
    serve(
      [],
      { new: 0, contacted: 0, tour_scheduled: 0, proposal_sent: 0, converted: 0, lost: 0 },
      {
        'GET /api/calendar/recommendations': () => jsonResponse(200, { dates: [] }),
      },
    );
    renderTab();
    expect(await screen.findByRole('region', { name: 'Top Event Type' })).toHaveTextContent('Reception');
    expect(tile('Total Events')).toHaveTextContent('0');
    expect(tile('Avg Revenue')).toHaveTextContent('$0');
    expect(tile('Lead Conversion')).toHaveTextContent('0%');
    const panel = screen.getByRole('tabpanel', { name: 'Optimal Dates' });
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    expect(panel).toHaveTextContent('No dates to suggest yet');
  });

  it.each(['GET /api/leads/counts', 'GET /api/calendar/recommendations'])(
    'says what failed when a read fails (%s)',
    async (route) => {
      serve(bookings, leadCounts, {
        [route]: () => jsonResponse(500, { message: 'Database unavailable', code: 'INTERNAL' }),
      });
      renderTab();
      expect(await screen.findByRole('alert')).toHaveTextContent('The recommendations could not be loaded.');
    },
  );
});
