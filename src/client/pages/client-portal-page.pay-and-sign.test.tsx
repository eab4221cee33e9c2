// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { setAuthToken } from '#client/lib/auth-token.ts';
import { makeBooking, makeSentContract, makeSignedContract, recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makePayment } from '#client/test/payment-fixtures.ts';
import { portalClient, PORTAL_NOW, roseHall, servePortal, type PortalData } from '#client/test/portal-fixtures.ts';
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

const wedding = { ...makeBooking({ id: 1, coupleNames: 'Sarah & Michael' }), venue: roseHall };
const milestone = makePayment({
  id: 31,
  bookingId: 1,
  type: 'milestone',
  description: 'Milestone 1',
  amount: '5000.00',
});
const deposit: Payment = {
  ...makePayment({ id: 30, bookingId: 1, description: 'Deposit (30%)', amount: '4500.00' }),
  status: 'paid',
  paidAt: '2026-11-02T16:00:00.000Z',
  method: 'card',
};
const refunded: Payment = { ...makePayment({ id: 32, bookingId: 1, description: 'Extra hour' }), status: 'refunded' };

function renderPortal(data: PortalData, path: string, routes: Record<string, (init?: RequestInit) => Response> = {}) {
  fetchMock.mockImplementation(servePortal(data, routes));
  return renderWithAuth(<ClientPortalPage />, { user: portalClient, path });
}

const payment = (name: string, options: { hidden?: boolean } = {}) =>
  screen.getByRole('listitem', { name, ...options });

