// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingDialogsProvider, useBookingDialogs } from '#client/features/bookings/index.ts';
import { makeBooking } from '#client/test/contract-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { BookingDetailsExtension } from './booking-details-extension.tsx';

const fetchMock = installFetchMock();

const booking = makeBooking({ id: 42, coupleNames: 'Sarah & Michael' });

function OpenDetails() {
  const { openBookingDetails } = useBookingDialogs();
  return (
    <button type="button" onClick={() => openBookingDetails(booking)}>
      Open Sarah
    </button>
  );
}

describe('a booking’s details, as the app fills them', () => {
  it('show the booking’s payments and Invite to portal, which gives the link', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/payments?bookingId=42': () => jsonResponse(200, []),
        'POST /api/bookings/42/invite-client': () =>
          jsonResponse(200, {
            inviteUrl: 'https://venuedesk.example/accept-invite/tok_Zq8vW3nB7xK2mP9sR4tY6uA1',
            expiresAt: '2026-12-07T18:00:00.000Z',
          }),
      }),
    );
    const { user } = renderWithAuth(
      <BookingDialogsProvider detailsExtension={BookingDetailsExtension}>
        <OpenDetails />
      </BookingDialogsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open Sarah' }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });

    expect(within(details).getByRole('region', { name: 'Payments' })).toBeInTheDocument();
    const portal = within(details).getByRole('region', { name: 'Client Portal' });
    await user.click(within(portal).getByRole('button', { name: 'Invite to portal' }));
    expect(await within(portal).findByLabelText('Portal invite link for Sarah & Michael')).toHaveValue(
      'https://venuedesk.example/accept-invite/tok_Zq8vW3nB7xK2mP9sR4tY6uA1',
    );
  });
});
