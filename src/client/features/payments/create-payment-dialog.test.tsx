// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeBooking, recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makePayment } from '#client/test/payment-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { CreatePaymentDialog } from './create-payment-dialog.tsx';

const fetchMock = installFetchMock();

const bookings = [
  makeBooking(),
  makeBooking({ id: 43, coupleNames: 'Ana & Luis', eventDate: '2031-08-02T22:00:00.000Z' }),
];

function serve(create: (init?: RequestInit) => Response) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/bookings': () => jsonResponse(200, bookings),
      'POST /api/payments': create,
    }),
  );
}

function serveBookings(list: ReturnType<typeof makeBooking>[]) {
  fetchMock.mockImplementation(routeFetch({ 'GET /api/bookings': () => jsonResponse(200, list) }));
}

async function renderDialog() {
  const onClose = vi.fn();
  const rendered = renderWithAuth(<CreatePaymentDialog open timeZone="America/Chicago" onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Create Payment' });
  return { ...rendered, dialog, onClose };
}

async function chooseBooking(user: ReturnType<typeof renderWithAuth>['user'], name: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: 'Booking' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('Create Payment dialog', () => {
  it('says "Missing information" and sends nothing without a booking or an amount', async () => {
    const create = recordingReply(201, makePayment());
    serve(create);
    const { user, dialog, onClose } = await renderDialog();
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Deposit');
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveAttribute('step', '0.01');

    await user.click(within(dialog).getByRole('button', { name: 'Create Payment' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();

    // A booking alone is not enough either.
    await chooseBooking(user, /Ana & Luis/);
    await user.click(within(dialog).getByRole('button', { name: 'Create Payment' }));
    await screen.findByText('Missing information');
    expect(create.bodies).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates the payment with booking, amount, type, description and due date, then says so and closes', async () => {
    const create = recordingReply(201, makePayment());
    serve(create);
    const { user, dialog, onClose } = await renderDialog();

    const options = async () => {
      await user.click(within(dialog).getByRole('combobox', { name: 'Booking' }));
      return (await screen.findAllByRole('option')).map((option) => option.textContent);
    };
    expect(await options()).toEqual(['Sarah & Michael — Jun 14, 2031', 'Ana & Luis — Aug 2, 2031']);
    await user.click(screen.getByRole('option', { name: /Ana & Luis/ }));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '1250.50');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Milestone' }));
    await user.type(within(dialog).getByLabelText('Description'), 'Second instalment');
    await user.type(within(dialog).getByLabelText('Due Date'), '2031-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Payment' }));

    expect(await screen.findByText('Payment created')).toBeInTheDocument();
    expect(create.bodies).toEqual([
      { bookingId: 43, amount: '1250.50', type: 'milestone', description: 'Second instalment', dueDate: '2031-05-01' },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('lists upcoming bookings first, then past ones, never cancelled ones, and finds them by couple or event', async () => {
    const now = Date.now();
    const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString();
    serveBookings([
      makeBooking({ id: 1, coupleNames: 'Past Pair', eventDate: day(-30) }),
      makeBooking({ id: 2, coupleNames: 'Soon Pair', eventDate: day(10), eventType: 'Quinceañera' }),
      makeBooking({ id: 3, coupleNames: 'Gone Pair', eventDate: day(5), status: 'cancelled' }),
      makeBooking({ id: 4, coupleNames: 'Later Pair', eventDate: day(90) }),
    ]);
    const { user, dialog } = await renderDialog();
    const names = async () => {
      await user.click(within(dialog).getByRole('combobox', { name: 'Booking' }));
      const listed = (await screen.findAllByRole('option')).map((option) => option.textContent?.split(' — ')[0]);
      await user.keyboard('{Escape}');
      return listed;
    };
    expect(await names()).toEqual(['Soon Pair', 'Later Pair', 'Past Pair']);
    await user.type(within(dialog).getByLabelText('Find a booking'), 'quince');
    expect(await names()).toEqual(['Soon Pair']);
    await user.clear(within(dialog).getByLabelText('Find a booking'));
    await user.type(within(dialog).getByLabelText('Find a booking'), 'nobody');
    expect(within(dialog).getByRole('combobox', { name: 'Booking' })).toHaveTextContent('No booking matches');
  });

  it('shows the server’s field errors in place and "Failed to create payment" with its message', async () => {
    const create = recordingReply(400, {
      code: 'VALIDATION_FAILED',
      message: 'The due date is after the event',
      fieldErrors: { dueDate: ['The due date is after the event'] },
    });
    serve(create);
    const { user, dialog, onClose } = await renderDialog();
    await chooseBooking(user, /Sarah & Michael/);
    await user.type(within(dialog).getByLabelText('Amount ($)'), '500');
    await user.type(within(dialog).getByLabelText('Due Date'), '2032-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Payment' }));

    expect(await screen.findByText('Failed to create payment')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Due Date')).toHaveAccessibleDescription('The due date is after the event');
    expect(create.bodies).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an amount with more than two decimals in place, without the missing-information toast', async () => {
    const create = recordingReply(201, makePayment());
    serve(create);
    const { user, dialog } = await renderDialog();
    await chooseBooking(user, /Sarah & Michael/);
    await user.type(within(dialog).getByLabelText('Amount ($)'), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Create Payment' }));

    expect(within(dialog).getByLabelText('Amount ($)')).toHaveAccessibleDescription(
      'Enter an amount above 0 with at most 2 decimals',
    );
    expect(screen.queryByText('Missing information')).not.toBeInTheDocument();
    expect(create.bodies).toEqual([]);
  });
});
