// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { EditBookingDialog } from './edit-booking-dialog.tsx';
import { jsonResponse, renderWithProviders } from './test-utils.tsx';

const fetchMock = installFetchMock();

const booking: Booking = {
  id: 42,
  clientId: null,
  coupleNames: 'Sarah & Michael',
  eventDate: '2031-06-14T19:30:00.000Z',
  eventType: 'Wedding',
  guestCount: 120,
  status: 'inquiry',
  email: 'sarah@example.com',
  phone: '555-0100',
  notes: null,
  totalAmount: '12500.00',
  language: 'en',
  createdAt: '2026-11-01T10:00:00.000Z',
};

function renderDialog() {
  const onClose = vi.fn();
  const user = renderWithProviders(<EditBookingDialog booking={booking} onDone={onClose} />);
  return { user, onClose };
}

describe('EditBookingDialog', () => {
  it('loads the booking into the form, its date in venue time', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument();
    expect(screen.getByLabelText('Couple Names')).toHaveValue('Sarah & Michael');
    // 19:30 UTC is 12:30 in Los Angeles (the venue, test-utils.tsx); the tests run with TZ=UTC.
    expect(screen.getByLabelText('Event Date')).toHaveValue('2031-06-14T12:30');
    expect(screen.getByLabelText('Guest Count')).toHaveValue(120);
    expect(screen.getByLabelText('Guest Count')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Status')).toHaveTextContent('Inquiry');
    expect(screen.getByLabelText('Total Amount ($)')).toHaveValue(12500);
    expect(screen.getByLabelText('Total Amount ($)')).toHaveAttribute('step', '0.01');
  });

  it('needs at least 1 guest and sends nothing otherwise', async () => {
    const { user } = renderDialog();
    await user.clear(screen.getByLabelText('Guest Count'));
    await user.type(screen.getByLabelText('Guest Count'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Guest count must be at least 1')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves every field with PATCH and says so', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...booking, guestCount: 150 }));
    const { user, onClose } = renderDialog();
    await user.clear(screen.getByLabelText('Guest Count'));
    await user.type(screen.getByLabelText('Guest Count'), '150');
    await user.clear(screen.getByLabelText('Total Amount ($)'));
    await user.type(screen.getByLabelText('Total Amount ($)'), '9999.99');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Booking updated')).toBeInTheDocument();
    expect(screen.getByText('Booking has been updated successfully.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/bookings/42');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(init?.body as string)).toEqual({
      coupleNames: 'Sarah & Michael',
      eventDate: '2031-06-14T19:30:00.000Z',
      eventType: 'Wedding',
      guestCount: 150,
      email: 'sarah@example.com',
      phone: '555-0100',
      notes: null,
      status: 'inquiry',
      totalAmount: '9999.99',
    });
    // With the booking as saved, for the details to show.
    expect(onClose).toHaveBeenCalledWith({ ...booking, guestCount: 150 });
  });

  it('saves a changed time as venue wall time', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, booking));
    const { user } = renderDialog();
    await user.clear(screen.getByLabelText('Event Date'));
    await user.type(screen.getByLabelText('Event Date'), '2031-06-14T23:30');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as { eventDate: string };
    expect(body.eventDate).toBe('2031-06-15T06:30:00.000Z');
  });

  it('shows Failed to update booking when the server gives no message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update booking')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes only after the confirmation', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText('Are you sure you want to delete this booking? This action cannot be undone.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Booking deleted')).toBeInTheDocument();
    expect(screen.getByText('Booking has been deleted successfully.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/bookings/42');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(null));
  });
});
