// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makePayment } from '#client/test/payment-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { PayI18nProvider, paySurface } from './pay-i18n.ts';
import { PaymentCheckoutDialog } from './payment-checkout-dialog.tsx';

// Stripe.js itself comes from Stripe's servers; these stand in for it and for Elements.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmPayment: vi.fn(),
  elements: { id: 'elements' },
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string; locale: string } }) => (
    <div data-testid="elements" data-client-secret={options.clientSecret} data-locale={options.locale}>
      {children}
    </div>
  ),
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => stripe.elements,
}));

const fetchMock = installFetchMock();
const payment = makePayment({ coupleNames: 'Ana & Luis', amount: '1250.00', onlinePayment: 'stripe' });

/** The intent the server makes: with Stripe, its key and the venue's connected account travel with it. */
function serve(provider: 'test' | 'stripe', stripeAccount: string | null = 'acct_venue_7') {
  const intent =
    provider === 'stripe'
      ? { provider, clientSecret: 'pi_3_secret_xyz', amount: '1250.00', publishableKey: 'pk_test_123', stripeAccount }
      : { provider, clientSecret: 'pi_test_secret_xyz', amount: '1250.00' };
  const startCheckout = recordingReply(200, intent);
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/payments': () => jsonResponse(200, [payment]),
      'POST /api/create-payment-intent': startCheckout,
    }),
  );
  return startCheckout;
}

async function renderCheckout() {
  const onClose = vi.fn();
  const rendered = renderWithAuth(<PaymentCheckoutDialog payment={payment} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Payment Checkout' });
  return { ...rendered, dialog, onClose };
}

// The page's Spanish messages are a chunk of their own (docs/decisions/076): loaded here, so a first
// render in Spanish finds them, as the language switch and a rendered page's hydration do. What
// a page shows while they load is tested in src/client/lib/i18n/i18n-context.test.tsx.
beforeAll(() => paySurface.load('es'));

describe('Payment Checkout with Stripe', () => {
  beforeEach(() => {
    stripe.loadStripe.mockReset();
    stripe.confirmPayment.mockReset();
  });

  it('confirms through Stripe Elements on the venue’s account with the return address /payments, then says so and closes', async () => {
    stripe.loadStripe.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const startCheckout = serve('stripe');
    const { user, dialog, onClose } = await renderCheckout();

    expect(await within(dialog).findByTestId('payment-element')).toBeInTheDocument();
    expect(within(dialog).getByTestId('elements')).toHaveAttribute('data-client-secret', 'pi_3_secret_xyz');
    expect(within(dialog).getByTestId('elements')).toHaveAttribute('data-locale', 'en');
    // A direct charge: Stripe.js is told the connected account the intent lives on.
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123', { stripeAccount: 'acct_venue_7' });
    expect(dialog).not.toHaveTextContent('Test mode');
    // The checkout was opened once, with spec §7's body.
    expect(startCheckout.bodies).toEqual([{ amount: '1250.00', paymentId: payment.id }]);

    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,250.00' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: `${window.location.origin}/payments` },
      redirect: 'if_required',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('loads Stripe.js without an account for the server’s own Stripe account', async () => {
    stripe.loadStripe.mockResolvedValue({});
    serve('stripe', null);
    const { dialog } = await renderCheckout();
    expect(await within(dialog).findByTestId('payment-element')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
  });

  it('says a bank debit is processing, not successful, and closes', async () => {
    stripe.loadStripe.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'processing' } });
    serve('stripe');
    const { user, dialog, onClose } = await renderCheckout();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $1,250.00' }));

    expect(await screen.findByText('Payment processing')).toBeInTheDocument();
    expect(screen.getByText('Bank payments take a few business days to clear.')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
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
    serve('test');
    const { dialog } = await renderCheckout();
    expect(await within(dialog).findByLabelText('Card number')).toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it('gives Stripe Elements the locale es-419 on a Spanish page, and pays in Spanish (docs/decisions/071)', async () => {
    stripe.loadStripe.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Su tarjeta no tiene fondos suficientes.' } });
    serve('stripe');
    const { user } = renderWithAuth(
      <PayI18nProvider language="es">
        <PaymentCheckoutDialog payment={payment} onClose={vi.fn()} />
      </PayI18nProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pago con tarjeta' });
    expect(await within(dialog).findByTestId('elements')).toHaveAttribute('data-locale', 'es-419');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $1,250.00' }));
    expect(await screen.findByText('El pago no se realizó')).toBeInTheDocument();
    expect(screen.getByText('Su tarjeta no tiene fondos suficientes.')).toBeInTheDocument();
  });
});
