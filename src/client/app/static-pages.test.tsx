// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#client/lib/auth-token.ts';
import { jsonResponse, makeStaffUser } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';

const fetchMock = installFetchMock();

/**
 * The app as a first visit starts it, at `path`. Its modules are imported afresh, so no query
 * client has loaded yet: the other client test files share this worker's modules and load it.
 */
async function openApp(path: string) {
  vi.resetModules();
  // The fresh translator module needs the runtime compiler registered again, as the setup did for the first.
  await import('#shared/i18n/compile-at-runtime.ts');
  const { Router } = await import('wouter');
  const { memoryLocation } = await import('wouter/memory-location');
  const { AppProviders } = await import('./providers.tsx');
  const { AppRouter } = await import('./router.tsx');
  const { getLoadedQueryClient } = await import('#client/lib/query-client-loader.ts');
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </Router>,
  );
  return { getLoadedQueryClient };
}

beforeEach(() => {
  localStorage.clear();
});

describe('the pages that send no request', () => {
  it.each([
    ['/', 'Book more events. Stress less.'],
    ['/features', 'Every tool your venue needs, working together'],
    ['/pricing', 'Simple, transparent pricing'],
    ['/privacy', 'Privacy Policy'],
    ['/help', 'How can we help?'],
    ['/no-such-page', '404 Page Not Found'],
  ])('%s renders without the query client, which it does not load', async (path, heading) => {
    const { getLoadedQueryClient } = await openApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(getLoadedQueryClient()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('follow a sign-in in another tab without a query cache to empty', async () => {
    const owner = makeStaffUser('owner');
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, owner)));
    const { getLoadedQueryClient } = await openApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Simple, transparent pricing' });

    localStorage.setItem(AUTH_TOKEN_KEY, 'token-of-the-other-tab');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, newValue: 'token-of-the-other-tab' }));
    });

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/user/profile', expect.anything()));
    expect(screen.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeInTheDocument();
    expect(getLoadedQueryClient()).toBeUndefined();
  });
});

describe('a page that sends requests', () => {
  it.each([
    ['/login', 'Sign In'],
    ['/contact', 'Send Message'],
  ])('%s finds the query client loaded when it first renders', async (path, button) => {
    const { getLoadedQueryClient } = await openApp(path);
    expect(await screen.findByRole('button', { name: button })).toBeInTheDocument();
    expect(getLoadedQueryClient()).toBeDefined();
  });
});
