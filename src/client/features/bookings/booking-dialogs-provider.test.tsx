// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
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

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open Ana' })).toHaveFocus());
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
