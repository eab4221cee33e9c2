// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import {
  makePaidPayment,
  makePayment,
  PAYMENTS_NOW,
  paymentsPageRoutes,
  freezeClockAtPaymentsNow,
} from '#client/test/payment-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { PaymentsPage } from './payments-page.tsx';

const fetchMock = installFetchMock();

freezeClockAtPaymentsNow();

const deposit = makePayment({ coupleNames: 'Zoë & José', amount: '2500.00' });

function serve(payments: () => Payment[], routes: Record<string, (init?: RequestInit) => Response> = {}) {
  fetchMock.mockImplementation(
    routeFetch({
      ...paymentsPageRoutes(() => jsonResponse(200, payments())),
      ...routes,
    }),
  );
}

function row(name: RegExp) {
  return within(screen.getByRole('list', { name: 'Payments' })).getByRole('listitem', { name });
}

async function menuItemsOf(user: ReturnType<typeof renderWithAuth>['user'], name: RegExp) {
  await user.click(within(row(name)).getByRole('button', { name: /^Actions for/ }));
  const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
  return items.map((item) => item.textContent);
}

describe('Request Payment', () => {
  it('e-mails the couple instead of opening a card form, and the row says when it was requested', async () => {
    let payments = [deposit];
    const request = recordingReply(200, {
      payment: { ...deposit, requestedAt: PAYMENTS_NOW.toISOString() },
      channel: 'link',
      sentTo: 'zoe@example.com',
      replacedLink: false,
    });
    serve(() => payments, {
      [`POST /api/payments/${deposit.id}/request`]: (init) => {
        payments = [{ ...deposit, requestedAt: PAYMENTS_NOW.toISOString() }];
        return request(init);
      },
    });
    const { user } = renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });
    expect(row(/Zoë & José/)).not.toHaveTextContent('Requested');

    await user.click(within(row(/Zoë & José/)).getByRole('button', { name: /Request payment from Zoë & José/ }));
    expect(await screen.findByText('Payment request sent')).toBeInTheDocument();
    expect(
      screen.getByText('E-mailed to zoe@example.com. It links to a page where they can pay $2,500.00 by card.'),
    ).toBeInTheDocument();
    expect(request.bodies).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Payment Checkout' })).not.toBeInTheDocument();
    // PAYMENTS_NOW is the 23rd in Chicago, the venue's zone, already the 24th in UTC.
    await waitFor(() => expect(row(/Zoë & José/)).toHaveTextContent('Requested Nov 23, 2026'));
  });

  it('says why a request was refused', async () => {
    serve(() => [deposit], {
      [`POST /api/payments/${deposit.id}/request`]: () =>
        jsonResponse(409, { code: 'CONFLICT', message: 'Only a pending payment can be requested; this one is paid' }),
    });
    const { user } = renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });
    await user.click(within(row(/Zoë & José/)).getByRole('button', { name: /Request payment/ }));
    expect(await screen.findByText('Payment request not sent')).toBeInTheDocument();
    expect(screen.getByText('Only a pending payment can be requested; this one is paid')).toBeInTheDocument();
  });

  it('keeps the card form for a card taken over the phone as its own menu item', async () => {
    serve(() => [deposit, makePaidPayment({ coupleNames: 'Ana & Luis' })], {
      'POST /api/create-payment-intent': () =>
        jsonResponse(200, { provider: 'test', clientSecret: 's', amount: '2500.00' }),
    });
    const { user } = renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });
    expect(await menuItemsOf(user, /Zoë & José/)).toEqual([
      'Take card payment',
      'Record payment received',
      'Edit',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Take card payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Checkout' });
    expect(await within(dialog).findByLabelText('Card number')).toBeInTheDocument();
  });

  it('offers neither Request Payment nor the card form when the venue takes no cards online', async () => {
    serve(() => [{ ...deposit, onlinePayment: null }]);
    const { user } = renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });
    expect(within(row(/Zoë & José/)).queryByRole('button', { name: /Request payment/ })).not.toBeInTheDocument();
    expect(await menuItemsOf(user, /Zoë & José/)).not.toContain('Take card payment');
  });
});
