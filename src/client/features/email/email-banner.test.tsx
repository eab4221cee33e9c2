import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/auth/roles.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { emailKeys } from './api.ts';
import { EmailNotSetUpBanner } from './email-banner.tsx';

const fetchMock = installFetchMock();

function serveStatus(emailEnabled: boolean, waiting: number) {
  fetchMock.mockImplementation(
    routeFetch({ 'GET /api/outbox/status': () => jsonResponse(200, { emailEnabled, waiting }) }),
  );
}

function renderBanner(role: StaffRole = 'owner') {
  return renderWithAuth(<EmailNotSetUpBanner />, { user: makeStaffUser(role), path: '/dashboard' });
}

describe('the "E-mail is not set up" banner', () => {
  it('tells an owner how many e-mails wait, and leads to the Email tab', async () => {
    serveStatus(false, 19);
    const { user, location } = renderBanner();
    expect(await screen.findByText(/E-mail is not set up/)).toBeInTheDocument();
    expect(screen.getByText(/E-mail is not set up/).closest('p')).toHaveTextContent(
      'E-mail is not set up: 19 e-mails are waiting',
    );
    const link = screen.getByRole('link', { name: 'How to set up e-mail' });
    expect(link).toHaveAttribute('href', '/settings?tab=email');
    await user.click(link);
    expect(location.history?.at(-1)).toBe('/settings?tab=email');
  });

  it('says one e-mail in the singular, and none as none', async () => {
    serveStatus(false, 1);
    renderBanner('manager');
    expect(await screen.findByText(/E-mail is not set up/)).toBeInTheDocument();
    expect(screen.getByText(/E-mail is not set up/).closest('p')).toHaveTextContent(
      'E-mail is not set up: 1 e-mail is waiting',
    );
  });

  it('shows nothing while e-mail goes out', async () => {
    serveStatus(true, 2);
    const { queryClient } = renderBanner();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The answer has arrived (not merely 50 ms passed, which a busy machine may not use for it)
    // before looking for what it would have shown.
    await waitFor(() => expect(queryClient.getQueryState(emailKeys.status)?.status).toBe('success'));
    expect(screen.queryByText(/E-mail is not set up/)).not.toBeInTheDocument();
  });

  it('is not for coordinators: they neither see it nor ask for the count', async () => {
    serveStatus(false, 19);
    renderBanner('coordinator');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/E-mail is not set up/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
