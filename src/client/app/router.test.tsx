// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '#shared/auth/auth.schemas.ts';
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

  it('show visitors the sign-in form', async () => {
    const { location } = renderAt('/login', null);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/login');
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
