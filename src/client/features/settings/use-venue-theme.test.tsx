// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { makeSettings } from '#client/test/settings-fixtures.ts';
import { useVenueTheme } from './use-venue-theme.ts';

const fetchMock = installFetchMock();

function ThemedApp() {
  useVenueTheme();
  return <p>Signed in</p>;
}

function cssVariable(name: string): string {
  return document.documentElement.style.getPropertyValue(name);
}

describe('useVenueTheme', () => {
  it('themes the page with the venue colours and restores the defaults on unmount', async () => {
    const settings = makeSettings();
    settings.venue.primaryColor = '#F5E050';
    settings.venue.secondaryColor = '#1E3A8A';
    settings.venue.accentColor = '#2563EB';
    fetchMock.mockResolvedValue(jsonResponse(200, settings));
    renderWithAuth(<ThemedApp />);

    await waitFor(() => expect(cssVariable('--primary')).toBe('#F5E050'));
    expect(cssVariable('--ring')).toBe('#F5E050');
    // A light primary gets black text on its buttons.
    expect(cssVariable('--primary-foreground')).toBe('#000000');
    expect(cssVariable('--primary-hover')).not.toBe('');
    expect(cssVariable('--success')).toBe('#2563EB');
    expect(cssVariable('--accent')).not.toBe('');
    expect(cssVariable('--muted-foreground')).toBe('#1E3A8A');

    cleanup();
    for (const name of [
      '--primary',
      '--primary-hover',
      '--primary-foreground',
      '--ring',
      '--accent',
      '--success',
      '--muted-foreground',
    ]) {
      expect(cssVariable(name)).toBe('');
    }
  });
});
