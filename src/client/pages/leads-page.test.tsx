// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { jsonResponse } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import {
  LEADS_NOW,
  leadsPageResponse,
  makeLead,
  makeLeadCounts,
  requestUrl,
  routeByPath,
} from '#client/test/leads-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { LeadsPage } from './leads-page.tsx';

const fetchMock = installFetchMock();

beforeEach(() => {
  // Only the clock: the search box's pause and user-event keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(LEADS_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function serve(list: (url: URL) => Response, counts = makeLeadCounts()) {
  fetchMock.mockImplementation(
    routeByPath({
      'GET /api/leads': list,
      'GET /api/leads/counts': () => jsonResponse(200, counts),
    }),
  );
}

/** The GET /api/leads requests sent, as their query parameters. */
function listRequests(): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => requestUrl(input))
    .filter((url) => url.pathname === '/api/leads')
    .map((url) => url.searchParams);
}

function renderPage() {
  return renderWithAuth(<LeadsPage />, { path: '/leads' });
}

const counts = () => screen.getByRole('list', { name: 'Leads by status' });
const leadsList = () => screen.getByRole('list', { name: 'Leads' });

describe('Leads page', () => {
  it('counts every status, converted and lost too, and the share of leads converted', async () => {
    serve(
      () => leadsPageResponse([]),
      makeLeadCounts({ new: 3, contacted: 1, proposal_sent: 1200, converted: 396, lost: 400 }),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads & CRM' })).toBeInTheDocument();
    await waitFor(() => expect(within(counts()).getByTestId('lead-count-new')).toHaveTextContent('3'));
    expect(
      within(counts())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['New3', 'Contacted1', 'Tour Scheduled0', 'Proposal Sent1,200', 'Converted396', 'Lost400']);
    // 396 of 2,000 leads.
    expect(within(counts()).getByTestId('lead-conversion')).toHaveTextContent('19%');
    expect(counts()).toHaveTextContent('396 of 2,000 leads converted');
  });

  it('shows no conversion figure before the first lead', async () => {
    serve(() => leadsPageResponse([]));
    renderPage();
    await waitFor(() => expect(within(counts()).getByTestId('lead-conversion')).toHaveTextContent('—'));
    expect(counts()).toHaveTextContent('0 of 0 leads converted');
  });

  it('lists each lead with initials, name, email, phone, preferred date, guests, budget in dollars and status', async () => {
    serve(() =>
      leadsPageResponse([
        makeLead({ name: 'Valentina Cruz', status: 'tour_scheduled' }),
        makeLead({
          name: 'Noah',
          email: 'noah@example.com',
          phone: null,
          preferredDate: null,
          guestCount: null,
          budget: null,
          status: 'lost',
        }),
      ]),
    );
    renderPage();
    const [valentina, noah] = await within(await screen.findByRole('list', { name: 'Leads' })).findAllByRole(
      'listitem',
    );
    expect(valentina).toHaveTextContent('VC');
    expect(within(valentina!).getByRole('button', { name: 'Valentina Cruz' })).toBeInTheDocument();
    for (const text of [
      'valentina@example.com',
      '555-0101',
      'Oct 4, 2031',
      '150 guests',
      '$18,000.50',
      'Tour Scheduled',
    ]) {
      expect(valentina).toHaveTextContent(text);
    }
    expect(noah).toHaveTextContent('N');
    expect(noah).toHaveTextContent('No date set');
    expect(noah).toHaveTextContent('Lost');
    expect(screen.getByText('Showing 2 of 2 leads')).toBeInTheDocument();
  });

  it('says No leads found when nothing matches', async () => {
    serve(() => leadsPageResponse([]));
    renderPage();
    expect(await screen.findByText('No leads found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Leads' })).not.toBeInTheDocument();
  });

  it('marks new leads waiting a day or more with the venue’s days since inquiry', async () => {
    serve(() =>
      leadsPageResponse([
        makeLead({ name: 'Fresh Lead', createdAt: '2031-09-20T09:00:00.000Z' }),
        makeLead({ name: 'Waiting Lead', createdAt: '2031-09-17T12:00:00.000Z' }),
        makeLead({ name: 'Answered Lead', createdAt: '2031-09-10T12:00:00.000Z', status: 'contacted' }),
      ]),
    );
    renderPage();
    const [fresh, waiting, answered] = await within(await screen.findByRole('list', { name: 'Leads' })).findAllByRole(
      'listitem',
    );
    expect(waiting).toHaveTextContent('3 days since inquiry');
    expect(fresh).not.toHaveTextContent('since inquiry');
    expect(answered).not.toHaveTextContent('since inquiry');
  });

  it('asks the server once typing pauses, by name or email, and filters by status', async () => {
    // The server's rules, for one new lead: search by name or e-mail, filter by status.
    serve((url) => {
      const search = url.searchParams.get('search');
      const status = url.searchParams.get('status');
      const matches = search === 'valentina' && (status === null || status === 'new');
      return leadsPageResponse(matches ? [makeLead({ name: 'Valentina Cruz' })] : []);
    });
    const { user } = renderPage();
    await screen.findByText('No leads found');
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'valentina');
    expect(await within(await screen.findByRole('list', { name: 'Leads' })).findByText('Valentina Cruz')).toBeVisible();
    const searches = listRequests().map((params) => params.get('search'));
    expect(searches).toEqual([null, 'valentina']);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All statuses',
      'New',
      'Contacted',
      'Tour Scheduled',
      'Proposal Sent',
      'Converted',
      'Lost',
    ]);
    await user.click(screen.getByRole('option', { name: 'Contacted' }));
    await waitFor(() => expect(listRequests().at(-1)?.get('status')).toBe('contacted'));
    expect(listRequests().at(-1)?.get('search')).toBe('valentina');
    expect(await screen.findByText('No leads found')).toBeInTheDocument();
  });

  it('pages through the server 50 at a time with Load more', async () => {
    const all: Lead[] = Array.from({ length: 120 }, (_, index) => makeLead({ name: `Lead ${index + 1}` }));
    serve((url) => {
      const offset = Number(url.searchParams.get('offset'));
      return leadsPageResponse(all.slice(offset, offset + Number(url.searchParams.get('limit'))), all.length);
    });
    const { user } = renderPage();
    expect(await screen.findByText('Showing 50 of 120 leads')).toBeInTheDocument();
    // Role queries over 50 rows are slow in jsdom; the list's own items are counted directly.
    expect(leadsList().querySelectorAll(':scope > li')).toHaveLength(50);
    // By text: a role query weighs every row's button, which is slow in jsdom.
    await user.click(screen.getByText('Load more'));
    expect(await screen.findByText('Showing 100 of 120 leads')).toBeInTheDocument();
    await user.click(screen.getByText('Load more'));
    expect(await screen.findByText('Showing 120 of 120 leads')).toBeInTheDocument();
    expect(leadsList().querySelectorAll(':scope > li')).toHaveLength(120);
    expect(leadsList().lastElementChild).toHaveTextContent('Lead 120');
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
    expect(listRequests().map((params) => [params.get('offset'), params.get('limit')])).toEqual([
      ['0', '50'],
      ['50', '50'],
      ['100', '50'],
    ]);
  });

  it('shows skeletons while loading, then the error with Retry, which reads again', async () => {
    let fail = true;
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      routeByPath({
        'GET /api/leads': () =>
          fail
            ? new Promise<Response>((resolve) => (answer = resolve))
            : leadsPageResponse([makeLead({ name: 'Valentina Cruz' })]),
        'GET /api/leads/counts': () => jsonResponse(200, makeLeadCounts()),
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Loading leads')).toBeInTheDocument();
    expect(screen.getAllByTestId('lead-skeleton').length).toBeGreaterThan(0);

    answer(jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong' }));
    expect(await screen.findByText('Leads could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('500: Something went wrong')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Valentina Cruz' })).toBeInTheDocument();
    expect(screen.queryByText('Leads could not be loaded')).not.toBeInTheDocument();
  });
});
