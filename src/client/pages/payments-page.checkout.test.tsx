// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import {
  makePayment,
  PAYMENTS_NOW,
  paymentsPageRoutes,
  freezeClockAtPaymentsNow,
} from '#client/test/payment-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { PaymentsPage } from './payments-page.tsx';

const fetchMock = installFetchMock();

freezeClockAtPaymentsNow();

const deposit = makePayment({ coupleNames: 'Ana & Luis', amount: '1250.00', dueDate: '2026-12-01' });
const intent = { clientSecret: 'pi_test_1_secret_abc', amount: '1250.00', provider: 'test' };

/** The venue's payments, which a successful confirmation marks paid. */
function serve(routes: Record<string, (init?: RequestInit) => Response>) {
  let payments: Payment[] = [deposit];
  const markPaid = () => {
    payments = [
      {
        ...deposit,
        status: 'paid',
        method: 'card',
        provider: 'test',
        onlinePayment: null,
        paidAt: PAYMENTS_NOW.toISOString(),
      },
    ];
  };
  fetchMock.mockImplementation(
    routeFetch({
      ...paymentsPageRoutes(() => jsonResponse(200, payments)),
      'POST /api/create-payment-intent': () => jsonResponse(200, intent),
      ...routes,
    }),
  );
  return { markPaid };
}

async function openCheckout() {
  const rendered = renderWithAuth(<PaymentsPage />, { path: '/payments' });
  const row = await screen.findByRole('listitem', { name: /Ana & Luis/ });
  // A card taken over the phone: the row menu's item opens today's card form (decision 059).
  await rendered.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
  await rendered.user.click(
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Take card payment' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Payment Checkout' });
  return { ...rendered, dialog };
}

async function payWith(user: ReturnType<typeof renderWithAuth>['user'], dialog: HTMLElement, cardNumber: string) {
  await user.type(await within(dialog).findByLabelText('Card number'), cardNumber);
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay $1,250.00' }));
}

/** The row's status; `hidden`, since an open dialog hides the page from the accessibility tree. */
function statuses() {
  const row = screen.getByRole('listitem', { name: /Ana & Luis/, hidden: true });
  return new Set(
    within(row)
      .getAllByTestId('payment-status')
      .map((badge) => badge.textContent),
  );
}

