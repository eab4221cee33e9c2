// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '#shared/auth/roles.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { makeSettings, saved, type SentSettings } from '#client/test/settings-fixtures.ts';
import { SettingsPage } from './settings-page.tsx';

const fetchMock = installFetchMock();

function serveSettings(put?: (init?: RequestInit) => Response) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/settings': () => jsonResponse(200, makeSettings()),
      ...(put ? { 'PUT /api/settings': put } : {}),
    }),
  );
}

function sentBodies(): SentSettings[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(init?.body as string) as SentSettings);
}

async function renderPage(role: StaffRole = 'owner') {
  const rendered = renderWithAuth(<SettingsPage />, { user: makeStaffUser(role) });
  await screen.findByLabelText('Inquiry Link Address');
  return rendered;
}

describe('Settings → Venue Info: the inquiry form', () => {
  it('shows the inquiry link and an embed code, and copies each', async () => {
    serveSettings();
    const { user } = await renderPage();
    const url = `${window.location.origin}/inquire/hacienda-rosa`;
    expect(screen.getByLabelText('Inquiry Link Address')).toHaveValue('hacienda-rosa');
    expect(screen.getByLabelText('Inquiry Link')).toHaveValue(url);
    expect(screen.getByRole('link', { name: /Open/ })).toHaveAttribute('href', url);
    expect(screen.getByRole('link', { name: /Open/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByLabelText('Embed Code')).toHaveValue(
      `<iframe src="${url}" title="Inquiry form for Hacienda Rosa" width="100%" height="1500" style="border:0"></iframe>`,
    );

    // user-event puts its own clipboard on navigator when it sets up; watch that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith(url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText('Inquiry link has been copied to clipboard.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy Embed Code' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/^<iframe src="/));
    expect(await screen.findByText('Embed code has been copied to clipboard.')).toBeInTheDocument();
    expect(sentBodies()).toHaveLength(0);
  });

  it('escapes the venue name inside the embed code', async () => {
    const settings = makeSettings();
    settings.venue.name = 'Rosa & "Sons" <Hall>';
    fetchMock.mockImplementation(routeFetch({ 'GET /api/settings': () => jsonResponse(200, settings) }));
    await renderPage();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Embed Code').value).toContain(
      ' title="Inquiry form for Rosa &amp; &quot;Sons&quot; &lt;Hall&gt;" ',
    );
  });

  it('saves a new address with the rest of the settings and then links to it', async () => {
    const settings = makeSettings();
    serveSettings(() => jsonResponse(200, saved({ ...settings, venue: { ...settings.venue, slug: 'casa-rosa' } })));
    const { user } = await renderPage();
    const address = screen.getByLabelText('Inquiry Link Address');
    await user.clear(address);
    await user.type(address, 'Casa-Rosa');
    expect(
      screen.getByText(`Save changes to move the form to ${window.location.origin}/inquire/casa-rosa.`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sentBodies()[0]?.venue).toMatchObject({ name: 'Hacienda Rosa', slug: 'casa-rosa' });
    await waitFor(() =>
      expect(screen.getByLabelText('Inquiry Link')).toHaveValue(`${window.location.origin}/inquire/casa-rosa`),
    );
  });

  it('refuses an address the server would refuse, and sends nothing', async () => {
    serveSettings(() => jsonResponse(200, saved(makeSettings())));
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Event Types' }));
    await user.click(screen.getByRole('tab', { name: 'Venue Info' }));
    const address = screen.getByLabelText('Inquiry Link Address');
    await user.clear(address);
    await user.type(address, 'my venue!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Use 3 to 40 lower-case letters, digits and hyphens')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies()).toHaveLength(0);
  });

  it('puts a taken address (409) on its field', async () => {
    serveSettings(() =>
      jsonResponse(409, {
        code: 'CONFLICT',
        message: 'casa-blanca is taken by another venue; choose another',
        fieldErrors: { 'venue.slug': ['casa-blanca is taken by another venue; choose another'] },
      }),
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Event Types' }));
    const saveButton = screen.getByRole('button', { name: 'Save Changes' });
    await user.click(screen.getByRole('tab', { name: 'Venue Info' }));
    const address = screen.getByLabelText('Inquiry Link Address');
    await user.clear(address);
    await user.type(address, 'casa-blanca');
    await user.click(screen.getByRole('tab', { name: 'Event Types' }));
    await user.click(saveButton);

    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
    // The field's tab opens with the server's words on the field.
    expect(screen.getByRole('tab', { name: 'Venue Info' })).toHaveAttribute('aria-selected', 'true');
    const field = screen.getByLabelText('Inquiry Link Address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('casa-blanca is taken by another venue; choose another'),
    );
    // The link still points where the form is.
    expect(screen.getByLabelText('Inquiry Link')).toHaveValue(`${window.location.origin}/inquire/hacienda-rosa`);
  });

  it('lets a coordinator copy the link but not change the address', async () => {
    serveSettings();
    const { user } = await renderPage('coordinator');
    expect(screen.getByLabelText('Inquiry Link Address')).toBeDisabled();
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy).toBeEnabled();
    await user.click(copy);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
