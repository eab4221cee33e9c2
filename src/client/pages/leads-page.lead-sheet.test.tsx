// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadStatuses } from '#shared/leads/lead-status.ts';
import type { Lead, LeadMatches } from '#shared/leads/leads.schemas.ts';
import { jsonResponse } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import {
  LEADS_NOW,
  leadsPageResponse,
  makeLead,
  noMatches,
  requestUrl,
  routeByPath,
} from '#client/test/leads-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { LeadsPage } from './leads-page.tsx';

const fetchMock = installFetchMock();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(LEADS_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const booking = {
  id: 900,
  clientId: null,
  coupleNames: 'Valentina Cruz',
  eventDate: '2031-10-11T22:00:00.000Z',
  eventType: 'Quinceañera',
  guestCount: 150,
  status: 'booked',
  email: 'valentina@example.com',
  phone: '555-0101',
  notes: null,
  totalAmount: null,
  createdAt: '2031-09-20T15:00:00.000Z',
};

/** The venue's leads as the server keeps them: PATCH, DELETE and convert change them. */
function serveVenue(leads: Lead[], options: { matches?: LeadMatches; convert?: () => Response | undefined } = {}) {
  const find = (url: URL) => leads.find((lead) => url.pathname.split('/')[3] === String(lead.id));
  const routes = {
    'GET /api/leads': () => leadsPageResponse(leads),
    'GET /api/leads/counts': () =>
      jsonResponse(200, Object.fromEntries(leadStatuses.map((s) => [s, leads.filter((l) => l.status === s).length]))),
    'GET /api/bookings/900': () => jsonResponse(200, booking),
  } as Record<string, (url: URL, init?: RequestInit) => Response>;
  for (const lead of leads) {
    const path = `/api/leads/${lead.id}`;
    routes[`GET ${path}`] = (url) => jsonResponse(200, find(url));
    routes[`GET ${path}/matches`] = () => jsonResponse(200, options.matches ?? noMatches);
    routes[`PATCH ${path}`] = (url, init) => {
      const changed = Object.assign(find(url)!, JSON.parse(init?.body as string), { updatedAt: 'later' });
      return jsonResponse(200, changed);
    };
    routes[`DELETE ${path}`] = (url) => {
      leads.splice(leads.indexOf(find(url)!), 1);
      return new Response(null, { status: 204 });
    };
    routes[`POST ${path}/convert`] = (url) => {
      const refused = options.convert?.();
      if (refused) return refused;
      Object.assign(find(url)!, { status: 'converted', bookingId: 900 });
      return jsonResponse(201, { lead: find(url), booking });
    };
  }
  fetchMock.mockImplementation(routeByPath(routes));
}

function requests(method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && requestUrl(input).pathname === path,
  );
}

