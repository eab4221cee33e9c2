// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const fetchMock = installFetchMock();
const token = 'tok_verifyabcdefghijklmnopqrstuvwxyz';
const client = makeStaffUser('owner', { role: 'client', venueId: null, venueName: null, venueTimeZone: null });

function renderVerify() {
  return renderWithAuth(<Route path="/verify-email/:token" component={VerifyEmailPage} />, {
    user: null,
    path: `/verify-email/${token}`,
  });
}

function calls(method: string, url: string) {
  return fetchMock.mock.calls.filter(([called, init]) => called === url && (init?.method ?? 'GET') === method);
}

describe('VerifyEmailPage', () => {
  it('asks for a new password, claims the account with it and signs this browser in', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/auth/verify-email/${token}`]: () => jsonResponse(200, { email: 'maria@example.com' }),
        'POST /api/auth/verify-email': () => jsonResponse(200, { token: 'session-token', user: client }),
      }),
    );
    const { user, auth, location } = renderVerify();
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByText(/Anyone else signed in to it will be signed out/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
    // Opening the page changes nothing: only the form's POST claims the account.
    expect(calls('POST', '/api/auth/verify-email')).toHaveLength(0);

    await user.type(screen.getByLabelText('New Password'), 'chosen-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'chosen-1');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByText('E-mail verified')).toBeInTheDocument();
    const [post] = calls('POST', '/api/auth/verify-email');
    expect(JSON.parse(post![1]!.body as string)).toEqual({ token, password: 'chosen-1' });
    expect(auth.startSession).toHaveBeenCalledWith('session-token', client);
    expect(location.history.at(-1)).toBe('/client-portal');
  });

  it('answers a mismatch with the signup toast and sends nothing', async () => {
    fetchMock.mockImplementation(
      routeFetch({ [`GET /api/auth/verify-email/${token}`]: () => jsonResponse(200, { email: 'maria@example.com' }) }),
    );
    const { user } = renderVerify();
    await user.type(await screen.findByLabelText('New Password'), 'chosen-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'chosen-2');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(calls('POST', '/api/auth/verify-email')).toHaveLength(0);
  });

  it.each([404, 410])('says a %i link is no longer valid and offers a new one', async (status) => {
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/auth/verify-email/${token}`]: () => jsonResponse(status, { code: 'GONE', message: 'x' }),
      }),
    );
    renderVerify();
    expect(await screen.findByRole('heading', { name: 'Link no longer valid' })).toBeInTheDocument();
    expect(screen.getByText('This verification link has been used or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('sets the new password through the reset link and opens the account', async () => {
    const owner = makeStaffUser('owner');
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/auth/password-reset/${token}`]: () => jsonResponse(200, { email: 'maria@example.com' }),
        [`POST /api/auth/password-reset/${token}`]: () => jsonResponse(200, { token: 'session-token', user: owner }),
      }),
    );
    const { user, auth, location } = renderWithAuth(
      <Route path="/reset-password/:token" component={ResetPasswordPage} />,
      { user: null, path: `/reset-password/${token}` },
    );
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    const [post] = calls('POST', `/api/auth/password-reset/${token}`);
    expect(JSON.parse(post![1]!.body as string)).toEqual({ password: 'brand-new-1' });
    expect(auth.startSession).toHaveBeenCalledWith('session-token', owner);
    expect(location.history.at(-1)).toBe('/dashboard');
  });
});
