import '@testing-library/jest-dom/vitest';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { makeSettings } from '#client/test/settings-fixtures.ts';
import { SettingsPage } from './settings-page.tsx';

const fetchMock = installFetchMock();

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

function serve(emailEnabled: boolean, waiting = 0) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/settings': () => jsonResponse(200, makeSettings()),
      'GET /api/outbox/status': () => jsonResponse(200, { emailEnabled, waiting }),
      'GET /api/outbox?limit=25': () => jsonResponse(200, []),
    }),
  );
}

describe('Settings → Email tab', () => {
  it('is a tab of Settings for owners and managers, opened by /settings?tab=email', async () => {
    serve(false, 3);
    renderWithAuth(<SettingsPage />, { path: '/settings?tab=email' });
    expect(await screen.findByRole('tab', { name: 'Email', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'E-mail is not set up' })).toBeInTheDocument();
  });

  it('follows the banner’s link while Settings is already open', async () => {
    serve(false, 3);
    const { location } = renderWithAuth(<SettingsPage />, { path: '/settings' });
    expect(await screen.findByRole('tab', { name: 'Venue Info', selected: true })).toBeInTheDocument();
    act(() => location.navigate('/settings?tab=email'));
    expect(await screen.findByRole('tab', { name: 'Email', selected: true })).toBeInTheDocument();
  });

  it('is not a tab for a coordinator, whatever the link asks', async () => {
    serve(false);
    renderWithAuth(<SettingsPage />, { user: makeStaffUser('coordinator'), path: '/settings?tab=email' });
    expect(await screen.findByRole('tab', { name: 'Venue Info', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Email' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).not.toContain('/api/outbox/status');
  });
});
