// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const fetchMock = installFetchMock();
const token = 'tok_verifyabcdefghijklmnopqrstuvwxyz';

function renderPage() {
  return renderWithAuth(<Route path="/verify-email/:token" component={VerifyEmailPage} />, {
    user: null,
    path: `/verify-email/${token}`,
  });
}

function verifyCalls() {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email');
}

describe('VerifyEmailPage', () => {
  it('verifies once, with the token in the body, and says how many bookings the portal now shows', async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'POST /api/auth/verify-email': () => jsonResponse(200, { linkedBookings: 2 }) }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
    expect(
      screen.getByText('Your e-mail address is verified. 2 bookings are now in your client portal.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(verifyCalls()).toHaveLength(1);
    expect(JSON.parse(verifyCalls()[0]![1]!.body as string)).toEqual({ token });
  });

  it.each([404, 410])('says a %i link is no longer valid, without a retry', async (status) => {
    fetchMock.mockImplementation(
      routeFetch({ 'POST /api/auth/verify-email': () => jsonResponse(status, { code: 'GONE', message: 'x' }) }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Link no longer valid' })).toBeInTheDocument();
    expect(screen.getByText('This verification link has been used or has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
