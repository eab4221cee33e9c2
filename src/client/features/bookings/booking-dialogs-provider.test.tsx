// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { useBookingDialogs } from './booking-dialogs-context.ts';
import { BookingDialogsProvider } from './booking-dialogs-provider.tsx';
import { renderWithProviders } from './test-utils.tsx';

const booking: Booking = {
  id: 5,
  clientId: null,
  coupleNames: 'Ana & Luis',
  eventDate: '2031-06-21T19:30:00.000Z',
  eventType: 'Quinceañera',
  guestCount: null,
  status: 'tour_scheduled',
  email: 'ana@example.com',
  phone: null,
  notes: '<script>alert(1)</script>',
  totalAmount: null,
  language: 'en',
  createdAt: '2026-11-01T10:00:00.000Z',
};

function Openers() {
  const { openNewBooking, openBookingDetails } = useBookingDialogs();
  return (
    <>
      <button type="button" onClick={() => openNewBooking('2031-06-14')}>
        Book the 14th
      </button>
      <button type="button" onClick={() => openBookingDetails(booking)}>
        Open Ana
      </button>
    </>
  );
}

const fetchMock = installFetchMock();

afterEach(cleanup);

describe('BookingDialogsProvider', () => {
  it('opens New Booking on the given day, loading the dialogs on first use', async () => {
    const user = renderWithProviders(
      <BookingDialogsProvider>
        <Openers />
      </BookingDialogsProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book the 14th' }));
    // The first opening imports the dialogs' module graph, which Vite transforms on demand: on a
    // busy two-core machine that alone has taken more than the default 5 s.
    const dialog = await screen.findByRole('dialog', { name: 'New Booking' }, { timeout: 15_000 });
    expect(screen.getByLabelText('Event Date')).toHaveValue('2031-06-14T12:00');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
  });

  it('shows the details as text, goes on to Edit, and gives focus back to the opener at the end', async () => {
    const user = renderWithProviders(
      <BookingDialogsProvider>
        <Openers />
      </BookingDialogsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open Ana' }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(details).toHaveTextContent('Saturday, June 21, 2031');
    // 19:30 UTC in Los Angeles, the venue's zone (test-utils.tsx).
    expect(details).toHaveTextContent('12:30 PM');
    expect(details).toHaveTextContent('Tour Scheduled');
    expect(details).toHaveTextContent('<script>alert(1)</script>');
    expect(details.querySelector('script')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Booking Details' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Couple Names')).toHaveValue('Ana & Luis');
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Edit Booking' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );

    // Cancel goes back to the details; closing them gives focus back to the opener.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Booking Details' });
    await user.click(within(again).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open Ana' })).toHaveFocus());
  });

  it('opens the details at their top, the dialog itself focused, not a field or a button further down', async () => {
    const user = renderWithProviders(
      <BookingDialogsProvider>
        <Openers />
      </BookingDialogsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open Ana' }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    await waitFor(() => expect(details).toHaveFocus());
    expect(details.scrollTop).toBe(0);
  });

  it('returns from a saved edit to the details, showing what was saved', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'PATCH /api/bookings/5': () => jsonResponse(200, { ...booking, totalAmount: '15000.00' }),
        'GET /api/bookings/5': () => jsonResponse(200, { ...booking, totalAmount: '15000.00' }),
      }),
    );
    const user = renderWithProviders(
      <BookingDialogsProvider>
        <Openers />
      </BookingDialogsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open Ana' }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(details).not.toHaveTextContent('$15,000');
    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit Booking' });
    await user.type(screen.getByLabelText('Total Amount ($)'), '15000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const updated = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(updated).toHaveTextContent('$15,000');
    expect(screen.queryByRole('dialog', { name: 'Edit Booking' })).not.toBeInTheDocument();
  });

  it('shows what the app adds to the details from another feature, for the booking shown', async () => {
    function Extension({ booking: shown }: { booking: Booking }) {
      return <p>Payments of {shown.coupleNames}</p>;
    }
    const user = renderWithProviders(
      <BookingDialogsProvider detailsExtension={Extension}>
        <Openers />
      </BookingDialogsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open Ana' }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(details).toHaveTextContent('Payments of Ana & Luis');
  });
});
