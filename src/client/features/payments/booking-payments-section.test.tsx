// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { BookingDialogsProvider, useBookingDialogs } from '#client/features/bookings/index.ts';
import { makeBooking, recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makePaidPayment, makePayment } from '#client/test/payment-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { BookingPaymentsSection } from './booking-payments-section.tsx';

const fetchMock = installFetchMock();

const booking = makeBooking({ id: 42, coupleNames: 'Sarah & Michael', totalAmount: '12500.00' });

function serve(routes: Record<string, (init?: RequestInit) => Response> = {}) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/payments?bookingId=42': () => jsonResponse(200, []),
      ...routes,
    }),
  );
}

async function openSchedule(shown: Booking = booking) {
  const rendered = renderWithAuth(<BookingPaymentsSection booking={shown} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Payment Schedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payment Schedule' });
  return { ...rendered, dialog };
}

/** The preview's rows as [payment, due, amount] (a phone shows the due date under the payment instead). */
function previewRows(dialog: HTMLElement): string[][] {
  return within(within(dialog).getByTestId('schedule-preview'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      row.querySelector('th')?.firstChild?.textContent ?? '',
      ...Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? ''),
    ]);
}

function centsOf(text: string): number {
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

describe('Payment schedule from a booking’s details', () => {
  it('reads every page of the booking’s payments, and only the booking’s', async () => {
    const page = (payments: unknown[], nextCursor?: string) =>
      new Response(JSON.stringify(payments), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ...(nextCursor ? { 'X-Next-Cursor': nextCursor } : {}) },
      });
    serve({
      'GET /api/payments?bookingId=42': () => page([makePaidPayment({ bookingId: 42, amount: '100.00' })], 'c2'),
      'GET /api/payments?bookingId=42&cursor=c2&limit=200': () =>
        page([makePayment({ bookingId: 42, amount: '50.00', type: 'additional' })]),
    });
    renderWithAuth(<BookingPaymentsSection booking={booking} />);
    expect(await screen.findByText('2 payments: $100.00 paid of $150.00.')).toBeInTheDocument();
  });

  it('previews each amount as it is typed, and the parts add up to the booking’s total', async () => {
    serve();
    const { user, dialog } = await openSchedule();
    expect(previewRows(dialog)).toEqual([
      ['Deposit (25%)', 'No due date', '$3,125.00'],
      ['Final balance', 'No due date', '$9,375.00'],
      ['Booking total', '', '$12,500.00'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    const milestone = within(dialog).getByRole('group', { name: 'Milestone 1' });
    await user.type(within(milestone).getByLabelText('Percent'), '33.33');
    await user.type(within(milestone).getByLabelText('Due date'), '2031-03-01');
    await user.clear(within(dialog).getByLabelText('Deposit (%)'));
    await user.type(within(dialog).getByLabelText('Deposit (%)'), '10');
    await user.type(within(dialog).getByLabelText('Final balance due date'), '2031-05-14');
    expect(previewRows(dialog)).toEqual([
      ['Deposit (10%)', 'No due date', '$1,250.00'],
      ['Milestone 1 (33.33%)', 'Mar 1, 2031', '$4,166.25'],
      ['Final balance', 'May 14, 2031', '$7,083.75'],
      ['Booking total', '', '$12,500.00'],
    ]);

    // A fixed amount instead of a percent.
    await user.click(within(milestone).getByRole('combobox', { name: 'Share' }));
    await user.click(await screen.findByRole('option', { name: 'Fixed amount' }));
    await user.clear(within(milestone).getByLabelText('Amount ($)'));
    await user.type(within(milestone).getByLabelText('Amount ($)'), '1000.50');
    const rows = previewRows(dialog);
    expect(rows.map((row) => row.at(-1))).toEqual(['$1,250.00', '$1,000.50', '$10,249.50', '$12,500.00']);
    const parts = rows.slice(0, -1).map((row) => centsOf(row.at(-1) ?? ''));
    expect(parts.reduce((sum, cents) => sum + cents, 0)).toBe(1_250_000);
  });

  it('saves the schedule, says so and closes', async () => {
    const save = recordingReply(201, [makePayment(), makePayment({ type: 'final' })]);
    serve({ 'POST /api/bookings/42/payment-schedule': save });
    const { user, dialog } = await openSchedule();
    await user.type(within(dialog).getByLabelText('Deposit due date (optional)'), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    const milestone = within(dialog).getByRole('group', { name: 'Milestone 1' });
    await user.click(within(milestone).getByRole('combobox', { name: 'Share' }));
    await user.click(await screen.findByRole('option', { name: 'Fixed amount' }));
    await user.type(within(milestone).getByLabelText('Amount ($)'), '2000');
    await user.type(within(milestone).getByLabelText('Due date'), '2031-03-01');
    await user.type(within(dialog).getByLabelText('Final balance due date'), '2031-05-14');
    await user.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));

    expect(await screen.findByText('Payment schedule created')).toBeInTheDocument();
    expect(save.bodies).toEqual([
      {
        depositPercent: 25,
        depositDueDate: '2026-12-01',
        milestones: [{ amount: '2000', dueDate: '2031-03-01' }],
        finalDueDate: '2031-05-14',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a schedule that leaves nothing for the final payment, and sends nothing', async () => {
    const save = recordingReply(201, []);
    serve({ 'POST /api/bookings/42/payment-schedule': save });
    const { user, dialog } = await openSchedule();
    await user.clear(within(dialog).getByLabelText('Deposit (%)'));
    await user.type(within(dialog).getByLabelText('Deposit (%)'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    const milestone = within(dialog).getByRole('group', { name: 'Milestone 1' });
    await user.type(within(milestone).getByLabelText('Percent'), '40');
    await user.type(within(milestone).getByLabelText('Due date'), '2031-03-01');
    await user.type(within(dialog).getByLabelText('Final balance due date'), '2031-05-14');
    expect(previewRows(dialog).map((row) => row.at(-1))).toEqual(['—', '—', '—', '$12,500.00']);

    await user.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The deposit and milestones leave nothing for the final payment',
    );
    expect(save.bodies).toEqual([]);
  });

  it('needs a final due date and each milestone’s, in place', async () => {
    const save = recordingReply(201, []);
    serve({ 'POST /api/bookings/42/payment-schedule': save });
    const { user, dialog } = await openSchedule();
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    const milestone = within(dialog).getByRole('group', { name: 'Milestone 1' });
    await user.type(within(milestone).getByLabelText('Percent'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));

    expect(within(dialog).getByLabelText('Final balance due date')).toHaveAccessibleDescription(
      'Enter dates as YYYY-MM-DD',
    );
    expect(within(milestone).getByLabelText('Due date')).toHaveAccessibleDescription('Enter dates as YYYY-MM-DD');
    expect(save.bodies).toEqual([]);

    await user.click(within(milestone).getByRole('button', { name: 'Remove milestone 1' }));
    expect(within(dialog).queryByRole('group', { name: 'Milestone 1' })).not.toBeInTheDocument();
  });

  it('shows the server’s 409 in the dialog', async () => {
    serve({
      'POST /api/bookings/42/payment-schedule': () =>
        jsonResponse(409, { code: 'CONFLICT', message: 'This booking already has unpaid scheduled payments' }),
    });
    const { user, dialog } = await openSchedule();
    await user.type(within(dialog).getByLabelText('Final balance due date'), '2031-05-14');
    await user.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking already has unpaid scheduled payments',
    );
    expect(screen.getByRole('dialog', { name: 'Payment Schedule' })).toBeInTheDocument();
  });

  it('offers no second schedule while scheduled payments are unpaid, unless nothing of the schedule is paid', async () => {
    serve({
      'GET /api/payments?bookingId=43': () => jsonResponse(200, [makePayment({ bookingId: 43, type: 'final' })]),
      'GET /api/payments?bookingId=44': () =>
        jsonResponse(200, [
          makePayment({ bookingId: 44, type: 'additional' }),
          makePaidPayment({ bookingId: 44, type: 'deposit' }),
        ]),
      'GET /api/payments?bookingId=45': () =>
        jsonResponse(200, [
          makePaidPayment({ bookingId: 45, type: 'deposit', scheduleId: 's1' }),
          makePayment({ bookingId: 45, type: 'final', scheduleId: 's1' }),
        ]),
    });
    renderWithAuth(
      <>
        <BookingPaymentsSection booking={makeBooking({ id: 43, coupleNames: 'Scheduled' })} />
        <BookingPaymentsSection booking={makeBooking({ id: 44, coupleNames: 'Paid Up' })} />
        <BookingPaymentsSection booking={makeBooking({ id: 45, coupleNames: 'Part Paid' })} />
      </>,
    );
    const [scheduled, paidUp, partPaid] = await screen.findAllByRole('region', { name: 'Payments' });
    await waitFor(() => expect(within(scheduled!).getByRole('button', { name: 'Payment Schedule' })).toBeDisabled());
    expect(scheduled).toHaveTextContent('once the unpaid deposit, milestone and final payments are paid');
    // An unpaid extra payment is no schedule.
    await waitFor(() => expect(within(paidUp!).getByRole('button', { name: 'Payment Schedule' })).toBeEnabled());
    // Part of this schedule is paid: it stays.
    await waitFor(() => expect(within(partPaid!).getByRole('button', { name: 'Payment Schedule' })).toBeDisabled());
  });

  it('takes the total of a booking without one, and sends it with the schedule', async () => {
    const save = recordingReply(201, [makePayment(), makePayment({ type: 'final' })]);
    serve({ 'POST /api/bookings/42/payment-schedule': save });
    const { user, dialog } = await openSchedule(makeBooking({ id: 42, coupleNames: 'No Total', totalAmount: null }));
    const total = within(dialog).getByLabelText('Booking total ($)');
    expect(total).toHaveValue(null);
    await user.type(within(dialog).getByLabelText('Final balance due date'), '2031-05-14');
    await user.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));
    expect(total).toHaveAccessibleDescription(expect.stringContaining('Enter an amount'));
    expect(save.bodies).toEqual([]);

    await user.type(total, '8000');
    expect(previewRows(dialog).map((row) => row.at(-1))).toEqual(['$2,000.00', '$6,000.00', '$8,000.00']);
    await user.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));
    expect(await screen.findByText('Payment schedule created')).toBeInTheDocument();
    expect(save.bodies).toEqual([
      { totalAmount: '8000', depositPercent: 25, depositDueDate: null, milestones: [], finalDueDate: '2031-05-14' },
    ]);
  });

  it('replaces a schedule nothing of which is paid', async () => {
    const replace = recordingReply(200, [makePayment(), makePayment({ type: 'final' })]);
    serve({
      'GET /api/payments?bookingId=42': () =>
        jsonResponse(200, [
          makePayment({ bookingId: 42, type: 'deposit', amount: '3125.00', scheduleId: 's1' }),
          makePayment({ bookingId: 42, type: 'final', amount: '9375.00', scheduleId: 's1' }),
        ]),
      'PUT /api/bookings/42/payment-schedule': replace,
    });
    const { user } = renderWithAuth(<BookingPaymentsSection booking={booking} />);
    const section = await screen.findByRole('region', { name: 'Payments' });
    expect(section).toHaveTextContent('Replace Schedule makes a new one in its place');
    await user.click(await within(section).findByRole('button', { name: 'Replace Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Payment Schedule' });
    expect(dialog).toHaveTextContent('It replaces the unpaid schedule, whose payments are deleted.');
    await user.clear(within(dialog).getByLabelText('Deposit (%)'));
    await user.type(within(dialog).getByLabelText('Deposit (%)'), '40');
    await user.type(within(dialog).getByLabelText('Final balance due date'), '2031-05-14');
    await user.click(within(dialog).getByRole('button', { name: 'Replace Schedule' }));
    expect(await screen.findByText('Payment schedule replaced')).toBeInTheDocument();
    expect(replace.bodies).toEqual([
      { depositPercent: 40, depositDueDate: null, milestones: [], finalDueDate: '2031-05-14' },
    ]);
  });

  it('sits in the booking details dialog with the booking’s payments, through the app’s extension', async () => {
    serve({
      'GET /api/payments?bookingId=42': () =>
        jsonResponse(200, [
          makePaidPayment({ bookingId: 42, amount: '3125.00' }),
          makePayment({ bookingId: 42, amount: '9375.00', type: 'additional' }),
        ]),
    });
    function OpenDetails() {
      const { openBookingDetails } = useBookingDialogs();
      return (
        <button type="button" onClick={() => openBookingDetails(booking)}>
          Open
        </button>
      );
    }
    const { user } = renderWithAuth(
      <BookingDialogsProvider detailsExtension={BookingPaymentsSection}>
        <OpenDetails />
      </BookingDialogsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    const section = within(details).getByRole('region', { name: 'Payments' });
    expect(await within(section).findByText('2 payments: $3,125.00 paid of $12,500.00.')).toBeInTheDocument();
    // The server filters by booking: the venue's other payments are never read.
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/payments');

    await user.click(within(section).getByRole('button', { name: 'Payment Schedule' }));
    const schedule = await screen.findByRole('dialog', { name: 'Payment Schedule' });
    // The paid deposit is in already; the unpaid extra is charged on top.
    expect(within(schedule).getByTestId('schedule-total')).toHaveTextContent('$9,375.00');
  });

  it('splits only what is left: money paid or on its way, less refunds, and not extras', async () => {
    const save = recordingReply(201, [makePayment(), makePayment({ type: 'final' })]);
    serve({
      'GET /api/payments?bookingId=50': () =>
        jsonResponse(200, [
          // $2,500 paid, $500 of it refunded: $2,000 in.
          makePaidPayment({ bookingId: 50, amount: '2500.00', refundedAmount: '500.00' }),
          // A bank debit on its way counts as in.
          makePayment({ bookingId: 50, type: 'milestone', amount: '1000.00', status: 'processing' }),
          // Extras are charged on top of the total; a refunded payment brought nothing.
          makePaidPayment({ bookingId: 50, type: 'additional', amount: '800.00' }),
          makePaidPayment({ bookingId: 50, amount: '400.00', status: 'refunded', refundedAmount: '400.00' }),
          makePayment({ bookingId: 50, type: 'final', amount: '7000.00', status: 'failed' }),
        ]),
      'POST /api/bookings/50/payment-schedule': save,
    });
    const { user, dialog } = await openSchedule(
      makeBooking({ id: 50, coupleNames: 'Ana & Luis', totalAmount: '10000.00' }),
    );

    expect(dialog).toHaveTextContent(
      '$3,000.00 of the $10,000.00 total is already paid; this schedule splits the $7,000.00 left.',
    );
    expect(previewRows(dialog)).toEqual([
      ['Deposit (25%)', 'No due date', '$1,750.00'],
      ['Final balance', 'No due date', '$5,250.00'],
      ['Left to pay', '', '$7,000.00'],
    ]);
    await user.type(within(dialog).getByLabelText('Final balance due date'), '2031-05-14');
    await user.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));
    expect(await screen.findByText('Payment schedule created')).toBeInTheDocument();
    expect(screen.getByText('2 payments for Ana & Luis, adding up to $7,000.00.')).toBeInTheDocument();
  });

  it('offers no schedule once the whole total is in', async () => {
    serve({
      'GET /api/payments?bookingId=42': () =>
        jsonResponse(200, [makePaidPayment({ bookingId: 42, amount: '12500.00', type: 'final' })]),
    });
    renderWithAuth(<BookingPaymentsSection booking={booking} />);
    const section = await screen.findByRole('region', { name: 'Payments' });
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Payment Schedule' })).toBeDisabled());
    expect(section).toHaveTextContent('nothing is left to schedule');
  });
});
