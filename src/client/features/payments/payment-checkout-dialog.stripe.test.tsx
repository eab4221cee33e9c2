// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makePayment } from '#client/test/payment-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { PaymentCheckoutDialog } from './payment-checkout-dialog.tsx';

// Stripe.js itself comes from Stripe's servers; these stand in for it and for Elements.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmPayment: vi.fn(),
  elements: { id: 'elements' },
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-testid="elements" data-client-secret={options.clientSecret}>
      {children}
    </div>
  ),
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => stripe.elements,
}));

const fetchMock = installFetchMock();
const payment = makePayment({ coupleNames: 'Ana & Luis', amount: '1250.00' });

function serve(provider: 'test' | 'stripe') {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/payments': () => jsonResponse(200, [payment]),
      'GET /api/payments/config': () =>
        jsonResponse(200, provider === 'stripe' ? { provider, publishableKey: 'pk_test_123' } : { provider }),
      'POST /api/create-payment-intent': () =>
        jsonResponse(200, { clientSecret: 'pi_3_secret_xyz', amount: '1250.00', provider }),
    }),
  );
}

async function renderCheckout() {
  const onClose = vi.fn();
  const rendered = renderWithAuth(<PaymentCheckoutDialog payment={payment} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Payment Checkout' });
  return { ...rendered, dialog, onClose };
}

describe('Payment Checkout with Stripe', () => {
  it('confirms through Stripe Elements with the return address /payments, then says so and closes', async () => {
    stripe.loadStripe.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    serve('stripe');
    const { user, dialog, onClose } = await renderCheckout();

    expect(await within(dialog).findByTestId('payment-element')).toBeInTheDocument();
    expect(within(dialog).getByTestId('elements')).toHaveAttribute('data-client-secret', 'pi_3_secret_xyz');
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(dialog).not.toHaveTextContent('Test mode');

    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,250.00' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: `${window.location.origin}/payments` },
      redirect: 'if_required',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows "Payment Failed" with Stripe’s message and stays open', async () => {
    stripe.loadStripe.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
    serve('stripe');
    const { user, dialog, onClose } = await renderCheckout();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $1,250.00' }));

    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('never loads Stripe.js in test mode', async () => {
    stripe.loadStripe.mockClear();
    serve('test');
    const { dialog } = await renderCheckout();
    expect(await within(dialog).findByLabelText('Card number')).toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