describe('Payment Checkout', () => {
  it('opens the checkout once and shows the amount the server will charge, with the test-mode notice', async () => {
    const create = recordingReply(200, { ...intent, amount: '1300.00' });
    serve({ 'POST /api/create-payment-intent': create });
    const { dialog } = await openCheckout();

    expect(await within(dialog).findByTestId('checkout-amount')).toHaveTextContent('$1,300.00');
    expect(within(dialog).getByTestId('test-mode-notice')).toHaveTextContent(
      'Test mode: no money moves. Use 4242 4242 4242 4242',
    );
    // A POST made once when the dialog opens (a mutation), not again as the page re-renders.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Payments', hidden: true })).toBeInTheDocument());
    expect(create.bodies).toEqual([{ amount: '1250.00', paymentId: deposit.id }]);
    expect(within(dialog).getByRole('button', { name: 'Pay $1,300.00' })).toBeInTheDocument();
    // Test mode never fetches Stripe.js.
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('says "Unable to load payment form" with the server’s reason when the checkout cannot open, and tries again', async () => {
    let refuse = true;
    const create = recordingReply(200, intent);
    serve({
      'POST /api/create-payment-intent': (init) =>
        refuse
          ? jsonResponse(409, {
              code: 'CONFLICT',
              message: 'This venue does not take card payments online. Please pay the venue directly.',
            })
          : create(init),
    });
    const { user, dialog } = await openCheckout();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load payment form');
    expect(alert).toHaveTextContent('This venue does not take card payments online. Please pay the venue directly.');
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();

    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Card number')).toBeInTheDocument();
    expect(create.bodies).toHaveLength(1);
  });

  it('pays with a test card: "Payment Successful", the dialog closes, the row and cards show it paid', async () => {
    const confirm = recordingReply(200, { ...deposit, status: 'paid' });
    const { markPaid } = serve({
      [`POST /api/payments/${deposit.id}/confirm-test`]: (init) => {
        markPaid();
        return confirm(init);
      },
    });
    const { user, dialog } = await openCheckout();
    expect(screen.getByRole('region', { name: 'Payments Received', hidden: true })).toHaveTextContent('$0.00');

    await payWith(user, dialog, '4242424242424242');

    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('Payment has been processed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirm.bodies).toEqual([
      { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 30, cvc: '123' },
    ]);
    expect(statuses()).toEqual(new Set(['Paid']));
    // Paid by the test processor: marked so, with the whole notice for screen readers and the tooltip.
    const badge = within(screen.getByRole('listitem', { name: /Ana & Luis/ })).getAllByTestId('test-payment')[0];
    expect(badge).toHaveTextContent('Test payment: no money moved');
    expect(badge).toHaveAttribute('title', 'Test payment: no money moved');
    expect(screen.getByRole('region', { name: 'Payments Received' })).toHaveTextContent('$1,250.00');
    expect(screen.getByRole('region', { name: 'Pending Payments' })).toHaveTextContent('$0.00');
  });

  it('shows "Payment Failed" with the provider’s message on a decline; the same checkout then takes another card', async () => {
    let intents = 0;
    const confirm = recordingReply(402, { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    const { markPaid } = serve({
      'POST /api/create-payment-intent': () => jsonResponse(200, { ...intent, clientSecret: `secret_${++intents}` }),
      [`POST /api/payments/${deposit.id}/confirm-test`]: (init) => {
        const body = JSON.parse(init?.body as string) as { cardNumber: string };
        if (body.cardNumber === '4000000000000002') return confirm(init);
        markPaid();
        return jsonResponse(200, { ...deposit, status: 'paid' });
      },
    });
    const { user, dialog } = await openCheckout();

    await payWith(user, dialog, '4000000000000002');

    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(confirm.bodies).toMatchObject([{ clientSecret: 'secret_1', cardNumber: '4000000000000002' }]);
    // The dialog stays, to try another card, on the same checkout.
    expect(screen.getByRole('dialog', { name: 'Payment Checkout' })).toBeInTheDocument();
    expect(statuses()).toEqual(new Set(['Pending']));

    const number = within(dialog).getByLabelText('Card number');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Pay $1,250.00' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,250.00' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    const confirmations = fetchMock.mock.calls
      .filter(([url]) => url === `/api/payments/${deposit.id}/confirm-test`)
      .map(([, init]) => (JSON.parse(init?.body as string) as { clientSecret: string }).clientSecret);
    expect(confirmations).toEqual(['secret_1', 'secret_1']);
    expect(intents).toBe(1);
  });

  it('puts the server’s card errors on their fields', async () => {
    serve({
      [`POST /api/payments/${deposit.id}/confirm-test`]: () =>
        jsonResponse(400, {
          code: 'VALIDATION_FAILED',
          message: 'This card has expired',
          fieldErrors: { expYear: ['This card has expired'], cardNumber: ['This card number is not valid'] },
        }),
    });
    const { user, dialog } = await openCheckout();
    await payWith(user, dialog, '4242424242424241');

    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('This card has expired');
    expect(within(dialog).getByLabelText('Card number')).toHaveAccessibleDescription('This card number is not valid');
  });

  it('checks the card form before sending anything', async () => {
    const confirm = recordingReply(200, deposit);
    serve({ [`POST /api/payments/${deposit.id}/confirm-test`]: confirm });
    const { user, dialog } = await openCheckout();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $1,250.00' }));
    expect(within(dialog).getByLabelText('Card number')).toHaveAccessibleDescription('Enter the card number');
    expect(within(dialog).getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('Enter the expiry as MM/YY');
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(confirm.bodies).toEqual([]);
  });
});
