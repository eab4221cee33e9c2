// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const fetchMock = installFetchMock();
const answer = { message: 'If an account uses this address, we have e-mailed it a link to choose a new password.' };

function renderPage(path = '/forgot-password') {
  return renderWithAuth(<Route path="/forgot-password" component={ForgotPasswordPage} />, { user: null, path });
}

describe('ForgotPasswordPage', () => {
  it('sends the address and says the same whether or not an account uses it', async () => {
    fetchMock.mockImplementation(routeFetch({ 'POST /api/auth/password-reset': () => jsonResponse(202, answer) }));
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'Maria@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses maria@example.com, we have e-mailed it a link to choose a new password. The link works once, for 60 minutes.',
    );
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'maria@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('says no e-mail could be sent when this installation cannot send one', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'POST /api/auth/password-reset': () => jsonResponse(202, answer),
        'GET /api/public/email-delivery': () => jsonResponse(200, { enabled: false }),
      }),
    );
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('No e-mail could be sent');
    expect(status).toHaveTextContent(
      'E-mail is not set up on this VenueDesk yet, so no link can reach maria@example.com.',
    );
    expect(screen.queryByText('Check your e-mail')).not.toBeInTheDocument();
  });

  it('fills the address in from the link of an invitation', () => {
    renderPage('/forgot-password?email=sam%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
  });

  it('shows the limit’s message when too many links were asked for', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'POST /api/auth/password-reset': () =>
          jsonResponse(429, {
            code: 'RATE_LIMITED',
            message: 'Too many password reset requests for this address. Please try again later.',
          }),
      }),
    );
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Could not send link')).toBeInTheDocument();
    expect(
      screen.getByText('Too many password reset requests for this address. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Check your e-mail')).not.toBeInTheDocument();
  });
});
