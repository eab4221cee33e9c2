// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REPLY_TEMPLATE } from '#shared/leads/reply-template.ts';
import type { StaffRole } from '#shared/auth/roles.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { makeSettings, saved, type SentSettings } from '#client/test/settings-fixtures.ts';
import { SettingsPage } from './settings-page.tsx';

const fetchMock = installFetchMock();

function serveSettings(
  put: (init?: RequestInit) => Response = (init) => {
    const body = JSON.parse(init?.body as string) as SentSettings;
    const settings = makeSettings();
    return jsonResponse(200, saved({ ...settings, venue: { ...settings.venue, ...body.venue } }));
  },
) {
  fetchMock.mockImplementation(
    routeFetch({ 'GET /api/settings': () => jsonResponse(200, makeSettings()), 'PUT /api/settings': put }),
  );
}

function sentBodies(): SentSettings[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(init?.body as string) as SentSettings);
}

async function renderPage(role: StaffRole = 'owner') {
  const rendered = renderWithAuth(<SettingsPage />, { user: makeStaffUser(role) });
  return { ...rendered, template: await screen.findByLabelText('Reply Template') };
}

describe('Settings → Venue Info: Inquiry Replies', () => {
  it('shows the template with its placeholders, saves an edit with the settings, and restores the default', async () => {
    serveSettings();
    const { user, template } = await renderPage();
    expect(template).toHaveValue(DEFAULT_REPLY_TEMPLATE);
    for (const name of ['{clientName}', '{venueName}', '{eventDate}', '{availability}', '{price}']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }

    fireEvent.change(template, { target: { value: 'Dear {clientName},\n\n{availability}' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Settings saved');
    expect(sentBodies()[0]?.venue.replyTemplate).toBe('Dear {clientName},\n\n{availability}');

    await user.click(screen.getByRole('button', { name: 'Use the Default Template' }));
    expect(template).toHaveValue(DEFAULT_REPLY_TEMPLATE);
  });

  it('refuses an unknown placeholder on the field, sending nothing', async () => {
    serveSettings();
    const { user, template } = await renderPage();
    fireEvent.change(template, { target: { value: 'Hi {name}' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(template).toHaveAttribute('aria-invalid', 'true'));
    expect(template).toHaveAccessibleDescription(/\{name\} is not a placeholder; use \{clientName\}/);
    expect(sentBodies()).toHaveLength(0);
  });

  it('is read-only for a coordinator', async () => {
    serveSettings();
    const { template } = await renderPage('coordinator');
    expect(template).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use the Default Template' })).toBeDisabled();
  });
});
