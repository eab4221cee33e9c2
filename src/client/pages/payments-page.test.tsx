// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
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

function serve(payments: Payment[] | (() => Response), routes: Record<string, (init?: RequestInit) => Response> = {}) {
  fetchMock.mockImplementation(
    routeFetch({
      ...paymentsPageRoutes(typeof payments === 'function' ? payments : () => jsonResponse(200, payments)),
      ...routes,
    }),
  );
}

function card(title: string) {
  return screen.getByRole('region', { name: title });
}

function row(name: RegExp | string) {
  return within(screen.getByRole('list', { name: 'Payments' })).getByRole('listitem', { name });
}

/** The row's status badge (a card shows it by the amount, a wide row in its column: the same text). */
function statusOf(name: RegExp | string) {
  const badges = within(row(name)).getAllByTestId('payment-status');
  expect(new Set(badges.map((badge) => badge.textContent)).size).toBe(1);
  return badges[0];
}

type User = ReturnType<typeof renderWithAuth>['user'];

/** Opens the row's actions menu and names what it offers, then closes it. */
async function menuItemsOf(user: User, name: RegExp) {
  await user.click(within(row(name)).getByRole('button', { name: /^Actions for/ }));
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return items;
}

async function chooseFromMenu(user: User, name: RegExp, item: string) {
  await user.click(within(row(name)).getByRole('button', { name: /^Actions for/ }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
}

const paidThisMonth = makePaidPayment({ coupleNames: 'Ana & Luis', amount: '1000.50' });
// November, but of last year: the spec's month-only comparison would count it.
const paidLastYear = makePaidPayment({
  coupleNames: 'Emma & Noah',
  amount: '2000.00',
  paidAt: '2025-11-10T15:00:00.000Z',
});
// 1 November 03:00 UTC is still 31 October in Chicago.
const paidInOctoberAtVenue = makePaidPayment({
  coupleNames: 'Priya & Sam',
  amount: '500.00',
  paidAt: '2026-11-01T03:00:00.000Z',
});
const overdue = makePayment({ coupleNames: 'Zoë & José', amount: '300.00', dueDate: '2026-11-22' });
// Due today at the venue (the 23rd), though the UTC clock already reads the 24th.
const dueToday = makePayment({ coupleNames: 'Mia & Leo', amount: '400.00', dueDate: '2026-11-23' });
const noDueDate = makePayment({ coupleNames: 'Ava & Eli', amount: '250.25', dueDate: null, type: 'additional' });
const refunded = makePaidPayment({
  coupleNames: 'Lily & Max',
  amount: '999.00',
  status: 'refunded',
  paidAt: '2026-11-12T15:00:00.000Z',
});
const everyPayment = [paidThisMonth, paidLastYear, paidInOctoberAtVenue, overdue, dueToday, noDueDate, refunded];

describe('Payments page', () => {
  it('sums paid and pending payments, counts this month’s (month and year, at the venue) and the overdue', async () => {
    serve(everyPayment);
    renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });

    expect(card('Payments Received')).toHaveTextContent('$3,500.50');
    expect(card('Pending Payments')).toHaveTextContent('$950.25');
    // Only Ana & Luis: not last year's November, not the Chicago October payment, not the refund.
    expect(within(card('Paid This Month')).getByText('1')).toBeInTheDocument();
    expect(card('Paid This Month')).toHaveTextContent('this month');
    // Zoë & José only; Mia & Leo's payment is due today at the venue.
    expect(within(card('Overdue')).getByText('1')).toBeInTheDocument();
    expect(card('Overdue')).toHaveTextContent('$300.00 past due');
  });

  it('reads every page of payments, so the figures and the list cover them all', async () => {
    const page = (payments: Payment[], headers: Record<string, string>) => () =>
      new Response(JSON.stringify(payments), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    serve(page(everyPayment.slice(0, 3), { 'X-Total-Count': '7', 'X-Next-Cursor': 'second' }), {
      'GET /api/payments?cursor=second&limit=200': page(everyPayment.slice(3), { 'X-Total-Count': '7' }),
    });
    renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });

    expect(card('Payments Received')).toHaveTextContent('$3,500.50');
    expect(card('Pending Payments')).toHaveTextContent('$950.25');
    expect(within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem')).toHaveLength(7);
  });

  it('lists couple, description, type, amount and due date, with an overdue date in red', async () => {
    serve(everyPayment);
    renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });

    const late = row(/Zoë & José/);
    expect(late).toHaveTextContent('Deposit to hold the date');
    expect(late).toHaveTextContent('Deposit');
    expect(late).toHaveTextContent('$300.00');
    const lateDue = within(late).getByTestId('payment-due');
    expect(lateDue).toHaveTextContent('Nov 22, 2026 (overdue)');
    expect(lateDue.querySelector('.text-red-700')).not.toBeNull();

    const today = within(row(/Mia & Leo/)).getByTestId('payment-due');
    expect(today).toHaveTextContent('Nov 23, 2026');
    expect(today).not.toHaveTextContent('overdue');
    expect(today.querySelector('.text-red-700')).toBeNull();

    expect(row(/Ava & Eli/)).toHaveTextContent('Additional');
    expect(row(/Ava & Eli/)).toHaveTextContent('No due date');
    expect(statusOf(/Ana & Luis/)).toHaveTextContent('Paid');
    expect(statusOf(/Lily & Max/)).toHaveTextContent('Refunded');
  });

  it('offers Request Payment on pending payments only, and no actions menu on a refunded one', async () => {
    serve(everyPayment);
    renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });

    for (const pending of [/Zoë & José/, /Mia & Leo/, /Ava & Eli/]) {
      expect(within(row(pending)).getByRole('button', { name: /Request payment/ })).toBeInTheDocument();
    }
    for (const settled of [/Ana & Luis/, /Lily & Max/]) {
      expect(within(row(settled)).queryByRole('button', { name: /Request payment/ })).not.toBeInTheDocument();
    }
    expect(within(row(/Lily & Max/)).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    // The old per-row buttons are now the menu's items.
    expect(screen.queryByRole('button', { name: /Record|Refund/ })).not.toBeInTheDocument();
  });

  it.each([
    { role: 'owner', paid: ['Refund'] },
    { role: 'manager', paid: ['Refund'] },
    { role: 'coordinator', paid: null },
  ] as const)('offers a $role the menu items for each status', async ({ role, paid }) => {
    serve(everyPayment);
    const { user } = renderWithAuth(<PaymentsPage />, { path: '/payments', user: makeStaffUser(role) });
    await screen.findByRole('list', { name: 'Payments' });

    // Taking a card over the phone, recording, editing and deleting an unpaid payment are for all staff.
    expect(await menuItemsOf(user, /Zoë & José/)).toEqual([
      'Take card payment',
      'Record payment received',
      'Edit',
      'Delete',
    ]);
    if (paid) expect(await menuItemsOf(user, /Ana & Luis/)).toEqual(paid);
    else expect(within(row(/Ana & Luis/)).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(within(row(/Lily & Max/)).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('says when there are no payments yet, and offers Retry when they cannot be read', async () => {
    let fail = true;
    serve(() =>
      fail ? jsonResponse(500, { message: 'Database unavailable', code: 'INTERNAL' }) : jsonResponse(200, []),
    );
    const { user } = renderWithAuth(<PaymentsPage />, { path: '/payments' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payments could not be loaded');
    expect(alert).toHaveTextContent('500: Database unavailable');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(card('Payments Received')).toHaveTextContent('$0.00');
  });

  it('records a payment received by check, and the row and cards follow', async () => {
    let payments = [overdue];
    const record = recordingReply(200, {
      ...overdue,
      status: 'paid',
      method: 'check',
      paidAt: PAYMENTS_NOW.toISOString(),
    });
    serve(() => jsonResponse(200, payments), {
      [`PATCH /api/payments/${overdue.id}`]: (init) => {
        payments = [{ ...overdue, status: 'paid', method: 'check', paidAt: PAYMENTS_NOW.toISOString() }];
        return record(init);
      },
    });
    const { user } = renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });

    await chooseFromMenu(user, /Zoë & José/, 'Record payment received');
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    expect(await within(dialog).findByText('Choose cash, check or bank transfer')).toBeInTheDocument();
    expect(record.bodies).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'Paid by' }));
    await user.click(await screen.findByRole('option', { name: 'Check' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));

    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(record.bodies).toEqual([{ status: 'paid', method: 'check' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusOf(/Zoë & José/)).toHaveTextContent('Paid');
    expect(card('Payments Received')).toHaveTextContent('$300.00');
    expect(within(card('Overdue')).getByText('0')).toBeInTheDocument();
  });

  it('refunds part of a paid payment: the amount starts at all that is left, and the row says what went back', async () => {
    const partlyRefunded = { ...paidThisMonth, refundedAmount: '200.50' };
    let payments = [paidThisMonth];
    const refund = recordingReply(200, partlyRefunded);
    serve(() => jsonResponse(200, payments), {
      [`POST /api/payments/${paidThisMonth.id}/refunds`]: (init) => {
        payments = [partlyRefunded];
        return refund(init);
      },
    });
    const { user } = renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });

    await chooseFromMenu(user, /Ana & Luis/, 'Refund');
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    expect(dialog).toHaveTextContent('$1,000.50 from Ana & Luis');
    // Paid by card through Stripe: the money goes back the way it came.
    expect(dialog).toHaveTextContent('Refunded through Stripe to the card or bank account it was paid with');
    const amount = within(dialog).getByLabelText('Amount to refund ($)');
    expect(amount).toHaveValue('1000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(refund.bodies).toEqual([]);

    await chooseFromMenu(user, /Ana & Luis/, 'Refund');
    const again = await screen.findByRole('dialog', { name: 'Refund Payment' });
    await user.clear(within(again).getByLabelText('Amount to refund ($)'));
    await user.type(within(again).getByLabelText('Amount to refund ($)'), '200.50');
    await user.type(within(again).getByLabelText('Reason (optional)'), 'Smaller guest count');
    await user.click(within(again).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Payment refunded')).toBeInTheDocument();
    expect(screen.getByText('$200.50 of $1,000.50 to Ana & Luis is refunded.')).toBeInTheDocument();
    expect(refund.bodies).toEqual([{ amount: '200.50', reason: 'Smaller guest count' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row(/Ana & Luis/)).toHaveTextContent('Refunded $200.50 of $1,000.50');
    expect(statusOf(/Ana & Luis/)).toHaveTextContent('Paid');
    // Revenue is what was kept.
    expect(card('Payments Received')).toHaveTextContent('$800.00');
  });

  it('sends a blank amount as all that is left, and puts the server’s refusal on the field', async () => {
    const partlyRefunded = {
      ...paidThisMonth,
      provider: 'manual' as const,
      method: 'cash' as const,
      refundedAmount: '500.00',
    };
    // Another refund still on its way leaves less than the row shows: the server says how much.
    const refund = recordingReply(400, {
      code: 'VALIDATION_FAILED',
      message: 'At most $300.50 is left to refund',
      fieldErrors: { amount: ['At most $300.50 is left to refund'] },
    });
    const refundInFull = recordingReply(200, { ...partlyRefunded, refundedAmount: '1000.50', status: 'refunded' });
    serve([partlyRefunded], {
      [`POST /api/payments/${paidThisMonth.id}/refunds`]: (init) =>
        refund.bodies.length === 0 ? refund(init) : refundInFull(init),
    });
    const { user } = renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });

    await chooseFromMenu(user, /Ana & Luis/, 'Refund');
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    expect(dialog).toHaveTextContent('of which $500.00 is refunded already');
    expect(dialog).toHaveTextContent('Record money you gave back yourself');
    const amount = within(dialog).getByLabelText('Amount to refund ($)');
    expect(amount).toHaveValue('500.50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await within(dialog).findByText('At most $300.50 is left to refund')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('At most $300.50 is left to refund'));
    expect(screen.getByRole('dialog', { name: 'Refund Payment' })).toBeInTheDocument();

    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('$1,000.50 to Ana & Luis is refunded in full.')).toBeInTheDocument();
    expect(refund.bodies).toEqual([{ amount: '500.50', reason: null }]);
    expect(refundInFull.bodies).toEqual([{ reason: null }]);
  });

  it('says why Stripe refused a refund, in the dialog, which stays open', async () => {
    serve([paidThisMonth], {
      [`POST /api/payments/${paidThisMonth.id}/refunds`]: () =>
        jsonResponse(409, { code: 'CONFLICT', message: 'Stripe refused the refund: the charge is disputed' }),
    });
    const { user } = renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });
    await chooseFromMenu(user, /Ana & Luis/, 'Refund');
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Stripe refused the refund: the charge is disputed',
    );
  });

  it('marks test payments, shows a bank debit as processing with nothing to do, and offers no checkout without a processor', async () => {
    const testPaid = makePaidPayment({ coupleNames: 'Tess & Tom', provider: 'test' });
    const processing = makePayment({ coupleNames: 'Bea & Ben', status: 'processing', onlinePayment: null });
    const offline = makePayment({ coupleNames: 'Oli & Ola', onlinePayment: null });
    serve([testPaid, processing, offline]);
    renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });

    expect(within(row(/Tess & Tom/)).getAllByTestId('test-payment')[0]).toHaveTextContent(
      'Test payment: no money moved',
    );
    expect(within(row(/Bea & Ben/)).queryByTestId('test-payment')).not.toBeInTheDocument();
    expect(statusOf(/Bea & Ben/)).toHaveTextContent('Processing');
    expect(row(/Bea & Ben/)).toHaveTextContent('Bank payment on its way');
    expect(within(row(/Bea & Ben/)).queryByRole('button')).not.toBeInTheDocument();
    // Pending, but no card processor: recorded by hand only.
    expect(within(row(/Oli & Ola/)).queryByRole('button', { name: /Request payment/ })).not.toBeInTheDocument();
    expect(within(row(/Oli & Ola/)).getByRole('button', { name: /^Actions for/ })).toBeInTheDocument();
  });

  it('works the menu from the keyboard, and the chosen item’s dialog takes focus', async () => {
    serve([paidThisMonth]);
    const { user } = renderWithAuth(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('list', { name: 'Payments' });
    const button = within(row(/Ana & Luis/)).getByRole('button', { name: 'Actions for Ana & Luis, Deposit $1,000.50' });

    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions for Ana & Luis, Deposit $1,000.50' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Refund' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Enter}');
    const refund = await screen.findByRole('dialog', { name: 'Refund Payment' });
    // The closing menu does not pull focus back out of the dialog.
    await waitFor(() => expect(within(refund).getByLabelText('Amount to refund ($)')).toHaveFocus());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Closing the dialog gives focus back to the menu's button, not to the page.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