describe('Payments in the portal', () => {
  it('offers Pay Now on pending payments only', async () => {
    renderPortal(
      { bookings: [wedding], payments: [deposit, milestone, refunded], contracts: [] },
      '/client-portal?tab=payments',
    );

    const history = await screen.findByRole('list', { name: 'Payment history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(payment('Milestone 1')).getByRole('button', { name: 'Pay Now: Milestone 1, $5,000.00' }),
    ).toBeInTheDocument();
    expect(within(payment('Milestone 1')).getByTestId('payment-status')).toHaveTextContent('Pending');
    expect(within(payment('Deposit (30%)')).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(payment('Deposit (30%)')).toHaveTextContent('Paid Nov 2, 2026');
    expect(within(payment('Extra hour')).getByTestId('payment-status')).toHaveTextContent('Refunded');
    expect(screen.getAllByRole('button', { name: /^Pay Now/ })).toHaveLength(1);
    expect(screen.getByText('Still to pay').nextElementSibling).toHaveTextContent('$5,000.00');
  });

  it('without a card processor, offers no Pay Now and says to pay the venue directly', async () => {
    const offline = { ...milestone, onlinePayment: null };
    const testPaid: Payment = { ...deposit, provider: 'test' };
    renderPortal({ bookings: [wedding], payments: [testPaid, offline], contracts: [] }, '/client-portal');

    const due = await screen.findByRole('region', { name: 'Payments Due' });
    expect(within(due).getByRole('listitem', { name: 'Milestone 1' })).toHaveTextContent('Pay the venue directly');
    expect(screen.queryByRole('button', { name: /^Pay Now/ })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Payments' }));
    expect(payment('Milestone 1')).toHaveTextContent('Pay the venue directly');
    expect(within(payment('Milestone 1')).getByTestId('payment-status')).toHaveTextContent('Pending');
    // A payment the test processor took says no money moved.
    expect(within(payment('Deposit (30%)')).getByTestId('test-payment')).toHaveTextContent(
      'Test payment: no money moved',
    );
    expect(screen.queryByRole('button', { name: /^Pay Now/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/create-payment-intent')).toBe(false);
  });

  it('shows a bank debit on its way as processing, with nothing to pay', async () => {
    const onItsWay: Payment = { ...milestone, status: 'processing', onlinePayment: null };
    renderPortal({ bookings: [wedding], payments: [deposit, onItsWay], contracts: [] }, '/client-portal?tab=payments');

    await screen.findByRole('list', { name: 'Payment history' });
    expect(within(payment('Milestone 1')).getByTestId('payment-status')).toHaveTextContent('Processing');
    expect(payment('Milestone 1')).toHaveTextContent('Bank payment on its way');
    expect(payment('Milestone 1')).not.toHaveTextContent('Pay the venue directly');
    expect(screen.queryByRole('button', { name: /^Pay Now/ })).not.toBeInTheDocument();
  });

  it("opens the checkout of the payment a request's e-mail links to, and takes `pay` out of the address", async () => {
    const { location } = renderPortal(
      { bookings: [wedding], payments: [deposit, milestone], contracts: [] },
      `/client-portal?tab=payments&pay=${milestone.id}`,
      {
        'POST /api/create-payment-intent': () =>
          jsonResponse(200, { clientSecret: 'pi_test_31_secret', amount: '5000.00', provider: 'test' }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment Checkout' });
    expect(within(dialog).getByText('Sarah & Michael — Milestone 1')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/client-portal?tab=payments'));
  });

  it('opens nothing for a linked payment that is already paid', async () => {
    renderPortal(
      { bookings: [wedding], payments: [deposit, milestone], contracts: [] },
      `/client-portal?tab=payments&pay=${deposit.id}`,
    );
    await screen.findByRole('list', { name: 'Payment history' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pays through the checkout; once paid, the portal reads its lists again and shows it Paid', async () => {
    const data: PortalData = { bookings: [wedding], payments: [deposit, milestone], contracts: [] };
    const confirm = recordingReply(200, { ...milestone, status: 'paid' });
    const { user } = renderPortal(data, '/client-portal', {
      'POST /api/create-payment-intent': () =>
        jsonResponse(200, { clientSecret: 'pi_test_31_secret', amount: '5000.00', provider: 'test' }),
      [`POST /api/payments/${milestone.id}/confirm-test`]: (init) => {
        data.payments = [
          deposit,
          {
            ...milestone,
            status: 'paid',
            method: 'card',
            provider: 'test',
            onlinePayment: null,
            paidAt: PORTAL_NOW.toISOString(),
          },
        ];
        return confirm(init);
      },
    });

    const due = await screen.findByRole('region', { name: 'Payments Due' });
    await user.click(within(due).getByRole('button', { name: /^Pay Now: Milestone 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Checkout' });
    expect(within(dialog).getByText('Sarah & Michael — Milestone 1')).toBeInTheDocument();
    expect(await within(dialog).findByTestId('checkout-amount')).toHaveTextContent('$5,000.00');
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $5,000.00' }));

    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirm.bodies).toMatchObject([{ clientSecret: 'pi_test_31_secret', cardNumber: '4242424242424242' }]);
    await waitFor(() => expect(within(due).getByText('Nothing to pay right now')).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Pending Payments' })).toHaveTextContent('All paid');

    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(within(payment('Milestone 1')).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(screen.queryByRole('button', { name: /^Pay Now/ })).not.toBeInTheDocument();
  });
});

describe('Contracts in the portal', () => {
  const sent = makeSentContract({ bookingId: 1, templateName: 'Wedding Venue Agreement' });
  const viewed = makeSentContract({
    bookingId: 1,
    templateName: 'Catering Addendum',
    status: 'viewed',
    signingUrl: 'https://venuedesk.example/contract/tok_viewed_9f2/sign',
  });
  const signed = makeSignedContract({ bookingId: 1, templateName: 'Deposit Agreement', signerName: 'Sarah Johnson' });
  const contract = (name: string) => screen.getByRole('listitem', { name });

  it('offers Sign now while a contract is sent or viewed, and Download PDF once it is signed', async () => {
    renderPortal(
      { bookings: [wedding], payments: [], contracts: [sent, viewed, signed] },
      '/client-portal?tab=contracts',
    );

    await screen.findByRole('list', { name: 'Contracts' });
    expect(within(contract('Wedding Venue Agreement')).getByTestId('contract-status')).toHaveTextContent('Sent');
    expect(within(contract('Wedding Venue Agreement')).getByRole('link', { name: /^Sign now/ })).toHaveAttribute(
      'href',
      '/contract/tok_3kq9XbZ1w8PpA0fYc7LrN2/sign?lang=en',
    );
    expect(within(contract('Catering Addendum')).getByTestId('contract-status')).toHaveTextContent('Viewed');
    expect(within(contract('Catering Addendum')).getByRole('link', { name: /^Sign now/ })).toHaveAttribute(
      'href',
      '/contract/tok_viewed_9f2/sign?lang=en',
    );
    expect(within(contract('Deposit Agreement')).getByTestId('contract-status')).toHaveTextContent('Signed');
    expect(contract('Deposit Agreement')).toHaveTextContent('Signed Nov 4, 2026 by Sarah Johnson');
    expect(within(contract('Deposit Agreement')).queryByRole('link', { name: /Sign now/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Download PDF/ })).toHaveLength(1);
    expect(within(contract('Deposit Agreement')).getByRole('button', { name: /^Download PDF/ })).toBeInTheDocument();
  });

  it('Sign now opens the signing page in the app, in the portal’s language', async () => {
    const { user, location } = renderPortal(
      { bookings: [wedding], payments: [], contracts: [sent] },
      '/client-portal?tab=contracts',
    );
    await user.click(await screen.findByRole('link', { name: /^Sign now/ }));
    expect(location.history.at(-1)).toBe('/contract/tok_3kq9XbZ1w8PpA0fYc7LrN2/sign?lang=en');
  });

  describe('Download PDF', () => {
    const clicked: { href: string; download: string }[] = [];
    beforeEach(() => {
      clicked.length = 0;
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download });
      });
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:signed-pdf'), revokeObjectURL: vi.fn() });
      setAuthToken('client-session-1');
    });
    afterEach(() => {
      vi.restoreAllMocks();
      localStorage.clear();
    });

    it('saves the signed PDF, read with the client’s session', async () => {
      const { user } = renderPortal(
        { bookings: [wedding], payments: [], contracts: [signed] },
        '/client-portal?tab=contracts',
        {
          [`GET /api/contracts/${signed.id}/pdf`]: () =>
            new Response('%PDF-1.7', {
              status: 200,
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="deposit-agreement-signed.pdf"',
              },
            }),
        },
      );
      await user.click(await screen.findByRole('button', { name: /^Download PDF/ }));

      await waitFor(() =>
        expect(clicked).toEqual([{ href: 'blob:signed-pdf', download: 'deposit-agreement-signed.pdf' }]),
      );
      const pdfCall = fetchMock.mock.calls.find(([url]) => url === `/api/contracts/${signed.id}/pdf`);
      expect(new Headers(pdfCall?.[1]?.headers).get('Authorization')).toBe('Bearer client-session-1');
    });

    it('says why a download failed', async () => {
      const { user } = renderPortal(
        { bookings: [wedding], payments: [], contracts: [signed] },
        '/client-portal?tab=contracts',
        {
          [`GET /api/contracts/${signed.id}/pdf`]: () =>
            jsonResponse(404, { code: 'NOT_FOUND', message: 'This contract has no signed PDF yet' }),
        },
      );
      await user.click(await screen.findByRole('button', { name: /^Download PDF/ }));

      expect(await screen.findByText('Failed to download contract')).toBeInTheDocument();
      expect(screen.getByText('This contract has no signed PDF yet')).toBeInTheDocument();
      expect(clicked).toEqual([]);
    });
  });
});
