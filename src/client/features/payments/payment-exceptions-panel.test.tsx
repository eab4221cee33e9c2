// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentException } from '#shared/payments/payments.schemas.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { PaymentExceptionsPanel } from './payment-exceptions-panel.tsx';

const fetchMock = installFetchMock();

function makeException(overrides: Partial<PaymentException>): PaymentException {
  return {
    id: 1,
    paymentId: 101,
    coupleNames: 'Ana & Luis',
    kind: 'already_paid',
    message: 'Stripe took a card payment for a payment that was already paid (or refunded), so it was paid twice.',
    amount: '1250.00',
    currency: 'usd',
    refundStatus: 'refunded',
    refundFailure: null,
    createdAt: '2026-11-20T18:00:00.000Z',
    ...overrides,
  };
}

const refunded = makeException({ id: 1 });
const failed = makeException({
  id: 2,
  coupleNames: 'Zoë & José',
  kind: 'booking_cancelled',
  message: 'Stripe took a payment for a booking that is cancelled.',
  amount: '300.00',
  refundStatus: 'failed',
  refundFailure: 'The charge is disputed',
});
const pending = makeException({ id: 3, coupleNames: 'Mia & Leo', amount: '400.00', refundStatus: 'pending' });

/** The open exceptions, which the actions change as the server would. */
function serve(initial: PaymentException[], routes: Record<string, (init?: RequestInit) => Response> = {}) {
  const state = { exceptions: initial };
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/payments/exceptions': () => jsonResponse(200, state.exceptions),
      ...routes,
    }),
  );
  return state;
}

const item = (name: RegExp) => screen.getByRole('listitem', { name });

describe('Needs a look', () => {
  it('is not there while nothing needs a look', async () => {
    serve([]);
    renderWithAuth(<PaymentExceptionsPanel timeZone="America/Chicago" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Needs a look' })).not.toBeInTheDocument();
  });

  it('lists each with what happened, the couple, the amount and where its refund is', async () => {
    serve([refunded, failed, pending]);
    renderWithAuth(<PaymentExceptionsPanel timeZone="America/Chicago" />);
    const panel = await screen.findByRole('region', { name: 'Needs a look' });

    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(item(/Ana & Luis/)).toHaveTextContent('$1,250.00');
    expect(item(/Ana & Luis/)).toHaveTextContent('so it was paid twice');
    expect(within(item(/Ana & Luis/)).getByTestId('exception-refund-status')).toHaveTextContent('Refunded');
    expect(within(item(/Zoë & José/)).getByTestId('exception-refund-status')).toHaveTextContent('Refund failed');
    expect(item(/Zoë & José/)).toHaveTextContent('Stripe said: The charge is disputed');
    expect(within(item(/Mia & Leo/)).getByTestId('exception-refund-status')).toHaveTextContent('Refund on its way');
    // Refund now only where the refund failed, Mark as reviewed only where the money is back.
    expect(
      within(item(/Ana & Luis/))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark as reviewed']);
    expect(
      within(item(/Zoë & José/))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Refund now']);
    expect(within(item(/Mia & Leo/)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks one reviewed, and it leaves the list', async () => {
    const state = serve([refunded, failed], {
      'POST /api/payments/exceptions/1/resolve': () => {
        state.exceptions = [failed];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderWithAuth(<PaymentExceptionsPanel timeZone="America/Chicago" />);
    await screen.findByRole('region', { name: 'Needs a look' });

    await user.click(screen.getByRole('button', { name: 'Mark as reviewed: Ana & Luis, $1,250.00' }));
    expect(await screen.findByText('Marked as reviewed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Ana & Luis/ })).not.toBeInTheDocument());
    expect(item(/Zoë & José/)).toBeInTheDocument();
  });

  it('refunds a failed one again; when Stripe still refuses, says why', async () => {
    let stripeRefuses = true;
    const state = serve([failed], {
      'POST /api/payments/exceptions/2/refund': () => {
        if (stripeRefuses) {
          return jsonResponse(409, { code: 'CONFLICT', message: 'Stripe did not refund it: The charge is disputed' });
        }
        state.exceptions = [{ ...failed, refundStatus: 'refunded', refundFailure: null }];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderWithAuth(<PaymentExceptionsPanel timeZone="America/Chicago" />);
    await screen.findByRole('region', { name: 'Needs a look' });

    await user.click(screen.getByRole('button', { name: 'Refund now: Zoë & José, $300.00' }));
    expect(await screen.findByText('Stripe did not refund it: The charge is disputed')).toBeInTheDocument();

    stripeRefuses = false;
    await user.click(screen.getByRole('button', { name: 'Refund now: Zoë & José, $300.00' }));
    expect(await screen.findByText('Refund sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(item(/Zoë & José/)).getByTestId('exception-refund-status')).toHaveTextContent('Refunded'),
    );
    expect(within(item(/Zoë & José/)).getByRole('button', { name: /^Mark as reviewed/ })).toBeInTheDocument();
  });

  it('shows a coordinator the list without its actions', async () => {
    serve([refunded, failed]);
    renderWithAuth(<PaymentExceptionsPanel timeZone="America/Chicago" />, { user: makeStaffUser('coordinator') });
    const panel = await screen.findByRole('region', { name: 'Needs a look' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('An owner or manager reviews each one.');
  });
});
