// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalClientRow, PortalPreview } from '#shared/portal/portal-clients.schemas.ts';
import { BookingDialogsProvider } from '#client/features/bookings/index.ts';
import { makeBooking, makeSentContract, makeSignedContract } from '#client/test/contract-fixtures.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makePayment } from '#client/test/payment-fixtures.ts';
import { portalClient, PORTAL_NOW, roseHall, servePortal } from '#client/test/portal-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { ClientPortalPage } from './client-portal-page.tsx';

const fetchMock = installFetchMock();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(PORTAL_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const vera = {
  id: 31,
  firstName: 'Vera',
  lastName: 'Lopez',
  email: 'vera@example.com',
  clientSince: '2026-10-01T15:00:00.000Z',
  lastSeenAt: '2026-11-20T16:30:00.000Z',
};

const rows: PortalClientRow[] = [
  {
    booking: makeBooking({ id: 1, coupleNames: 'Vera & Val', eventDate: '2027-05-01T23:00:00.000Z', clientId: 31 }),
    client: vera,
    invitation: null,
  },
  {
    booking: makeBooking({ id: 2, coupleNames: 'Ana & Ben', email: 'ana@example.com', status: 'deposit_paid' }),
    client: null,
    invitation: { sentAt: '2026-11-18T15:00:00.000Z', expiresAt: '2026-12-02T15:00:00.000Z', expired: false },
  },
  {
    booking: makeBooking({ id: 3, coupleNames: 'Old Couple', eventDate: '2025-01-01T23:00:00.000Z' }),
    client: null,
    invitation: { sentAt: '2024-11-01T15:00:00.000Z', expiresAt: '2024-11-15T15:00:00.000Z', expired: true },
  },
];

const booking = makeBooking({ id: 1, coupleNames: 'Vera & Val', clientId: 31, venue: roseHall });
const preview: PortalPreview = {
  client: vera,
  bookings: [booking],
  payments: [makePayment({ bookingId: 1, description: 'Deposit' })],
  contracts: [
    makeSentContract({ bookingId: 1, templateName: 'Venue Agreement' }),
    makeSignedContract({ bookingId: 1, templateName: 'Signed Addendum' }),
  ],
};

function serveStaff() {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/portal/clients': () => jsonResponse(200, rows),
      'GET /api/portal/clients/31/preview': () => jsonResponse(200, preview),
    }),
  );
}

function renderAsStaff(path = '/client-portal') {
  serveStaff();
  return renderWithAuth(
    <BookingDialogsProvider>
      <ClientPortalPage />
    </BookingDialogsProvider>,
    { user: makeStaffUser('coordinator'), path },
  );
}

// The API client calls fetch with the path as a string.
const requested = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url as string}`);

describe('ClientPortalPage for staff', () => {
  it('lists the venue’s clients: who joined and last visited, who is invited and since when', async () => {
    renderAsStaff();

    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
    expect(screen.queryByText(/contact your venue coordinator/)).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Clients' });
    const items = within(list).getAllByRole('listitem');
    // Events to come first, soonest first; past ones after.
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Vera & Val',
      'Ana & Ben',
      'Old Couple',
    ]);
    const [joined, invited, expired] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(joined).getByText('Joined')).toBeInTheDocument();
    expect(within(joined).getByText('Last visit Nov 20, 2026, 10:30 AM CST')).toBeInTheDocument();
    expect(within(joined).getByRole('button', { name: 'View as client: Vera Lopez' })).toBeInTheDocument();
    expect(within(invited).getByText('Invitation pending')).toBeInTheDocument();
    expect(within(invited).getByText('Invited Nov 18, 2026 · expires Dec 2, 2026')).toBeInTheDocument();
    expect(within(invited).queryByRole('button', { name: /View as client/ })).not.toBeInTheDocument();
    expect(within(expired).getByText('Invitation expired')).toBeInTheDocument();
    expect(screen.getByText('1 client joined · 1 invitation pending')).toBeInTheDocument();
    // Staff read the staff list, never the client's own calls.
    expect(requested()).toEqual(['GET /api/portal/clients']);
  });

  it('opens a read-only preview of one client’s portal: same tabs, a banner, every action disabled', async () => {
    const { user, location } = renderAsStaff();
    await user.click(await screen.findByRole('button', { name: 'View as client: Vera Lopez' }));

    const banner = await screen.findByRole('region', { name: 'Preview — read only' });
    expect(banner).toHaveTextContent('Vera Lopez’s portal as they see it');
    expect(location.history.at(-1)).toBe('/client-portal?client=31');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'My Bookings',
      'Payments',
      'Contracts',
    ]);
    const payNow = screen.getByRole('button', { name: /^Pay Now/ });
    expect(payNow).toBeDisabled();
    await user.click(payNow);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Contracts' }));
    const sign = await screen.findByRole('button', { name: 'Sign now: Venue Agreement' });
    expect(sign).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Sign now/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF: Signed Addendum' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    for (const button of await screen.findAllByRole('button', { name: /^Pay Now/ })) expect(button).toBeDisabled();
    // Only reads went out: nothing paid, signed, downloaded, and no visit noted in the client's name.
    expect(requested().every((call) => call.startsWith('GET '))).toBe(true);
    expect(requested()).toContain('GET /api/portal/clients/31/preview');

    await user.click(screen.getByRole('button', { name: 'Back to clients' }));
    expect(await screen.findByRole('list', { name: 'Clients' })).toBeInTheDocument();
  });

  it('opens the preview straight from its address', async () => {
    renderAsStaff('/client-portal?client=31&tab=contracts');
    expect(await screen.findByRole('tab', { name: 'Contracts', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Preview — read only' })).toBeInTheDocument();
  });
});

describe('ClientPortalPage for a client', () => {
  it('keeps today’s portal and notes the visit', async () => {
    fetchMock.mockImplementation(
      servePortal(
        { bookings: [], payments: [], contracts: [] },
        { 'POST /api/portal/visits': () => new Response(null, { status: 204 }) },
      ),
    );
    renderWithAuth(<ClientPortalPage />, { user: portalClient, path: '/client-portal' });

    expect(await screen.findByRole('heading', { name: 'No Bookings Found' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preview — read only' })).not.toBeInTheDocument();
    await waitFor(() => expect(requested()).toContain('POST /api/portal/visits'));
    expect(requested()).not.toContain('GET /api/portal/clients');
  });
});