async function openLead(user: ReturnType<typeof renderWithAuth>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('Leads page: a lead’s sheet', () => {
  it('opens from the list with the lead’s fields, in the address, and warns of the same e-mail elsewhere', async () => {
    const lead = makeLead({ id: 5, name: 'Valentina Cruz', source: 'referral' });
    serveVenue([lead], {
      matches: {
        leads: [{ id: 3, name: 'Vale Cruz', status: 'lost' }],
        bookings: [
          { id: 77, coupleNames: 'Valentina & Marco', eventDate: '2031-06-14T17:00:00.000Z', status: 'booked' },
        ],
      },
    });
    const { user, location } = renderWithAuth(<LeadsPage />, { path: '/leads' });
    const sheet = await openLead(user, 'Valentina Cruz');

    expect(location.history?.at(-1)).toBe('/leads?lead=5');
    expect(within(sheet).getByLabelText('Full Name')).toHaveValue('Valentina Cruz');
    expect(within(sheet).getByLabelText('Expected Guest Count')).toHaveValue(150);
    expect(within(sheet).getByLabelText('Budget Range')).toHaveValue(18000.5);
    expect(within(sheet).getByLabelText('Source')).toHaveTextContent('Referral');
    expect(within(sheet).getByRole('button', { name: 'Stage of Valentina Cruz: New' })).toBeInTheDocument();
    const warning = await within(sheet).findByRole('region', { name: 'Same email' });
    expect(warning).toHaveTextContent('Same email as 1 other lead and 1 booking');
    expect(warning).toHaveTextContent('Vale Cruz — lead, Lost');
    expect(warning).toHaveTextContent('Valentina & Marco — booking on Sat, Jun 14, 2031, Booked');
    expect(within(warning).getByRole('link', { name: 'Valentina & Marco' })).toHaveAttribute(
      'href',
      '/calendar?month=2031-06',
    );
    // The convert form starts at the preferred day, noon at the venue.
    expect(within(sheet).getByLabelText('Event Date')).toHaveValue('2031-10-04T12:00');
    expect(within(sheet).getByLabelText('Total Amount ($)')).toHaveValue(18000.5);

    await user.click(within(sheet).getByRole('button', { name: 'Close lead' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.history?.at(-1)).toBe('/leads');
  });

  it('opens the lead named in the address, as a notification links to it', async () => {
    serveVenue([makeLead({ id: 8, name: 'Ana Ruiz' })]);
    renderWithAuth(<LeadsPage />, { path: '/leads?lead=8' });
    expect(await screen.findByRole('dialog', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Same email' })).not.toBeInTheDocument();
  });

  it('moves the lead to Contacted in one click from its header; the list and the counts are read again', async () => {
    serveVenue([makeLead({ id: 5, name: 'Valentina Cruz' }), makeLead({ id: 6, name: 'Ben Cho' })]);
    const { user } = renderWithAuth(<LeadsPage />, { path: '/leads' });
    await waitFor(() => expect(screen.getByTestId('lead-count-new')).toHaveTextContent('2'));
    const sheet = await openLead(user, 'Valentina Cruz');

    await user.click(within(sheet).getByRole('button', { name: 'Stage of Valentina Cruz: New' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Contacted' }));

    expect(await screen.findByText('Lead moved')).toBeInTheDocument();
    expect(screen.getByText('Valentina Cruz is now Contacted.')).toBeInTheDocument();
    // The stage alone: nothing typed in the form goes with it.
    expect(JSON.parse(requests('PATCH', '/api/leads/5')[0]?.[1]?.body as string)).toEqual({ status: 'contacted' });
    expect(within(sheet).getByRole('button', { name: 'Stage of Valentina Cruz: Contacted' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('lead-count-new')).toHaveTextContent('1'));
    expect(screen.getByTestId('lead-count-contacted')).toHaveTextContent('1');
    await waitFor(() => expect(requests('GET', '/api/leads')).toHaveLength(2));
  });

  it('keeps an optional reason with a lost lead', async () => {
    serveVenue([makeLead({ id: 5, name: 'Valentina Cruz' })]);
    const { user } = renderWithAuth(<LeadsPage />, { path: '/leads' });
    const sheet = await openLead(user, 'Valentina Cruz');
    expect(within(sheet).queryByLabelText('Lost Reason')).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Stage of Valentina Cruz: New' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Lost' }));
    await user.type(await within(sheet).findByLabelText('Lost Reason'), 'Chose another venue');
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Lead updated');
    expect(JSON.parse(requests('PATCH', '/api/leads/5')[1]?.[1]?.body as string)).toMatchObject({
      name: 'Valentina Cruz',
      lostReason: 'Chose another venue',
      budget: 18000.5,
    });
    expect(JSON.parse(requests('PATCH', '/api/leads/5')[1]?.[1]?.body as string)).not.toHaveProperty('status');
  });

  it('shows the calendar’s refusal in the server’s words, then converts on a free date and links to the calendar', async () => {
    let taken = true;
    serveVenue([makeLead({ id: 5, name: 'Valentina Cruz' })], {
      convert: () =>
        taken ? jsonResponse(409, { code: 'CONFLICT', message: '4 October 2031 is already booked' }) : undefined,
    });
    const { user, queryClient } = renderWithAuth(<LeadsPage />, { path: '/leads' });
    queryClient.setQueryData(['/api/bookings/calendar', 'a', 'b'], []);
    queryClient.setQueryData(['/api/dashboard/stats'], {});
    const sheet = await openLead(user, 'Valentina Cruz');
    await user.click(within(sheet).getByRole('button', { name: 'Convert to Booking' }));

    expect(await within(sheet).findByRole('alert')).toHaveTextContent('4 October 2031 is already booked');
    expect(screen.getAllByText('4 October 2031 is already booked')).toHaveLength(2); // inline and the toast
    expect(JSON.parse(requests('POST', '/api/leads/5/convert')[0]?.[1]?.body as string)).toEqual({
      // Noon in Chicago, the venue's zone.
      eventDate: '2031-10-04T17:00:00.000Z',
      eventType: 'Wedding',
      // The lead's budget is the booking's total unless staff change it.
      totalAmount: '18000.50',
    });
    expect(queryClient.getQueryState(['/api/bookings/calendar', 'a', 'b'])?.isInvalidated).toBe(false);

    taken = false;
    const date = within(sheet).getByLabelText('Event Date');
    await user.clear(date);
    await user.type(date, '2031-10-11T17:00');
    const total = within(sheet).getByLabelText('Total Amount ($)');
    await user.clear(total);
    await user.type(total, '21000');
    await user.click(within(sheet).getByRole('button', { name: 'Convert to Booking' }));

    expect(await screen.findByText('Lead converted')).toBeInTheDocument();
    expect(screen.getByText('Valentina Cruz is booked for Sat, Oct 11, 2031.')).toBeInTheDocument();
    expect(JSON.parse(requests('POST', '/api/leads/5/convert')[1]?.[1]?.body as string)).toEqual({
      eventDate: '2031-10-11T22:00:00.000Z',
      eventType: 'Wedding',
      totalAmount: '21000',
    });
    expect(await within(sheet).findByText('Converted to a booking')).toBeInTheDocument();
    expect(await within(sheet).findByRole('link', { name: 'View on calendar' })).toHaveAttribute(
      'href',
      '/calendar?month=2031-10',
    );
    expect(queryClient.getQueryState(['/api/bookings/calendar', 'a', 'b'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/dashboard/stats'])?.isInvalidated).toBe(true);
    expect(within(sheet).getByRole('button', { name: 'Stage of Valentina Cruz: Converted' })).toBeInTheDocument();
  });

  it('deletes the lead after confirming, and closes the sheet', async () => {
    serveVenue([makeLead({ id: 5, name: 'Valentina Cruz' })]);
    const { user } = renderWithAuth(<LeadsPage />, { path: '/leads' });
    const sheet = await openLead(user, 'Valentina Cruz');
    await user.click(within(sheet).getByRole('button', { name: 'Delete Lead' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this lead? This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Lead deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('DELETE', '/api/leads/5')).toHaveLength(1);
    expect(await screen.findByText('No leads found')).toBeInTheDocument();
    // The deleted lead is not read again (it would answer 404).
    expect(requests('GET', '/api/leads/5')).toHaveLength(1);
  });
});
