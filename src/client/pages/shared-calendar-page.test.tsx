// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { SharedCalendar } from '#shared/calendar/calendar-share.schemas.ts';
import { makeSharedCalendar, routeByPath, TOKEN } from '#client/features/calendar-share/share-test-fixtures.ts';
import { AUTH_TOKEN_KEY } from '#client/lib/auth-token.ts';
import { jsonResponse, makeStaffUser } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { SharedCalendarPage } from './shared-calendar-page.tsx';

const fetchMock = installFetchMock();
const API_PATH = `/api/public/shared-calendar/${TOKEN}`;

function renderPage(
  answer: (month: string) => Response,
  options: { path?: string; user?: null | ReturnType<typeof makeStaffUser> } = {},
) {
  const router = routeByPath({ [`GET ${API_PATH}`]: (url) => answer(url.searchParams.get('month') ?? '') });
  fetchMock.mockImplementation(router.fetchImpl);
  const rendered = renderWithAuth(<Route path="/shared-calendar/:id" component={SharedCalendarPage} />, {
    path: options.path ?? `/shared-calendar/${TOKEN}?month=2031-06`,
    user: options.user === undefined ? null : options.user,
  });
  return { ...rendered, calls: router.calls };
}

const bare = { id: 'b1', eventDate: '2031-06-21T23:00:00.000Z', eventType: 'Reception', status: 'booked' };
const full = {
  id: 'b2',
  eventDate: '2031-06-14T17:30:00.000Z',
  eventType: 'Ceremony + Reception',
  status: 'deposit_paid',
  coupleNames: 'Sarah & Michael',
  email: 'sarah@example.com',
  phone: '555-0101',
  totalAmount: '12500.00',
  notes: 'Garden ceremony at 4',
};

function serve(calendar: Partial<SharedCalendar>) {
  return (month: string) => jsonResponse(200, makeSharedCalendar({ month, ...calendar }));
}

describe('SharedCalendarPage', () => {
  it('says Authentication required with a sign-in link when the calendar is private (401), keeping a session', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'staff-of-another-venue');
    renderPage(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Please sign in to continue' }));
    expect(await screen.findByRole('heading', { name: 'Authentication required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // A private calendar is not an expired session.
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('staff-of-another-venue');
    localStorage.clear();
  });

  it('says a signed-in member of another venue cannot see it, without a sign-in link', async () => {
    renderPage(() => jsonResponse(401, { message: 'Please sign in to continue' }), { user: makeStaffUser('owner') });
    expect(await screen.findByRole('heading', { name: 'Authentication required' })).toBeInTheDocument();
    expect(screen.getByText(/signed in as maria@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('says an unknown or rotated link (404) leads nowhere', async () => {
    renderPage(() => jsonResponse(404, { message: 'Not found' }));
    expect(await screen.findByRole('heading', { name: 'We could not find this calendar' })).toBeInTheDocument();
  });

  it('shows each event by day at the venue time, with only the fields the server sent', async () => {
    const { calls } = renderPage(serve({ events: [bare, full] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hacienda Rosa' })).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('month')).toBe('2031-06');
    expect(screen.getByRole('heading', { name: 'June 2031' })).toBeInTheDocument();
    // The venue's zone by the name a reader knows, not its IANA name (America/Chicago).
    expect(screen.getByText('2 events · times in Central Time')).toBeInTheDocument();

    const days = within(screen.getByRole('list', { name: 'Events in June 2031' })).getAllByRole('heading', {
      level: 3,
    });
    expect(days.map((day) => day.textContent)).toEqual(['Saturday, June 14', 'Saturday, June 21']);

    const withDetails = screen.getByRole('heading', { name: 'Sarah & Michael - Ceremony + Reception' }).closest('li')!;
    expect(withDetails).toHaveTextContent('12:30 PM');
    expect(withDetails).toHaveTextContent('Deposit Paid');
    expect(within(withDetails).getByRole('link', { name: 'sarah@example.com' })).toHaveAttribute(
      'href',
      'mailto:sarah@example.com',
    );
    expect(withDetails).toHaveTextContent('555-0101');
    expect(withDetails).toHaveTextContent('$12,500');
    expect(withDetails).toHaveTextContent('Garden ceremony at 4');

    const withoutDetails = screen.getByRole('heading', { name: 'Reception' }).closest('li')!;
    expect(withoutDetails).toHaveTextContent('6:00 PM');
    for (const term of ['Client', 'Email', 'Phone', 'Total amount', 'Notes']) {
      expect(within(withoutDetails).queryByRole('term', { name: term })).not.toBeInTheDocument();
      expect(within(withoutDetails).queryByText(term)).not.toBeInTheDocument();
    }
    expect(within(withoutDetails).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('offers Add to calendar and Download ICS only when downloads are allowed', async () => {
    const downloads = {
      webcalUrl: `webcal://venuedesk.example/api/calendar/ical/${TOKEN}`,
      icsUrl: `/api/calendar/ical/${TOKEN}?download=1`,
    };
    renderPage(serve({ downloads }));
    expect(await screen.findByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', downloads.webcalUrl);
    expect(screen.getByRole('link', { name: 'Download ICS' })).toHaveAttribute('href', downloads.icsUrl);
  });

  it('hides both links when downloads are off', async () => {
    renderPage(serve({ downloads: null }));
    expect(await screen.findByText('No events in June 2031.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download ICS' })).not.toBeInTheDocument();
  });

  it('moves between months through the address', async () => {
    const { user, location, calls } = renderPage(serve({}), { path: `/shared-calendar/${TOKEN}?month=2031-12` });
    await user.click(await screen.findByRole('link', { name: /Next month/ }));
    expect(await screen.findByRole('heading', { name: 'January 2032' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/shared-calendar/${TOKEN}?month=2032-01`);
    await user.click(screen.getByRole('link', { name: /Previous month/ }));
    await user.click(await screen.findByRole('link', { name: /Previous month/ }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('month')).toBe('2031-11'));
    expect(await screen.findByRole('heading', { name: 'November 2031' })).toBeInTheDocument();
  });
});
