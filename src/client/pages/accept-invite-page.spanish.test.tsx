// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { InvitationPreview } from '#shared/team/team.schemas.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { AcceptInvitePage } from './accept-invite-page.tsx';

const fetchMock = installFetchMock();

const token = 'tok_abcdefghijklmnopqrstuvwxyz';
const previewUrl = `/api/invitations/${token}`;
const acceptUrl = `/api/invitations/${token}/accept`;
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

function serve(preview: InvitationPreview, accept: () => Response = () => jsonResponse(201, {})) {
  fetchMock.mockImplementation(
    routeFetch({ [`GET ${previewUrl}`]: () => jsonResponse(200, preview), [`POST ${acceptUrl}`]: accept }),
  );
}

function renderPage(search = '') {
  return renderWithAuth(<Route path="/accept-invite/:token" component={AcceptInvitePage} />, {
    user: null,
    path: `/accept-invite/${token}${search}`,
  });
}

function clearSavedLanguage() {
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
}

function withBrowserLanguages(list: string[]) {
  const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => list });
  return () => {
    if (languages) Object.defineProperty(navigator, 'languages', languages);
  };
}

describe('AcceptInvitePage for a couple, in Spanish', () => {
  beforeEach(clearSavedLanguage);
  afterEach(clearSavedLanguage);

  it("follows the booking's language: texts, checks, toasts and the venue's frame in Spanish", async () => {
    const restore = withBrowserLanguages(['fr-FR']);
    try {
      const client = { ...makeStaffUser('owner'), id: 21, role: 'client' as const };
      serve(couple, () => jsonResponse(201, { token: 'session-token', user: client }));
      const { user, location } = renderPage();

      expect(
        await screen.findByRole('heading', { name: 'Únase al portal de clientes de Hacienda Rosa' }),
      ).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('es');
      expect(screen.getByText('Cree su cuenta para ver su reservación, pagar y firmar en línea.')).toBeInTheDocument();
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
      expect(screen.getByRole('link', { name: 'Volver a Hacienda Rosa' })).toHaveAttribute(
        'href',
        '/inquire/hacienda-rosa',
      );
      expect(screen.getByRole('link', { name: 'Inicio de Hacienda Rosa' })).toBeInTheDocument();
      expect(screen.getByText('Con la tecnología de')).toBeInTheDocument();
      const switcher = screen.getByRole('navigation', { name: 'Idioma' });
      expect(within(switcher).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');

      await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
      expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
      expect(screen.getByText('El apellido es obligatorio')).toBeInTheDocument();

      await user.type(screen.getByLabelText('Nombre'), 'Ana');
      await user.type(screen.getByLabelText('Apellido'), 'López');
      await user.type(screen.getByLabelText('Contraseña'), 'secret-1');
      await user.type(screen.getByLabelText('Confirmar contraseña'), 'secret-2');
      await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
      expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();

      await user.clear(screen.getByLabelText('Confirmar contraseña'));
      await user.type(screen.getByLabelText('Confirmar contraseña'), 'secret-1');
      await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
      expect(await screen.findByText('Invitación aceptada')).toBeInTheDocument();
      expect(screen.getByText('¡Le damos la bienvenida a Hacienda Rosa!')).toBeInTheDocument();
      expect(location.history.at(-1)).toBe('/client-portal');
    } finally {
      restore();
    }
  });

  it('lets ?lang=en win over the booking’s Spanish, and the switch turn it back', async () => {
    serve({ ...couple, hasAccount: true });
    const { user } = renderPage('?lang=en');
    expect(await screen.findByRole('heading', { name: "Join Hacienda Rosa's client portal" })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'Español' }),
    );
    expect(
      await screen.findByText('Ingrese su contraseña para agregar esta reservación a su cuenta.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password?email=ana%40example.com&lang=es',
    );
  });

  it('says a wrong password in Spanish', async () => {
    serve({ ...couple, hasAccount: true }, () =>
      jsonResponse(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    );
    const { user } = renderPage('?lang=es');
    await user.type(await screen.findByLabelText('Contraseña'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText('No se pudo aceptar la invitación')).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico o contraseña incorrectos')).toBeInTheDocument();
  });

  it('says a used link in Spanish when the address asks for it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(410, { message: 'Gone', code: 'GONE' }));
    renderPage('?lang=es');
    expect(await screen.findByRole('heading', { name: 'No encontramos la invitación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'inicie sesión' })).toHaveAttribute('href', '/login?lang=es');
  });

  it('opens the couple’s portal in the language their e-mail’s link named, and keeps that choice', async () => {
    // Session 31: an en-US browser accepted /accept-invite/{token}?lang=es and met an English portal.
    const restore = withBrowserLanguages(['en-US']);
    try {
      const client = { ...makeStaffUser('owner'), id: 21, role: 'client' as const };
      serve({ ...couple, hasAccount: true }, () => jsonResponse(201, { token: 'session-token', user: client }));
      const { user, location } = renderPage('?lang=es');
      await user.type(await screen.findByLabelText('Contraseña'), 'ana-secret-1');
      expect(document.cookie).toContain('venuedesk_lang=es');
      await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
      expect(await screen.findByText('Invitación aceptada')).toBeInTheDocument();
      expect(location.history.at(-1)).toBe('/client-portal?lang=es');
    } finally {
      restore();
    }
  });

  it.each([
    [400, { message: 'Validation failed', code: 'VALIDATION_FAILED' }],
    [404, { message: 'Invitation not found', code: 'NOT_FOUND' }],
  ])('says a cut or unknown link (%i) is not valid, all in Spanish, with the switch', async (status, body) => {
    fetchMock.mockResolvedValue(jsonResponse(status, body));
    renderPage('?lang=es');
    expect(await screen.findByRole('heading', { name: 'No encontramos la invitación' })).toBeInTheDocument();
    expect(screen.getByText('Esta invitación ya no es válida')).toBeInTheDocument();
    expect(screen.queryByText('Algo salió mal. Inténtelo de nuevo.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Inicio de VenueDesk' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to Home|VenueDesk home/ })).not.toBeInTheDocument();
    const switcher = screen.getByRole('navigation', { name: 'Idioma' });
    expect(within(switcher).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
  });

  it('keeps a team member’s invitation in English, with no switch, whatever the browser speaks', async () => {
    const restore = withBrowserLanguages(['es-MX']);
    try {
      serve({ ...couple, role: 'coordinator', language: null });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Join Hacienda Rosa as Coordinator' })).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: /Language|Idioma/ })).not.toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
    } finally {
      restore();
    }
  });
});
