// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBooking, makeContract, makeSentContract, makeSignedContract } from '#client/test/contract-fixtures.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makePaidPayment, makePayment } from '#client/test/payment-fixtures.ts';
import {
  lakesideBarn,
  portalClient,
  PORTAL_NOW,
  roseHall,
  servePortal,
  type PortalData,
} from '#client/test/portal-fixtures.ts';
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

const empty: PortalData = { bookings: [], payments: [], contracts: [] };

function renderPortal(data: PortalData, path = '/client-portal') {
  fetchMock.mockImplementation(servePortal(data));
  return renderWithAuth(<ClientPortalPage />, { user: portalClient, path });
}

const region = (name: string) => screen.getByRole('region', { name });
const count = (name: string) => within(region(name)).getByTestId('portal-count');

/** Four events to come (one cancelled), one past; four payments to make, one paid; a draft, a sent and a signed contract. */
function makeBusyPortal(): PortalData {
  const wedding = makeBooking({ id: 1, coupleNames: 'Sarah & Michael', eventDate: '2027-06-12T22:00:00.000Z' });
  const rehearsal = makeBooking({ id: 2, coupleNames: 'Rehearsal dinner', eventDate: '2027-06-11T23:00:00.000Z' });
  const brunch = makeBooking({ id: 3, coupleNames: 'Farewell brunch', eventDate: '2027-06-13T15:00:00.000Z' });
  const anniversary = makeBooking({ id: 4, coupleNames: 'First anniversary', eventDate: '2028-06-12T22:00:00.000Z' });
  const cancelled = makeBooking({ id: 5, coupleNames: 'Engagement party', status: 'cancelled' });
  const past = makeBooking({ id: 6, coupleNames: 'Bridal shower', eventDate: '2026-09-05T18:00:00.000Z' });
  const bookings = [wedding, rehearsal, brunch, anniversary, cancelled, past].map((booking) => ({
    ...booking,
    venue: roseHall,
  }));
  const payments = [
    makePaidPayment({ id: 11, bookingId: 1, description: 'Deposit (30%)', amount: '4500.00', dueDate: null }),
    makePayment({ id: 12, bookingId: 1, type: 'final', description: 'Final balance', dueDate: '2027-05-01' }),
    makePayment({ id: 13, bookingId: 1, type: 'milestone', description: 'Milestone 1', dueDate: '2026-12-15' }),
    makePayment({ id: 14, bookingId: 2, type: 'additional', description: 'Dinner menu', dueDate: null }),
    makePayment({ id: 15, bookingId: 3, type: 'additional', description: 'Brunch menu', dueDate: '2027-02-01' }),
  ];
  const contracts = [
    makeContract({ bookingId: 4, templateName: 'Anniversary Draft' }),
    makeSentContract({ bookingId: 1, templateName: 'Wedding Venue Agreement' }),
    makeSignedContract({ bookingId: 6, templateName: 'Shower Agreement' }),
  ];
  return { bookings, payments, contracts };
}

