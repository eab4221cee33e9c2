// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { makeSettings, saved, type SentSettings } from '#client/test/settings-fixtures.ts';
import { SettingsPage } from './settings-page.tsx';

const fetchMock = installFetchMock();
// A 1×1 transparent PNG.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function sentBody(): SentSettings {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return JSON.parse(call?.[1]?.body as string) as SentSettings;
}

async function openBranding() {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/settings': () => jsonResponse(200, makeSettings()),
      'PUT /api/settings': () => jsonResponse(200, saved(makeSettings())),
    }),
  );
  const { user } = renderWithAuth(<SettingsPage />);
  await user.click(await screen.findByRole('tab', { name: 'Branding' }));
  return user;
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('Upload logo'), { target: { files: [file] } });
}

describe('Branding tab', () => {
  it('refuses a file that is not an image, and an image over 200 KB', async () => {
    await openBranding();
    chooseFile(new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The logo must be a PNG, JPEG, GIF, WebP or SVG image')).toBeInTheDocument();

    chooseFile(new File([new Uint8Array(200 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo must be smaller than 200 KB')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload logo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: 'Venue logo preview' })).not.toBeInTheDocument();
  });

  it('previews a chosen logo and sends it as a data URL', async () => {
    const user = await openBranding();
    const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
    chooseFile(new File([bytes], 'logo.png', { type: 'image/png' }));

    const preview = await screen.findByRole('img', { name: 'Venue logo preview' });
    expect(preview).toHaveAttribute('src', `data:image/png;base64,${PNG_BASE64}`);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('Settings saved')).toBeInTheDocument());
    expect(sentBody().venue.logo).toBe(`data:image/png;base64,${PNG_BASE64}`);
  });

  it('removes the logo', async () => {
    const user = await openBranding();
    chooseFile(new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], 'l.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Venue logo preview' });
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Venue logo preview' })).not.toBeInTheDocument();
    expect(screen.getByText('No logo yet')).toBeInTheDocument();
  });

  it('edits a colour by its hex text or its picker, and checks the text', async () => {
    const user = await openBranding();
    const primary = screen.getByLabelText('Primary Colour');
    await user.clear(primary);
    await user.type(primary, '#1e3a8a');
    fireEvent.input(screen.getByLabelText('Accent Colour picker'), { target: { value: '#dc2626' } });
    expect(screen.getByLabelText('Accent Colour')).toHaveValue('#DC2626');
    expect(screen.getByText('Book a tour')).toHaveStyle({ backgroundColor: '#1e3a8a', color: '#ffffff' });

    const secondary = screen.getByLabelText('Secondary Colour');
    await user.clear(secondary);
    await user.type(secondary, 'blue');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Secondary colour must be a colour like #8B5A6B')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(secondary);
    await user.type(secondary, '#7c2d12');
    // The preview's caption shows secondary text in that colour (readable as it is).
    expect(screen.getByText('Sat, Jun 14 · 150 guests')).toHaveStyle({ color: '#7c2d12' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('Settings saved')).toBeInTheDocument());
    expect(sentBody().venue).toMatchObject({
      primaryColor: '#1E3A8A',
      secondaryColor: '#7C2D12',
      accentColor: '#DC2626',
    });
  });
});
