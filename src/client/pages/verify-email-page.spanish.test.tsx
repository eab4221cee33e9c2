// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const fetchMock = installFetchMock();
const token = 'tok_verifyabcdefghijklmnopqrstuvwxyz';
const previewUrl = `GET /api/auth/verify-email/${token}`;
const client = makeStaffUser('owner', { role: 'client', venueId: null, venueName: null, venueTimeZone: null });

function renderVerify(search = '') {
  return renderWithAuth(<Route path="/verify-email/:token" component={VerifyEmailPage} />, {
    user: null,
    path: `/verify-email/${token}${search}`,
  });
}

function clearSavedLanguage() {
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
}

describe('VerifyEmailPage for a couple, in Spanish', () => {
  beforeEach(clearSavedLanguage);
  afterEach(clearSavedLanguage);

  it("follows the couple's booking language: texts, checks, toasts and the way home", async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['fr-FR'] });
    try {
      fetchMock.mockImplementation(
        routeFetch({
          [previewUrl]: () => jsonResponse(200, { email: 'ana@example.com', language: 'es' }),
          'POST /api/auth/verify-email': () => jsonResponse(200, { token: 'session-token', user: client }),
        }),
      );
      const { user, location } = renderVerify();
      expect(await screen.findByRole('heading', { name: 'Confirme su correo electrónico' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('es');
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
      expect(screen.getByText('Al menos 6 caracteres.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Inicio de VenueDesk' })).toBeInTheDocument();
      const switcher = screen.getByRole('navigation', { name: 'Idioma' });
      expect(within(switcher).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');

      await user.click(screen.getByRole('button', { name: 'Confirmar e iniciar sesión' }));
      expect(await screen.findByText('La contraseña es obligatoria')).toBeInTheDocument();
      expect(screen.getByText('Confirme su contraseña')).toBeInTheDocument();

      await user.type(screen.getByLabelText('Contraseña nueva'), 'abc');
      await user.type(screen.getByLabelText('Confirmar contraseña'), 'abc');
      await user.click(screen.getByRole('button', { name: 'Confirmar e iniciar sesión' }));
      expect(await screen.findByText('Contraseña demasiado corta')).toBeInTheDocument();

      await user.clear(screen.getByLabelText('Contraseña nueva'));
      await user.clear(screen.getByLabelText('Confirmar contraseña'));
      await user.type(screen.getByLabelText('Contraseña nueva'), 'chosen-1');
      await user.type(screen.getByLabelText('Confirmar contraseña'), 'chosen-1');
      await user.click(screen.getByRole('button', { name: 'Confirmar e iniciar sesión' }));
      expect(await screen.findByText('Correo electrónico verificado')).toBeInTheDocument();
      // Their portal opens in the page's language, whatever the browser says (session 31).
      expect(location.history.at(-1)).toBe('/client-portal?lang=es');
    } finally {
      if (languages) Object.defineProperty(navigator, 'languages', languages);
    }
  });

  it('says a used link in Spanish when the address asks for it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(410, { message: 'Gone', code: 'GONE' }));
    renderVerify('?lang=es');
    expect(await screen.findByRole('heading', { name: 'El enlace ya no es válido' })).toBeInTheDocument();
    expect(screen.getByText('Este enlace de verificación ya se usó o venció.')).toBeInTheDocument();
    // The ways on keep the language, and the page offers the switch (session 31).
    expect(screen.getByRole('link', { name: 'Obtener un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password?lang=es',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login?lang=es');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
  });

  it.each([
    [400, { message: 'Validation failed', code: 'VALIDATION_FAILED' }],
    [404, { message: 'Not found', code: 'NOT_FOUND' }],
  ])('says a cut or unknown link (%i) is no longer valid, with no retry that cannot help', async (status, body) => {
    fetchMock.mockResolvedValue(jsonResponse(status, body));
    renderVerify('?lang=es');
    expect(await screen.findByRole('heading', { name: 'El enlace ya no es válido' })).toBeInTheDocument();
    expect(screen.getByText('Este enlace de verificación ya se usó o venció.')).toBeInTheDocument();
    expect(screen.queryByText('Algo salió mal. Inténtelo de nuevo.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obtener un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password?lang=es',
    );
  });

  it('keeps a staff account’s page English, with no switch, whatever the address or browser say', async () => {
    document.cookie = 'venuedesk_lang=es; Path=/';
    fetchMock.mockImplementation(
      routeFetch({ [previewUrl]: () => jsonResponse(200, { email: 'maria@example.com', language: null }) }),
    );
    renderVerify('?lang=es');
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /Language|Idioma/ })).not.toBeInTheDocument();
  });
});
