// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const fetchMock = installFetchMock();

async function fillPasswords(user: ReturnType<typeof renderWithAuth>['user'], current: string, next: string) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ProfilePage', () => {
  it('shows the name, the e-mail and that it is verified', () => {
    renderWithAuth(<ProfilePage />);
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent('Maria Garcia');
    expect(account).toHaveTextContent('maria@example.com');
    expect(account).toHaveTextContent('Your e-mail address is verified.');
    expect(screen.queryByRole('link', { name: 'Back to my portal' })).not.toBeInTheDocument();
  });

  it('changes the password with the current one, and clears the form', async () => {
    fetchMock.mockImplementation(routeFetch({ 'PUT /api/user/password': () => new Response(null, { status: 204 }) }));
    const { user } = renderWithAuth(<ProfilePage />);
    await fillPasswords(user, 'old-secret', 'new-secret-1');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Other devices signed in to your account were signed out.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/user/password')!;
    expect(JSON.parse(init!.body as string)).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret-1' });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('puts a wrong current password on its field', async () => {
    const message = 'Your current password is not correct';
    fetchMock.mockImplementation(
      routeFetch({
        'PUT /api/user/password': () =>
          jsonResponse(400, { code: 'VALIDATION_FAILED', message, fieldErrors: { currentPassword: [message] } }),
      }),
    );
    const { user } = renderWithAuth(<ProfilePage />);
    await fillPasswords(user, 'not-it', 'new-secret-1');
    expect(await screen.findByText('Could not change password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(message);
  });

  it('offers a client with an unverified address a new link, and the way back to the portal', async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'POST /api/user/email-verification': () => new Response(null, { status: 202 }) }),
    );
    const client = makeStaffUser('owner', { role: 'client', emailVerified: false });
    const { user } = renderWithAuth(<ProfilePage />, { user: client });
    expect(screen.getByRole('link', { name: 'Back to my portal' })).toHaveAttribute('href', '/client-portal');
    expect(screen.getByText(/Your e-mail address is not verified yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a verification link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new link to maria@example.com.');
  });

  it('says no link can reach the address where e-mail is not set up (decision 062)', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/public/email-delivery': () => jsonResponse(200, { enabled: false }),
        'POST /api/user/email-verification': () => new Response(null, { status: 202 }),
      }),
    );
    const client = makeStaffUser('owner', { role: 'client', emailVerified: false });
    const { user } = renderWithAuth(<ProfilePage />, { user: client });
    await user.click(screen.getByRole('button', { name: 'Send a verification link' }));
    expect(
      await screen.findByText(
        'E-mail is not set up on this VenueDesk yet, so no link can reach maria@example.com. Ask whoever runs it to set up e-mail, then send a link again.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('lets staff tick which notifications also come by e-mail, and saves them', async () => {
    let saved: unknown = null;
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/user/notification-preferences': () => jsonResponse(200, { emailKinds: ['lead.created'] }),
        'PUT /api/user/notification-preferences': (init) => {
          saved = JSON.parse(init!.body as string);
          return jsonResponse(200, saved);
        },
      }),
    );
    const { user } = renderWithAuth(<ProfilePage />);
    expect(screen.getByText('E-mail notifications')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'New leads and inquiries' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'A contract was signed' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'A payment is due' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'A contract was signed' }));
    await user.click(screen.getByRole('checkbox', { name: 'New leads and inquiries' }));
    await user.click(screen.getByRole('button', { name: 'Save e-mail choices' }));
    expect(await screen.findByText('E-mail notifications saved')).toBeInTheDocument();
    expect(saved).toEqual({ emailKinds: ['contract.signed'] });
  });

  it('offers a client only their own kinds', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/user/notification-preferences': () => jsonResponse(200, { emailKinds: ['payment.due'] }),
      }),
    );
    renderWithAuth(<ProfilePage />, { user: makeStaffUser('owner', { role: 'client' }) });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'A payment is due' })).toBeChecked());
    expect(screen.queryByRole('checkbox', { name: 'New leads and inquiries' })).not.toBeInTheDocument();
  });
});
