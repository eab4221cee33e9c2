// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makePayment, paymentsPageRoutes, freezeClockAtPaymentsNow } from '#client/test/payment-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { PaymentsPage } from './payments-page.tsx';

const fetchMock = installFetchMock();

freezeClockAtPaymentsNow();

const deposit = makePayment({ coupleNames: 'Zoë & José', amount: '300.00', dueDate: '2026-12-01' });

function serve(payments: () => Payment[], routes: Record<string, (init?: RequestInit) => Response>) {
  fetchMock.mockImplementation(
    routeFetch({
      ...paymentsPageRoutes(() => jsonResponse(200, payments())),
      ...routes,
    }),
  );
}

async function openPage() {
  const rendered = renderWithAuth(<PaymentsPage />, { path: '/payments' });
  const list = await screen.findByRole('list', { name: 'Payments' });
  return { ...rendered, list };
}

async function choose(user: ReturnType<typeof renderWithAuth>['user'], item: string) {
  const row = within(screen.getByRole('list', { name: 'Payments' })).getByRole('listitem', { name: /Zoë & José/ });
  await user.click(within(row).getByRole('button', { name: /^Actions for/ }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
}

describe('a pending payment’s Edit and Delete', () => {
  it('edits the amount and due date with the shared rules, sending nothing refused', async () => {
    let payments = [deposit];
    const save = recordingReply(200, { ...deposit, amount: '350.00', dueDate: '2026-12-15' });
    serve(() => payments, {
      [`PATCH /api/payments/${deposit.id}`]: (init) => {
        payments = [{ ...deposit, amount: '350.00', dueDate: '2026-12-15' }];
        return save(init);
      },
    });
    const { user } = await openPage();
    await choose(user, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payment' });
    const amount = within(dialog).getByLabelText('Amount ($)');
    expect(amount).toHaveValue(300);

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Enter an amount above 0 with at most 2 decimals')).toBeInTheDocument();
    expect(save.bodies).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '350');
    await user.clear(within(dialog).getByLabelText('Due Date'));
    await user.type(within(dialog).getByLabelText('Due Date'), '2026-12-15');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Payment updated')).toBeInTheDocument();
    expect(save.bodies).toEqual([
      { amount: '350', type: 'deposit', description: 'Deposit to hold the date', dueDate: '2026-12-15' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: 'Zoë & José, Deposit $350.00' })).toBeInTheDocument();
  });

  it('deletes after asking, and the row goes', async () => {
    let payments = [deposit];
    let deletes = 0;
    serve(() => payments, {
      [`DELETE /api/payments/${deposit.id}`]: () => {
        deletes += 1;
        payments = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = await openPage();
    await choose(user, 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete payment?' });
    expect(confirm).toHaveTextContent('The deposit of $300.00 from Zoë & José will no longer be asked for.');
    expect(deletes).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Payment deleted')).toBeInTheDocument();
    expect(deletes).toBe(1);
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });

  it('says why the server kept a payment paid in the meantime', async () => {
    serve(() => [deposit], {
      [`DELETE /api/payments/${deposit.id}`]: () =>
        jsonResponse(409, {
          code: 'CONFLICT',
          message: 'This payment is paid, so it can no longer be deleted; refund it instead',
        }),
    });
    const { user } = await openPage();
    await choose(user, 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete payment')).toBeInTheDocument();
    expect(
      screen.getByText('This payment is paid, so it can no longer be deleted; refund it instead'),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /Zoë & José/ })).toBeInTheDocument();
  });
});
