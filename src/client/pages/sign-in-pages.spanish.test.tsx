// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { InvitationPreview } from '#shared/team/team.schemas.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { AcceptInvitePage } from './accept-invite-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';
import { signInSurface } from '#client/features/auth/sign-in-i18n.ts';
import { resetPasswordSurface } from '#client/features/auth/reset-password-i18n.ts';
import { verifyEmailSurface } from '#client/features/auth/verify-email-i18n.ts';
import { acceptInviteSurface } from '#client/features/team/accept-invite-i18n.ts';

const fetchMock = installFetchMock();
const answer = { message: 'If an account uses this address, we have e-mailed it a link to choose a new password.' };
const token = 'tok_resetabcdefghijklmnopqrstuvwxyz';

afterEach(() => {
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
});

/** A promise that never settles: the page stays loading. */
const never = () => new Promise<Response>(() => undefined);

// The Spanish arrive as a chunk, as hydration and the switch load them (docs/decisions/076).
beforeAll(() =>
  Promise.all(
    [signInSurface, resetPasswordSurface, verifyEmailSurface, acceptInviteSurface].map((surface) => surface.load('es')),
  ),
);

describe('Forgot password? from a couple’s Spanish sign-in page', () => {
  function renderForgot(path: string) {
    return renderWithAuth(<Route path="/forgot-password" component={ForgotPasswordPage} />, { user: null, path });
  }

  it('asks in Spanish, sends the page’s language for the e-mail and answers in Spanish', async () => {
    fetchMock.mockImplementation(routeFetch({ 'POST /api/auth/password-reset': () => jsonResponse(202, answer) }));
    const { user } = renderForgot('/forgot-password?lang=es');
    expect(screen.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute('href', '/login?lang=es');

    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Correo electrónico/), 'Ana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si hay una cuenta con ana@example.com, le enviamos un enlace para elegir una contraseña nueva. El enlace funciona una sola vez, durante 60 minutos.',
    );
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'ana@example.com', language: 'es' });
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login?lang=es');
  });

  it('shows the reset limit in Spanish', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'POST /api/auth/password-reset': () =>
          jsonResponse(429, {
            code: 'RATE_LIMITED',
            message: 'Too many password reset requests for this address. Please try again later.',
          }),
      }),
    );
    const { user } = renderForgot('/forgot-password?lang=es');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('No se pudo enviar el enlace')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Demasiadas solicitudes para restablecer la contraseña de esta dirección. Inténtelo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the reset-password link of a Spanish e-mail (?lang=es)', () => {
  function renderReset(search: string) {
    return renderWithAuth(<Route path="/reset-password/:token" component={ResetPasswordPage} />, {
      user: null,
      path: `/reset-password/${token}${search}`,
    });
  }

  it('says loading in Spanish, then asks for the new password in Spanish', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    renderReset('?lang=es');
    expect(await screen.findByRole('status', { name: 'Cargando' })).toBeInTheDocument();
    release(jsonResponse(200, { email: 'ana@example.com', language: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elija una contraseña nueva' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar e iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña nueva')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('says a used link is gone in Spanish, its links keeping the language', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/auth/password-reset/${token}`]: () =>
          jsonResponse(410, { code: 'GONE', message: 'This password reset link has been used or has expired.' }),
      }),
    );
    renderReset('?lang=es');
    expect(await screen.findByRole('heading', { name: 'El enlace ya no es válido' })).toBeInTheDocument();
    expect(screen.getByText('Este enlace para restablecer la contraseña ya se usó o venció.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obtener un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password?lang=es',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login?lang=es');
  });

  it('says a cut link (400) is no longer valid, not that something went wrong', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/auth/password-reset/${token}`]: () =>
          jsonResponse(400, { code: 'VALIDATION_FAILED', message: 'Validation failed' }),
      }),
    );
    renderReset('?lang=es');
    expect(await screen.findByRole('heading', { name: 'El enlace ya no es válido' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
    expect(screen.queryByText('Algo salió mal. Inténtelo de nuevo.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obtener un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password?lang=es',
    );
  });

  it('sends a couple to their portal in the page’s language once the new password is saved', async () => {
    const client = makeStaffUser('owner', { role: 'client', venueId: null, venueName: null, venueTimeZone: null });
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/auth/password-reset/${token}`]: () =>
          jsonResponse(200, { email: 'ana@example.com', language: null }),
        [`POST /api/auth/password-reset/${token}`]: () => jsonResponse(200, { token: 'session-token', user: client }),
      }),
    );
    const { user, location } = renderReset('?lang=es');
    await user.type(await screen.findByLabelText('Contraseña nueva'), 'chosen-1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'chosen-1');
    await user.click(screen.getByRole('button', { name: 'Guardar e iniciar sesión' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/client-portal?lang=es'));
  });

  it('stays English without ?lang=, as staff’s reset link is', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/auth/password-reset/${token}`]: () => jsonResponse(200, { email: 'o@example.com', language: null }),
      }),
    );
    renderReset('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Language' })).not.toBeInTheDocument();
  });
});

