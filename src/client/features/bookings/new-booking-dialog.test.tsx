// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { NewBookingDialog } from './new-booking-dialog.tsx';
import { jsonResponse, renderWithProviders, signedInStaff } from './test-utils.tsx';

const fetchMock = installFetchMock();

// The tests run with TZ=UTC; the venue is in Los Angeles (test-utils.tsx).
function renderDialog(dayKey: string | null = '2031-06-14', auth = signedInStaff()) {
  const onClose = vi.fn();
  const user = renderWithProviders(<NewBookingDialog open dayKey={dayKey} onClose={onClose} />, { auth });
  return { user, onClose };
}

function sentBody(call = 0): Record<string, unknown> {
  return JSON.parse(fetchMock.mock.calls[call]?.[1]?.body as string) as Record<string, unknown>;
}

describe('NewBookingDialog', () => {
  it('opens on the chosen day at noon with Wedding and its description', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'New Booking' })).toBeInTheDocument();
    expect(screen.getByLabelText('Event Date')).toHaveValue('2031-06-14T12:00');
    // The tests run in UTC, the venue is in Los Angeles: the field says whose clock it shows.
    expect(screen.getByLabelText('Event Date')).toHaveAccessibleDescription('Venue time (America/Los_Angeles)');
    expect(screen.getByLabelText('Event Type')).toHaveTextContent('Wedding');
    expect(screen.getByText(/Ceremony and reception celebrating a marriage/)).toHaveClass('italic');
    expect(screen.getByRole('button', { name: 'About Wedding' })).toBeInTheDocument();
  });

  it('names the missing couple names and email, and sends nothing', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));

    expect(await screen.findByText('Couple names are required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Couple Names')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an email that is not one', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Couple Names'), 'Sarah & Michael');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a guest count that is not a whole number', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Couple Names'), 'Sarah & Michael');
    await user.type(screen.getByLabelText('Guest Count'), '2.5');
    await user.tab();
    expect(screen.getByLabelText('Guest Count')).toHaveValue(null);
    await user.type(screen.getByLabelText('Email'), 'sarah@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody().guestCount).toBeNull();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('creates the booking with the date as an ISO instant of the venue’s wall time, then says so and closes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Couple Names'), '  Sarah & Michael ');
    await user.type(screen.getByLabelText('Guest Count'), '120');
    await user.type(screen.getByLabelText('Email'), 'sarah@example.com');
    await user.type(screen.getByLabelText('Notes'), 'Garden ceremony');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));

    expect(await screen.findByText('Booking created')).toBeInTheDocument();
    expect(screen.getByText('New booking has been created successfully.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/bookings');
    expect(init?.method).toBe('POST');
    expect(sentBody()).toEqual({
      coupleNames: 'Sarah & Michael',
      // Noon in Los Angeles (PDT, UTC-7), not noon where the browser is.
      eventDate: '2031-06-14T19:00:00.000Z',
      email: 'sarah@example.com',
      eventType: 'Wedding',
      guestCount: 120,
      phone: null,
      notes: 'Garden ceremony',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('reads a late evening typed in as that evening at the venue', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    const { user } = renderDialog('2031-12-24');
    expect(screen.getByLabelText('Event Date')).toHaveValue('2031-12-24T12:00');
    await user.clear(screen.getByLabelText('Event Date'));
    await user.type(screen.getByLabelText('Event Date'), '2031-12-24T23:30');
    await user.type(screen.getByLabelText('Couple Names'), 'Noel & Eve');
    await user.type(screen.getByLabelText('Email'), 'noel@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // 23:30 PST (UTC-8) on the 24th is 07:30 UTC on the 25th: still the 24th at the venue.
    expect(sentBody().eventDate).toBe('2031-12-25T07:30:00.000Z');
  });

  it('uses the browser’s zone for a user without a venue', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    const { user } = renderDialog('2031-06-14', signedInStaff(null));
    await user.type(screen.getByLabelText('Couple Names'), 'Sarah & Michael');
    await user.type(screen.getByLabelText('Email'), 'sarah@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));

    expect(screen.getByLabelText('Event Date')).not.toHaveAccessibleDescription();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody().eventDate).toBe('2031-06-14T12:00:00.000Z');
  });

  it('shows the server’s message when the day is taken, and its field errors in place', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { code: 'CONFLICT', message: '14 June 2031 is already booked' }));
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Couple Names'), 'Sarah & Michael');
    await user.type(screen.getByLabelText('Email'), 'sarah@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('14 June 2031 is already booked')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: 'Check the highlighted fields',
        fieldErrors: { email: ['This address cannot receive mail'] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
  });
});
