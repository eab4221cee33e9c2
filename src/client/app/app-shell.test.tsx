// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingDialogsProvider } from '#client/features/bookings/index.ts';
import { makeBooking } from '#client/test/contract-fixtures.ts';
import { jsonResponse, makeStaffUser } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { lakesideBarn, portalClient, roseHall, servePortal } from '#client/test/portal-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { AppShell } from './app-shell.tsx';

const fetchMock = installFetchMock();

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

function renderShell(user = portalClient) {
  return renderWithAuth(
    <BookingDialogsProvider>
      <AppShell>
        <p>Page</p>
      </AppShell>
    </BookingDialogsProvider>,
    { user, path: '/client-portal' },
  );
}

describe('the signed-in shell for a client', () => {
  it('has no staff sidebar or New Booking: the venue, who is signed in, their bell and Sign out, in the venue’s colours', async () => {
    fetchMock.mockImplementation(
      servePortal({ bookings: [{ ...makeBooking({ id: 1 }), venue: roseHall }], payments: [], contracts: [] }),
    );
    renderShell();

    const header = screen.getByRole('banner');
    expect(await screen.findByText('Rose Hall')).toBeInTheDocument();
    expect(header).toHaveTextContent('Client Portal');
    expect(header).toHaveTextContent('Signed in as Sarah Johnson');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Booking' })).not.toBeInTheDocument();
    // Their own notifications: a contract to sign, a payment due.
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#1D4ED8'));
    // Staff data is never asked for.
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/settings');
  });

  it('names VenueDesk, not one venue, for a client of two venues', async () => {
    fetchMock.mockImplementation(
      servePortal({
        bookings: [
          { ...makeBooking({ id: 1 }), venue: roseHall },
          { ...makeBooking({ id: 2 }), venue: lakesideBarn },
        ],
        payments: [],
        contracts: [],
      }),
    );
    renderShell();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/bookings', expect.anything()));
    expect(await screen.findByText('VenueDesk')).toBeInTheDocument();
    expect(screen.queryByText('Rose Hall')).not.toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('');
  });

  it('signs the client out to the couple’s sign-in page', async () => {
    fetchMock.mockImplementation((input, init) =>
      input === '/api/auth/logout'
        ? Promise.resolve(new Response(null, { status: 204 }))
        : servePortal({ bookings: [], payments: [], contracts: [] })(input, init),
    );
    const { user, auth, location } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(auth.endSession).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(location.history.at(-1)).toBe('/login?lang=en');
  });
});

describe('the signed-in shell for staff', () => {
  it('keeps the sidebar and New Booking', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(404, { message: 'Not found' })));
    renderShell(makeStaffUser('coordinator'));

    expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'New Booking' })).toBeInTheDocument();
    expect(screen.queryByText('Client Portal', { selector: 'header p' })).not.toBeInTheDocument();
  });
});
