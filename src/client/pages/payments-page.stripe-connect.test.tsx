// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentSetup } from '#shared/payments/payments.schemas.ts';
import { recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makePayment } from '#client/test/payment-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { PaymentsPage } from './payments-page.tsx';

// jsdom cannot leave the page; this records where the owner would have gone.
const navigation = vi.hoisted(() => ({ goToStripe: vi.fn() }));
vi.mock('#client/features/payments/go-to-stripe.ts', () => navigation);

const fetchMock = installFetchMock();

const unfinished: PaymentSetup = {
  checkout: 'none',
  canConnectStripe: true,
  usesPlatformAccount: false,
  stripeAccount: { id: 'acct_1', chargesEnabled: false, detailsSubmitted: false },
};
const connected: PaymentSetup = {
  ...unfinished,
  checkout: 'stripe',
  stripeAccount: { id: 'acct_1', chargesEnabled: true, detailsSubmitted: true },
};

function serve(afterRefresh: PaymentSetup) {
  let setup = unfinished;
  let payments = [makePayment({ coupleNames: 'Ana & Luis', onlinePayment: null })];
  const refresh = recordingReply(200, afterRefresh);
  const onboarding = recordingReply(200, { url: 'https://connect.stripe.com/setup/e/acct_1/fresh' });
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/payments': () => jsonResponse(200, payments),
      'GET /api/payments/exceptions': () => jsonResponse(200, []),
      'GET /api/payments/setup': () => jsonResponse(200, setup),
      'POST /api/payments/setup/stripe-refresh': (init) => {
        setup = afterRefresh;
        // Every pending payment can now be paid through Stripe.
        if (afterRefresh.checkout === 'stripe') payments = payments.map((p) => ({ ...p, onlinePayment: 'stripe' }));
        return refresh(init);
      },
      'POST /api/payments/setup/stripe-onboarding': onboarding,
    }),
  );
  return { refresh, onboarding };
}

describe('Back from Stripe’s onboarding', () => {
  it('asks Stripe once whether the account can charge, says so, cleans the address and offers the checkout', async () => {
    const { refresh } = serve(connected);
    const { location } = renderWithAuth(<PaymentsPage />, { path: '/payments?stripe=return' });

    expect(await screen.findByText('Stripe connected')).toBeInTheDocument();
    expect(refresh.bodies).toHaveLength(1);
    expect(location.history.at(-1)).toBe('/payments');
    expect(await screen.findByText('Card and bank payments go to your Stripe account')).toBeInTheDocument();
    const row = screen.getByRole('listitem', { name: /Ana & Luis/ });
    await waitFor(() => expect(within(row).getByRole('button', { name: /Request payment/ })).toBeInTheDocument());
  });

  it('says when Stripe still needs details', async () => {
    serve(unfinished);
    renderWithAuth(<PaymentsPage />, { path: '/payments?stripe=return' });
    expect(await screen.findByText('Stripe is not ready yet')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Finish setting up Stripe' })).toBeInTheDocument();
  });

  it('opens a fresh onboarding link when the last one expired', async () => {
    navigation.goToStripe.mockClear();
    const { onboarding, refresh } = serve(connected);
    const { location } = renderWithAuth(<PaymentsPage />, { path: '/payments?stripe=refresh' });

    await waitFor(() =>
      expect(navigation.goToStripe).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/fresh'),
    );
    expect(onboarding.bodies).toHaveLength(1);
    expect(refresh.bodies).toHaveLength(0);
    expect(location.history.at(-1)).toBe('/payments');
  });

  it('asks nothing of Stripe for a manager who follows the link', async () => {
    const { onboarding, refresh } = serve(connected);
    const { location } = renderWithAuth(<PaymentsPage />, {
      path: '/payments?stripe=return',
      user: makeStaffUser('manager'),
    });
    await screen.findByText('Ask the venue owner to finish setting up Stripe.');
    expect(location.history.at(-1)).toBe('/payments');
    expect(refresh.bodies).toHaveLength(0);
    expect(onboarding.bodies).toHaveLength(0);
  });
});