describe('a couple’s invitation and verification pages while loading or refused', () => {
  const couple: InvitationPreview = {
    email: 'ana@example.com',
    role: 'client',
    venueName: 'Hacienda Rosa',
    hasAccount: false,
    language: 'es',
    venue: {
      logo: null,
      primaryColor: '#1D4ED8',
      secondaryColor: '#6B7280',
      accentColor: '#10B981',
      homeUrl: '/inquire/hacienda-rosa',
    },
  };

  it('the invitation says loading in Spanish', async () => {
    fetchMock.mockImplementation(never);
    renderWithAuth(<Route path="/accept-invite/:token" component={AcceptInvitePage} />, {
      user: null,
      path: `/accept-invite/${token}?lang=es`,
    });
    expect(await screen.findByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  });

  it('the invitation shows a rate limit in Spanish', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/invitations/${token}`]: () =>
          jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }),
      }),
    );
    renderWithAuth(<Route path="/accept-invite/:token" component={AcceptInvitePage} />, {
      user: null,
      path: `/accept-invite/${token}?lang=es`,
    });
    expect(await screen.findByText('Demasiadas solicitudes. Inténtelo de nuevo más tarde.')).toBeInTheDocument();
    expect(screen.queryByText(/Too many/)).not.toBeInTheDocument();
  });

  it('accepting shows a server error in Spanish, not its English', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/invitations/${token}`]: () => jsonResponse(200, couple),
        [`POST /api/invitations/${token}/accept`]: () =>
          jsonResponse(409, { code: 'CONFLICT', message: 'This invitation was already used' }),
      }),
    );
    const { user } = renderWithAuth(<Route path="/accept-invite/:token" component={AcceptInvitePage} />, {
      user: null,
      path: `/accept-invite/${token}?lang=es`,
    });
    await screen.findByRole('heading', { name: 'Únase al portal de clientes de Hacienda Rosa' });
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Apellido'), 'López');
    await user.type(screen.getByLabelText('Contraseña'), 'ana-secret-1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'ana-secret-1');
    await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText('No se pudo aceptar la invitación')).toBeInTheDocument();
    expect(screen.getByText('No se pudo aceptar la invitación. Inténtelo de nuevo.')).toBeInTheDocument();
    expect(screen.queryByText('This invitation was already used')).not.toBeInTheDocument();
  });

  it('the verification page says loading in Spanish when its link names it', async () => {
    fetchMock.mockImplementation(never);
    renderWithAuth(<Route path="/verify-email/:token" component={VerifyEmailPage} />, {
      user: null,
      path: `/verify-email/${token}?lang=es`,
    });
    expect(await screen.findByRole('status', { name: 'Cargando' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
