// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { LoginPage } from './login-page.tsx';
import { signInSurface } from '#client/features/auth/sign-in-i18n.ts';

const fetchMock = installFetchMock();
const client = makeStaffUser('owner', { role: 'client', venueId: null, venueName: null, venueTimeZone: null });
const PAY_LINK = '/client-portal?tab=payments&pay=7&lang=es';

function renderLogin(path: string) {
  return renderWithAuth(<Route path="/login" component={LoginPage} />, { user: null, path });
}

function answerLogin(status: number, body: unknown) {
  fetchMock.mockImplementation(routeFetch({ 'POST /api/auth/login': () => jsonResponse(status, body) }));
}

afterEach(() => {
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
});

// The Spanish arrive as a chunk, as hydration and the switch load them (docs/decisions/076).
beforeAll(() => signInSurface.load('es'));

describe('the sign-in page a couple reaches in Spanish (?lang=es)', () => {
  it('is in Spanish with the language switch, for a couple, with no sign-up for venues', () => {
    renderLogin('/login?lang=es');
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByText('Inicie sesión para ver su reservación, pagar y firmar en línea.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAttribute('placeholder', 'nombre@ejemplo.com');
    expect(screen.getByLabelText(/Contraseña/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password?lang=es',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
    const languages = screen.getByRole('navigation', { name: 'Idioma' });
    expect(within(languages).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    // The page's own words; a toast an earlier test left in the shared toast store is not the page's.
    const english = screen
      .queryAllByText(/Sign|account|Email|Password/)
      .filter((element) => !element.closest('[data-radix-toast-announce-exclude], [role="status"]'));
    expect(english).toEqual([]);
    expect(screen.queryByRole('link', { name: /Regístrese|Sign up/ })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('says what is missing in Spanish', async () => {
    const { user } = renderLogin('/login?lang=es');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      401,
      { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
      'Correo electrónico o contraseña incorrectos',
    ],
    [
      429,
      { code: 'RATE_LIMITED', message: 'Too many failed sign-in attempts. Please try again later.' },
      'Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo más tarde.',
    ],
    [429, { code: 'RATE_LIMITED', message: 'Slow down' }, 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.'],
    [500, { code: 'INTERNAL', message: 'Internal Server Error' }, 'No se pudo iniciar sesión. Inténtelo de nuevo.'],
  ])('shows the server’s %i in Spanish, never its English', async (status, body, spanish) => {
    answerLogin(status, body);
    const { user } = renderLogin('/login?lang=es');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Contraseña/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('No se pudo iniciar sesión')).toBeInTheDocument();
    expect(screen.getByText(spanish)).toBeInTheDocument();
    expect(screen.queryByText(body.message)).not.toBeInTheDocument();
  });

  it('a network failure says so in Spanish', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderLogin('/login?lang=es');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Contraseña/), 'a-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('No se pudo iniciar sesión')).toBeInTheDocument();
    expect(screen.getByText('No se pudo iniciar sesión. Inténtelo de nuevo.')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it('goes on to the payment the e-mail linked to once signed in, with a Spanish welcome', async () => {
    answerLogin(200, { token: 'a-token', user: client });
    const { user, location, auth } = renderLogin(`/login?lang=es&next=${encodeURIComponent(PAY_LINK)}`);
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Contraseña/), 'ana-secret-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(PAY_LINK));
    expect(auth.startSession).toHaveBeenCalledWith('a-token', client);
    expect(await screen.findByText('Sesión iniciada')).toBeInTheDocument();
  });

  it('ignores a `next` that leads off this site', async () => {
    answerLogin(200, { token: 'a-token', user: client });
    const { user, location } = renderLogin(`/login?lang=es&next=${encodeURIComponent('//evil.example/x')}`);
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Contraseña/), 'ana-secret-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/client-portal?lang=es'));
  });

  it('sends a couple with no `next` to their portal in the page’s language, and keeps it', async () => {
    // Session 31: an en-US browser signing in on /login?lang=es landed on the English portal.
    answerLogin(200, { token: 'a-token', user: client });
    const { user, location } = renderLogin('/login?lang=es');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Contraseña/), 'ana-secret-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/client-portal?lang=es'));
    expect(document.cookie).toContain('venuedesk_lang=es');
  });

  it('sends staff to their dashboard as before, whatever language the page names', async () => {
    answerLogin(200, { token: 'a-token', user: makeStaffUser('owner') });
    const { user, location } = renderLogin('/login?lang=es');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'maria@example.com');
    await user.type(screen.getByLabelText(/Contraseña/), 'maria-secret-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
  });

  it('switches to English in place, still a couple’s page', async () => {
    const { user } = renderLogin('/login?lang=es');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your booking, pay and sign online.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ana@example.com');
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
  });
});

describe('staff’s plain /login', () => {
  it('stays the English page of the spec, with no switch, whatever the browser or a saved choice says', () => {
    document.cookie = 'venuedesk_lang=es; Path=/';
    renderLogin('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back! Sign in to manage your venue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Language' })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('sends a client to the plain portal, as before', async () => {
    answerLogin(200, { token: 'a-token', user: client });
    const { user, location } = renderLogin('/login');
    await user.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Password/), 'ana-secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/client-portal'));
    expect(document.cookie).not.toContain('venuedesk_lang');
  });

  it('shows the server’s English as before', async () => {
    answerLogin(503, { message: 'Service Unavailable' });
    const { user } = renderLogin('/login');
    await user.type(screen.getByLabelText(/Email/), 'owner@example.com');
    await user.type(screen.getByLabelText(/Password/), 'a-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
  });
});
