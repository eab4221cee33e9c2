// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { InvitationPreview } from '#shared/team/team.schemas.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { AcceptInvitePage } from './accept-invite-page.tsx';

const fetchMock = installFetchMock();

const token = 'tok_abcdefghijklmnopqrstuvwxyz';
const previewUrl = `/api/invitations/${token}`;
const acceptUrl = `/api/invitations/${token}/accept`;
const newcomer: InvitationPreview = {
  email: 'sam@example.com',
  role: 'coordinator',
  venueName: 'Hacienda Rosa',
  hasAccount: false,
  language: null,
  venue: {
    logo: null,
    primaryColor: '#1D4ED8',
    secondaryColor: '#6B7280',
    accentColor: '#10B981',
    homeUrl: '/inquire/hacienda-rosa',
  },
};
const coordinator = makeStaffUser('coordinator', {
  id: 12,
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
});

function serve(preview: InvitationPreview, accept: () => Response = () => jsonResponse(201, {})) {
  fetchMock.mockImplementation(
    routeFetch({ [`GET ${previewUrl}`]: () => jsonResponse(200, preview), [`POST ${acceptUrl}`]: accept }),
  );
}

function renderPage() {
  return renderWithAuth(<Route path="/accept-invite/:token" component={AcceptInvitePage} />, {
    user: null,
    path: `/accept-invite/${token}`,
  });
}

function acceptCalls() {
  return fetchMock.mock.calls.filter(([url]) => url === acceptUrl);
}

describe('AcceptInvitePage', () => {
  it('asks a newcomer for names and a password, then signs them in and opens the dashboard', async () => {
    serve(newcomer, () => jsonResponse(201, { token: 'session-token', user: coordinator }));
    const { user, location, auth } = renderPage();

    expect(await screen.findByRole('heading', { name: 'Join Hacienda Rosa as Coordinator' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText('Invitation accepted')).toBeInTheDocument();
    expect(JSON.parse(acceptCalls()[0]?.[1]?.body as string)).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      password: 'secret-1',
    });
    expect(auth.startSession).toHaveBeenCalledWith('session-token', coordinator);
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('welcomes a couple to the venue’s client portal and opens it once they have joined', async () => {
    const client = { ...coordinator, id: 21, role: 'client' as const };
    serve({ ...newcomer, role: 'client' }, () => jsonResponse(201, { token: 'session-token', user: client }));
    const { user, location, auth } = renderPage();

    expect(await screen.findByRole('heading', { name: "Join Hacienda Rosa's client portal" })).toBeInTheDocument();
    expect(screen.getByText('Create your account to see your booking, pay and sign online.')).toBeInTheDocument();
    expect(screen.queryByText(/join the team/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText('Invitation accepted')).toBeInTheDocument();
    expect(auth.startSession).toHaveBeenCalledWith('session-token', client);
    expect(location.history.at(-1)).toBe('/client-portal');
  });

  it('wears the venue’s brand and leads back to the venue, not to VenueDesk’s home', async () => {
    serve({ ...newcomer, role: 'client', venue: { ...newcomer.venue, homeUrl: 'https://hacienda-rosa.example' } });
    renderPage();

    const back = await screen.findByRole('link', { name: 'Back to Hacienda Rosa' });
    expect(back).toHaveAttribute('href', 'https://hacienda-rosa.example');
    expect(screen.getByRole('link', { name: 'Hacienda Rosa home' })).toHaveAttribute(
      'href',
      'https://hacienda-rosa.example',
    );
    expect(screen.queryByRole('link', { name: 'Back to Home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'VenueDesk home' })).not.toBeInTheDocument();
    // The venue's colours theme the page, as on its inquiry page.
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#1D4ED8');
  });

  it('asks a couple who already have an account for its password to add the booking', async () => {
    serve({ ...newcomer, role: 'client', hasAccount: true });
    renderPage();

    expect(await screen.findByRole('heading', { name: "Join Hacienda Rosa's client portal" })).toBeInTheDocument();
    expect(screen.getByText('Enter your password to add this booking to your account.')).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
  });

  it('answers a password mismatch with the signup toast and sends nothing', async () => {
    serve(newcomer);
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-2');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(screen.getByText('Please make sure your passwords match')).toBeInTheDocument();
    expect(acceptCalls()).toHaveLength(0);
  });

  it('needs names and at least 6 characters from a newcomer', async () => {
    serve(newcomer);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(acceptCalls()).toHaveLength(0);
  });

  it('asks an existing account only for its password', async () => {
    serve({ ...newcomer, role: 'manager', hasAccount: true }, () =>
      jsonResponse(201, { token: 'session-token', user: { ...coordinator, role: 'manager' } }),
    );
    const { user, location } = renderPage();

    expect(await screen.findByRole('heading', { name: 'Join Hacienda Rosa as Manager' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Last Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'my-old-password');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText('Invitation accepted')).toBeInTheDocument();
    expect(JSON.parse(acceptCalls()[0]?.[1]?.body as string)).toEqual({ password: 'my-old-password' });
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('shows a wrong password in a destructive toast and stays', async () => {
    serve({ ...newcomer, hasAccount: true }, () =>
      jsonResponse(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    );
    const { user, location, auth } = renderPage();
    await user.type(await screen.findByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText('Could not accept invitation')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(auth.startSession).not.toHaveBeenCalled();
    expect(location.history.at(-1)).toBe(`/accept-invite/${token}`);
  });

  it.each([
    [410, { message: 'This invitation has been used or has expired. Ask for a new one.', code: 'GONE' }],
    [404, { message: 'This invitation does not exist', code: 'NOT_FOUND' }],
  ])('says Invitation not found for a used, revoked or unknown token (%i)', async (status, body) => {
    fetchMock.mockResolvedValue(jsonResponse(status, body));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Invitation not found' })).toBeInTheDocument();
    expect(screen.getByText('This invitation is no longer valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
