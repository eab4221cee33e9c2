// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentSetup } from '#shared/payments/payments.schemas.ts';
import { recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { PaymentSetupCard } from './payment-setup-card.tsx';

// jsdom cannot leave the page; this records where the owner would have gone.
const navigation = vi.hoisted(() => ({ goToStripe: vi.fn() }));
vi.mock('./go-to-stripe.ts', () => navigation);

const fetchMock = installFetchMock();

const noProcessor: PaymentSetup = {
  checkout: 'none',
  canConnectStripe: true,
  usesPlatformAccount: false,
  stripeAccount: null,
};

function serve(setup: PaymentSetup) {
  const onboarding = recordingReply(200, { url: 'https://connect.stripe.com/setup/e/acct_1/abc' });
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/payments/setup': () => jsonResponse(200, setup),
      'POST /api/payments/setup/stripe-onboarding': onboarding,
    }),
  );
  return onboarding;
}

async function renderCard(setup: PaymentSetup, role: 'owner' | 'manager' | 'coordinator' = 'owner') {
  const onboarding = serve(setup);
  const rendered = renderWithAuth(<PaymentSetupCard />, { user: makeStaffUser(role) });
  return { ...rendered, onboarding, card: await screen.findByTestId('payment-setup') };
}

describe('How the venue takes cards', () => {
  it('says test mode simulates cards and moves no money', async () => {
    const { card } = await renderCard({ ...noProcessor, checkout: 'test', canConnectStripe: false });
    expect(within(card).getByRole('heading')).toHaveTextContent(
      'Test mode: card payments are simulated and no money moves',
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says where Stripe payments go: the venue’s own account, or the server’s', async () => {
    const connected = { id: 'acct_1', chargesEnabled: true, detailsSubmitted: true };
    const { card } = await renderCard({ ...noProcessor, checkout: 'stripe', stripeAccount: connected });
    expect(card).toHaveTextContent('Card and bank payments go to your Stripe account');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the venue uses the server’s own Stripe account, with nothing to connect', async () => {
    const { card } = await renderCard({ ...noProcessor, checkout: 'stripe', usesPlatformAccount: true });
    expect(card).toHaveTextContent('Card and bank payments go to the server’s Stripe account');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('without a processor, an owner connects Stripe: the onboarding link is asked for and followed', async () => {
    navigation.goToStripe.mockClear();
    const { card, user, onboarding } = await renderCard(noProcessor);
    expect(card).toHaveTextContent('Card payments are off: record payments as they arrive');

    await user.click(within(card).getByRole('button', { name: 'Connect Stripe' }));
    await waitFor(() =>
      expect(navigation.goToStripe).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc'),
    );
    expect(onboarding.bodies).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Opening Stripe...' })).toBeDisabled();
  });

  it.each(['manager', 'coordinator'] as const)('tells a %s to ask the owner, with no button', async (role) => {
    const { card } = await renderCard(noProcessor, role);
    expect(card).toHaveTextContent('Ask the venue owner to connect Stripe');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the owner to finish an account Stripe cannot charge on yet', async () => {
    const started = { id: 'acct_1', chargesEnabled: false, detailsSubmitted: false };
    const { card } = await renderCard({ ...noProcessor, stripeAccount: started });
    expect(card).toHaveTextContent('Stripe needs a few more details');
    expect(within(card).getByRole('button', { name: 'Finish setting up Stripe' })).toBeEnabled();
  });

  it('offers no connection when the server has no Stripe', async () => {
    const { card } = await renderCard({ ...noProcessor, canConnectStripe: false });
    expect(card).toHaveTextContent('Card payments are off');
    expect(card).not.toHaveTextContent('Stripe');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why Stripe could not be reached', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/payments/setup': () => jsonResponse(200, noProcessor),
        'POST /api/payments/setup/stripe-onboarding': () =>
          jsonResponse(503, { code: 'UNAVAILABLE', message: 'Stripe could not start the connection: timeout' }),
      }),
    );
    const { user } = renderWithAuth(<PaymentSetupCard />);
    await user.click(await screen.findByRole('button', { name: 'Connect Stripe' }));
    expect(await screen.findByText('Stripe could not start the connection: timeout')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Stripe' })).toBeEnabled();
  });
});