describe('ClientPortalPage', () => {
  it('shows staff their clients, not the access notice, and reads none of the client’s own lists', async () => {
    fetchMock.mockImplementation(routeFetch({ 'GET /api/portal/clients': () => jsonResponse(200, []) }));
    renderWithAuth(<ClientPortalPage />, { user: makeStaffUser('owner'), path: '/client-portal' });

    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeInTheDocument();
    expect(screen.queryByText(/contact your venue coordinator/)).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/portal/clients']);
  });

  it('gives a client four tabs; the overview counts what is to come, to pay and the contracts', async () => {
    renderPortal(makeBusyPortal());

    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'My Bookings',
      'Payments',
      'Contracts',
    ]);
    // Four events ahead (not the cancelled or the past one); four payments pending; the draft is not shown.
    expect(count('Upcoming Events')).toHaveTextContent('4');
    expect(region('Upcoming Events')).toHaveTextContent('Next: Jun 11, 2027');
    expect(count('Pending Payments')).toHaveTextContent('4');
    expect(region('Pending Payments')).toHaveTextContent('$5,000.00 to pay');
    expect(count('Contracts')).toHaveTextContent('2');
    expect(region('Contracts')).toHaveTextContent('1 to sign');
  });

  it('lists the next 3 events and the first 3 payments due, each with Pay Now (spec §9)', async () => {
    renderPortal(makeBusyPortal());

    const events = within(await screen.findByRole('region', { name: 'Next Events' })).getAllByRole('listitem');
    expect(events.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Rehearsal dinner',
      'Sarah & Michael',
      'Farewell brunch',
    ]);
    // The event's day and time at the venue (Chicago), not in the browser's zone (UTC here).
    expect(events[0]).toHaveTextContent('Jun 11, 2027 at 6:00 PM');

    const due = within(region('Payments Due')).getAllByRole('listitem');
    expect(due.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Milestone 1',
      'Brunch menu',
      'Final balance',
    ]);
    for (const item of due) expect(within(item).getByRole('button', { name: /^Pay Now/ })).toBeInTheDocument();
    expect(within(due[0]!).getByRole('button', { name: 'Pay Now: Milestone 1, $1,250.00' })).toBeInTheDocument();
  });

  it('says No Bookings Found and No contracts available yet when there is nothing to show', async () => {
    const { user } = renderPortal(empty);

    expect(await screen.findByRole('heading', { name: 'No Bookings Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My Bookings' }));
    expect(screen.getByRole('heading', { name: 'No Bookings Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Contracts' }));
    expect(screen.getByRole('heading', { name: 'No contracts available yet' })).toBeInTheDocument();
  });

  it('says No contracts available yet while the only contract is a draft', async () => {
    const booking = { ...makeBooking({ id: 1 }), venue: roseHall };
    renderPortal(
      { bookings: [booking], payments: [], contracts: [makeContract({ bookingId: 1 })] },
      '/client-portal?tab=contracts',
    );

    expect(await screen.findByRole('heading', { name: 'No contracts available yet' })).toBeInTheDocument();
    expect(screen.queryByText('Wedding Venue Agreement')).not.toBeInTheDocument();
  });

  it('lists My Bookings, what is to come first, with what is paid and the contract’s status', async () => {
    const { user } = renderPortal(makeBusyPortal());
    await user.click(await screen.findByRole('tab', { name: 'My Bookings' }));

    const items = within(screen.getByRole('list', { name: 'My Bookings' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Rehearsal dinner',
      'Sarah & Michael',
      'Farewell brunch',
      'First anniversary',
      'Engagement party',
      'Bridal shower',
    ]);
    const wedding = screen.getByRole('listitem', { name: 'Sarah & Michael' });
    expect(wedding).toHaveTextContent('Saturday, June 12, 2027');
    expect(wedding).toHaveTextContent('5:00 PM');
    expect(wedding).toHaveTextContent('$4,500.00 of $7,000.00');
    expect(within(wedding).getByText('Sent')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Bridal shower' })).toHaveTextContent('Past event');
    expect(screen.getByRole('listitem', { name: 'Engagement party' })).toHaveTextContent('Cancelled');
  });

  it('groups the bookings of a client of two venues by venue, each in its own colours and logo', async () => {
    const bookings = [
      { ...makeBooking({ id: 1, coupleNames: 'Sarah & Michael' }), venue: roseHall },
      {
        ...makeBooking({ id: 2, coupleNames: 'Beach brunch', eventDate: '2027-08-01T16:00:00.000Z' }),
        venue: lakesideBarn,
      },
      {
        ...makeBooking({ id: 3, coupleNames: 'Rose anniversary', eventDate: '2032-06-14T23:00:00.000Z' }),
        venue: roseHall,
      },
    ];
    const payments = [makePayment({ id: 21, bookingId: 2, description: 'Barn deposit' })];
    const contracts = [makeSentContract({ bookingId: 1, templateName: 'Rose Agreement' })];
    const { user } = renderPortal({ bookings, payments, contracts }, '/client-portal?tab=bookings');

    const groups = await screen.findAllByTestId('venue-group');
    expect(groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Lakeside Barn',
      'Rose Hall',
    ]);
    const [barn, rose] = groups as [HTMLElement, HTMLElement];
    expect(
      within(barn)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Beach brunch']);
    expect(
      within(rose)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sarah & Michael', 'Rose anniversary']);
    expect(barn.style.getPropertyValue('--primary')).toBe('#B45309');
    expect(rose.style.getPropertyValue('--primary')).toBe('#1D4ED8');
    expect(within(barn).getByTestId('venue-logo')).toHaveAttribute('src', lakesideBarn.logo);

    // Payments and contracts are grouped the same way.
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    const paymentGroups = screen.getAllByTestId('venue-group');
    expect(paymentGroups).toHaveLength(1);
    expect(paymentGroups[0]).toHaveTextContent('Lakeside Barn');
    expect(paymentGroups[0]).toHaveTextContent('Barn deposit');
    await user.click(screen.getByRole('tab', { name: 'Contracts' }));
    expect(screen.getByTestId('venue-group')).toHaveTextContent('Rose HallRose Agreement');
  });

  it('names the venue of each event and payment due in the overview of a client of two venues', async () => {
    const bookings = [
      { ...makeBooking({ id: 1, coupleNames: 'Sarah & Michael' }), venue: roseHall },
      {
        ...makeBooking({ id: 2, coupleNames: 'Beach brunch', eventDate: '2027-08-01T16:00:00.000Z' }),
        venue: lakesideBarn,
      },
    ];
    const payments = [makePayment({ id: 21, bookingId: 2, description: 'Barn deposit' })];
    renderPortal({ bookings, payments, contracts: [] });

    const brunch = await screen.findByRole('listitem', { name: 'Beach brunch' });
    expect(brunch).toHaveTextContent('Lakeside Barn');
    expect(brunch.style.getPropertyValue('--primary')).toBe('#B45309');
    expect(screen.getByRole('listitem', { name: 'Sarah & Michael' })).toHaveTextContent('Rose Hall');
    const due = screen.getByRole('listitem', { name: 'Barn deposit' });
    expect(due).toHaveTextContent('Lakeside Barn');
    expect(due.style.getPropertyValue('--primary')).toBe('#B45309');
  });

  it('shows a client of one venue one list, without venue headings', async () => {
    renderPortal(makeBusyPortal(), '/client-portal?tab=bookings');
    expect(await screen.findByRole('list', { name: 'My Bookings' })).toBeInTheDocument();
    expect(screen.queryByTestId('venue-group')).not.toBeInTheDocument();
  });

  it('keeps the open tab in the address', async () => {
    const { user, location } = renderPortal(makeBusyPortal(), '/client-portal?tab=payments');

    expect(await screen.findByRole('tab', { name: 'Payments', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Contracts' }));
    expect(location.history.at(-1)).toBe('/client-portal?tab=contracts');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(location.history.at(-1)).toBe('/client-portal');
  });

  it('shows skeletons while the lists load', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderWithAuth(<ClientPortalPage />, { user: portalClient, path: '/client-portal' });

    expect(screen.getByRole('status', { name: 'Loading your portal' })).toBeInTheDocument();
    expect(screen.getAllByTestId('portal-skeleton')).toHaveLength(3);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says why the lists could not be read, and Retry reads them again', async () => {
    let paymentsFail = true;
    const data = makeBusyPortal();
    fetchMock.mockImplementation((input, init) =>
      input === '/api/payments' && paymentsFail
        ? Promise.resolve(jsonResponse(500, { message: 'Something went wrong (request req-7)', code: 'INTERNAL' }))
        : servePortal(data)(input, init),
    );
    const { user } = renderWithAuth(<ClientPortalPage />, { user: portalClient, path: '/client-portal' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your bookings could not be loaded.');
    expect(alert).toHaveTextContent('500: Something went wrong (request req-7)');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    paymentsFail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    await waitFor(() => expect(count('Pending Payments')).toHaveTextContent('4'));
  });
});
