// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '#shared/auth/auth.schemas.ts';
import { AuthContext, type AuthState } from '#client/features/auth/index.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { jsonResponse, makeStaffUser } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { AppRouter } from './router.tsx';

const fetchMock = installFetchMock();

const client = makeStaffUser('owner', { role: 'client', venueId: null, venueName: null, venueTimeZone: null });

function renderAt(path: string, user: User | null) {
  // The signed-in app a redirect lands in reads its data; these tests only follow the address.
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(404, { message: 'Not found' })));
  return renderWithAuth(<AppRouter />, { path, user });
}

describe('the home page', () => {
  function renderHome(session: Pick<AuthState, 'user' | 'isLoading'>) {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(404, { message: 'Not found' })));
    const location = memoryLocation({ path: '/', record: true });
    const queryClient = createQueryClient();
    const auth: AuthState = { ...session, startSession: vi.fn(), endSession: vi.fn(), refreshUser: vi.fn() };
    const tree = (value: AuthState) => (
      <QueryClientProvider client={queryClient}>
        <AuthContext value={value}>
          <Router hook={location.hook}>
            <AppRouter />
          </Router>
        </AuthContext>
      </QueryClientProvider>
    );
    const view = render(tree(auth));
    return { location, auth, rerender: (value: AuthState) => view.rerender(tree(value)) };
  }

  it('shows the landing page, not a spinner, while a stored session is checked, then sends staff to the dashboard', async () => {
    const { location, rerender, auth } = renderHome({ user: null, isLoading: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book more events. Stress less.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    rerender({ ...auth, user: makeStaffUser('owner'), isLoading: false });
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
  });

  it('sends a signed-in client to their portal', async () => {
    const { location } = renderHome({ user: client, isLoading: false });
    await waitFor(() => expect(location.history.at(-1)).toBe('/client-portal'));
  });
});

describe('sign-in and sign-up pages', () => {
  it.each(['/login', '/signup'])('send signed-in staff from %s to the dashboard', async (path) => {
    const { location } = renderAt(path, makeStaffUser('coordinator'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });

  it.each(['/login', '/signup'])('send a signed-in client from %s to their portal', async (path) => {
    const { location } = renderAt(path, client);
    await waitFor(() => expect(location.history.at(-1)).toBe('/client-portal'));
  });

  it('send a signed-in client from a couple’s Spanish sign-in page to their portal in Spanish', async () => {
    const { location } = renderAt('/login?lang=es', client);
    await waitFor(() => expect(location.history.at(-1)).toBe('/client-portal?lang=es'));
  });

  it('send signed-in staff from a sign-in page naming a language to their English dashboard', async () => {
    const { location } = renderAt('/login?lang=es', makeStaffUser('coordinator'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
  });

  it('show visitors the sign-in form', async () => {
    const { location } = renderAt('/login', null);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/login');
  });

  it('send a visitor from a couple’s e-mail link to sign in in its language, keeping the link for after', async () => {
    // Awaited: the sign-in page waits for its Spanish, a chunk of its own (docs/decisions/076).
    const { location } = await act(async () => renderAt('/client-portal?tab=payments&pay=7&lang=es', null));
    const next = encodeURIComponent('/client-portal?tab=payments&pay=7&lang=es');
    await waitFor(() => expect(location.history.at(-1)).toBe(`/login?lang=es&next=${next}`));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('send a visitor from a plain signed-in address to the plain /login', async () => {
    const { location } = renderAt('/dashboard', null);
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('send a signed-in client from a sign-in page with `next` on to it', async () => {
    const { location } = renderAt(`/login?lang=es&next=${encodeURIComponent('/client-portal?pay=7')}`, client);
    await waitFor(() => expect(location.history.at(-1)).toBe('/client-portal?pay=7'));
  });

  it('show visitors the sign-up form', async () => {
    renderAt('/signup', null);
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });
});

describe('the shared calendar', () => {
  it.each([
    ['a visitor', null],
    ['signed-in staff', makeStaffUser('owner')],
  ])('opens at /shared-calendar/{id} for %s, without the app shell', async (_who, user) => {
    const { location } = renderAt('/shared-calendar/my-venue-calendar', user);
    expect(await screen.findByRole('heading', { name: 'We could not find this calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/shared-calendar/my-venue-calendar');
  });
});

describe('the public inquiry form', () => {
  it.each([
    ['a visitor', null],
    ['signed-in staff', makeStaffUser('owner')],
  ])('opens at /inquire/{slug} for %s, without the app shell', async (_who, user) => {
    const { location } = renderAt('/inquire/hacienda-rosa', user);
    expect(await screen.findByRole('heading', { name: 'We could not find this venue' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/inquire/hacienda-rosa');
  });
});

describe('the Profile page', () => {
  it.each([
    ['staff', makeStaffUser('coordinator')],
    ['a client', client],
  ])('opens at /profile for %s', async (_who, user) => {
    const { location } = renderAt('/profile', user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/profile');
  });

  it('keeps a client out of the staff pages still', async () => {
    const { location } = renderAt('/settings', client);
    await waitFor(() => expect(location.history.at(-1)).toBe('/client-portal'));
  });
});
