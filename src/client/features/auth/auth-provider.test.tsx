// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '#shared/auth/auth.schemas.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { AUTH_TOKEN_KEY } from '#client/lib/auth-token.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { jsonResponse, makeStaffUser } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { useLogout } from './session-api.ts';
import { useAuth } from './auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';
import { LoginForm } from './login-form.tsx';
import { I18nProvider } from './sign-in-i18n.ts';

const fetchMock = installFetchMock();

/** Two front-desk staff of two venues, sharing one computer. */
const accounts: Record<string, { token: string; user: User; password: string; couple: string }> = {
  'anna@venue-a.example': {
    token: 'token-a',
    password: 'password-a',
    user: makeStaffUser('owner', { id: 1, email: 'anna@venue-a.example', venueId: 1, venueName: 'Venue A' }),
    couple: 'Alice & Adam',
  },
  'ben@venue-b.example': {
    token: 'token-b',
    password: 'password-b',
    user: makeStaffUser('owner', { id: 2, email: 'ben@venue-b.example', venueId: 2, venueName: 'Venue B' }),
    couple: 'Bella & Bruno',
  },
};

/** The server: a token's profile and its venue's bookings; `pendingBookings` holds the read back. */
function serve({ pendingBookings = false } = {}) {
  fetchMock.mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '');
    const account = Object.values(accounts).find((candidate) => candidate.token === token);
    if (url === '/api/auth/login') {
      const { email, password } = JSON.parse(init?.body as string) as { email: string; password: string };
      const match = accounts[email];
      if (!match || match.password !== password) return Promise.resolve(jsonResponse(401, { message: 'Nope' }));
      return Promise.resolve(jsonResponse(200, { token: match.token, user: match.user }));
    }
    if (url === '/api/auth/logout') return Promise.resolve(new Response(null, { status: 204 }));
    if (!account) return Promise.resolve(jsonResponse(401, { message: 'Unauthorized' }));
    if (url === '/api/user/profile') return Promise.resolve(jsonResponse(200, account.user));
    if (url === '/api/bookings') {
      if (pendingBookings) return new Promise<Response>(() => undefined);
      return Promise.resolve(jsonResponse(200, [{ id: account.user.id, coupleNames: account.couple }]));
    }
    return Promise.resolve(jsonResponse(404, { message: 'Not found' }));
  });
}

function VenueBookings() {
  const { data } = useQuery<{ coupleNames: string }[]>({ queryKey: ['/api/bookings'] });
  return <p data-testid="bookings">{data ? data.map((booking) => booking.coupleNames).join(', ') : 'Loading'}</p>;
}

function FrontDesk() {
  const { user, isLoading } = useAuth();
  const logout = useLogout();
  if (isLoading) return <p>Checking session</p>;
  if (!user) {
    return (
      <I18nProvider language="en">
        <LoginForm />
      </I18nProvider>
    );
  }
  return (
    <>
      <h1>{user.venueName}</h1>
      <VenueBookings />
      <button type="button" onClick={() => void logout()}>
        Sign out
      </button>
    </>
  );
}

function renderFrontDesk() {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path: '/dashboard', record: true });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <AuthProvider>
          <FrontDesk />
        </AuthProvider>
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), accounts[email]!.password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** What another tab does to the shared token, as this tab hears of it. */
function otherTabSets(token: string | null) {
  const oldValue = localStorage.getItem(AUTH_TOKEN_KEY);
  if (token === null) localStorage.removeItem(AUTH_TOKEN_KEY);
  else localStorage.setItem(AUTH_TOKEN_KEY, token);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, oldValue, newValue: token }));
  });
}

beforeEach(() => {
  localStorage.clear();
});

describe('sessions on a shared computer', () => {
  it('signing out forgets every cached read, and the next person sees only their venue', async () => {
    serve();
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-a');
    const { user, queryClient } = renderFrontDesk();
    await waitFor(() => expect(screen.getByTestId('bookings')).toHaveTextContent('Alice & Adam'));

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);

    await signIn(user, 'ben@venue-b.example');
    expect(await screen.findByRole('heading', { name: 'Venue B' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('bookings')).toHaveTextContent('Bella & Bruno'));
    expect(screen.queryByText(/Alice & Adam/)).not.toBeInTheDocument();
  });

  it('signing in forgets reads cached for whoever used the computer before', async () => {
    serve({ pendingBookings: true });
    const { user, queryClient } = renderFrontDesk();
    // Anna's reads are still cached (her session ended without this tab clearing them).
    queryClient.setQueryData(['/api/bookings'], [{ coupleNames: 'Alice & Adam' }]);
    queryClient.setQueryData(['/api/settings'], { venue: { name: 'Venue A' } });

    await signIn(user, 'ben@venue-b.example');
    expect(await screen.findByRole('heading', { name: 'Venue B' })).toBeInTheDocument();
    expect(screen.getByTestId('bookings')).toHaveTextContent('Loading');
    expect(screen.queryByText(/Alice & Adam/)).not.toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/settings'])).toBeUndefined();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('follows another tab signing in as someone else, without the first venue’s data', async () => {
    serve();
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-a');
    renderFrontDesk();
    await waitFor(() => expect(screen.getByTestId('bookings')).toHaveTextContent('Alice & Adam'));

    otherTabSets('token-b');
    expect(await screen.findByRole('heading', { name: 'Venue B' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('bookings')).toHaveTextContent('Bella & Bruno'));
    expect(screen.queryByText(/Alice & Adam/)).not.toBeInTheDocument();
  });

  it('follows another tab signing out', async () => {
    serve();
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-a');
    const { queryClient } = renderFrontDesk();
    await waitFor(() => expect(screen.getByTestId('bookings')).toHaveTextContent('Alice & Adam'));

    otherTabSets(null);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
