// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClientPortalHeader, PortalLanguageProvider } from '#client/features/client-portal/index.ts';
import { profileSurface } from '#client/lib/i18n/profile-surface.ts';
import { makeBooking } from '#client/test/dashboard-fixtures.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const fetchMock = installFetchMock();
const client = makeStaffUser('owner', { role: 'client', emailVerified: false });

// The Spanish arrive as a chunk, as the portal's header link and the switch load them (docs/decisions/076).
beforeAll(() => profileSurface.load('es'));

afterEach(() => {
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
});

function serve(routes: Record<string, (init?: RequestInit) => Response> = {}) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/bookings': () => jsonResponse(200, []),
      'GET /api/user/notification-preferences': () => jsonResponse(200, { emailKinds: ['payment.due'] }),
      ...routes,
    }),
  );
}

/** The profile as the signed-in shell draws it for a client: the portal's header above it. */
function renderClientProfile(path: string) {
  return renderWithAuth(
    <PortalLanguageProvider>
      <ClientPortalHeader user={client} venue={null} />
      <ProfilePage />
    </PortalLanguageProvider>,
    { user: client, path },
  );
}

async function fillPasswords(user: ReturnType<typeof renderWithAuth>['user'], current: string, next: string) {
  await user.type(screen.getByLabelText(/Contraseña actual/), current);
  await user.type(screen.getByLabelText(/Contraseña nueva/), next);
  await user.type(screen.getByLabelText(/Confirme la contraseña nueva/), next);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('a client’s Profile in Spanish', () => {
  it('is in Spanish, with the switch, and tells the portal’s header its language', async () => {
    serve();
    renderClientProfile('/profile?lang=es');
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(
      screen.getByText('Su cuenta, sus notificaciones por correo electrónico y su contraseña.'),
    ).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Su cuenta' });
    expect(account).toHaveTextContent('Correo electrónico');
    expect(account).toHaveTextContent('Su dirección de correo electrónico aún no está verificada.');
    expect(screen.getByRole('button', { name: 'Enviar un enlace de verificación' })).toBeInTheDocument();
    expect(screen.getByText('Notificaciones por correo electrónico')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Hay un pago pendiente' })).toBeChecked());
    expect(screen.getByRole('button', { name: 'Guardar preferencias de correo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByText('Al menos 6 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mi portal' })).toHaveAttribute('href', '/client-portal?lang=es');
    const languages = screen.getByRole('navigation', { name: 'Idioma' });
    expect(within(languages).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    expect(document.documentElement.lang).toBe('es');
    // The header follows the page (decision 075 left it English on /profile), and its link keeps the language.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile?lang=es'),
    );
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(
      screen.queryByText(/Profile|Your account|E-mail notifications|Change password|Back to my portal/),
    ).toBeNull();
  });

  it('asks for the verification e-mail in the page’s language (session 31)', async () => {
    const bodies: unknown[] = [];
    serve({
      'POST /api/user/email-verification': (init) => {
        bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body);
        return new Response(null, { status: 202 });
      },
    });
    const { user } = renderClientProfile('/profile?lang=es');
    await user.click(screen.getByRole('button', { name: 'Enviar un enlace de verificación' }));
    await waitFor(() => expect(bodies).toEqual([{ language: 'es' }]));
  });

  it('takes the couple’s bookings’ language when the address, a saved choice and the browser name none', async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['fr-FR'] });
    try {
      serve({ 'GET /api/bookings': () => jsonResponse(200, [makeBooking({ language: 'es' })]) });
      renderClientProfile('/profile');
      expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile?lang=es');
    } finally {
      if (languages) Object.defineProperty(navigator, 'languages', languages);
    }
  });

  it('says what is missing in Spanish', async () => {
    serve();
    const { user } = renderClientProfile('/profile?lang=es');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña actual es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('La contraseña nueva es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('Confirme su contraseña nueva')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/user/password', expect.anything());
  });

  it('shows the server’s wrong current password in Spanish, never its English', async () => {
    const message = 'Your current password is not correct';
    serve({
      'PUT /api/user/password': () =>
        jsonResponse(400, { code: 'VALIDATION_FAILED', message, fieldErrors: { currentPassword: [message] } }),
    });
    const { user } = renderClientProfile('/profile?lang=es');
    await fillPasswords(user, 'not-it', 'new-secret-1');
    expect(await screen.findByText('No se pudo cambiar la contraseña')).toBeInTheDocument();
    expect(screen.getByLabelText(/Contraseña actual/)).toHaveAccessibleDescription(
      'Su contraseña actual no es correcta',
    );
    expect(screen.getAllByText('Su contraseña actual no es correcta').length).toBeGreaterThan(0);
    expect(screen.queryByText(message)).toBeNull();
  });

  it('answers an unknown failure with its own Spanish, and a success in Spanish', async () => {
    let calls = 0;
    serve({
      'PUT /api/user/password': () =>
        ++calls === 1
          ? jsonResponse(500, { code: 'INTERNAL', message: 'Internal Server Error' })
          : new Response(null, { status: 204 }),
    });
    const { user } = renderClientProfile('/profile?lang=es');
    await fillPasswords(user, 'old-secret', 'new-secret-1');
    expect(await screen.findByText('No se pudo cambiar su contraseña. Inténtelo de nuevo.')).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Contraseña cambiada')).toBeInTheDocument();
  });

  it('promises no link where e-mail is not set up (decision 062), and the spec’s words where it is', async () => {
    serve({
      'GET /api/public/email-delivery': () => jsonResponse(200, { enabled: false }),
      'POST /api/user/email-verification': () => new Response(null, { status: 202 }),
    });
    const { user } = renderClientProfile('/profile?lang=es');
    await user.click(await screen.findByRole('button', { name: 'Enviar un enlace de verificación' }));
    expect(await screen.findByText(/ningún enlace puede llegar a/)).toHaveTextContent(
      `El correo todavía no está configurado en este VenueDesk, así que ningún enlace puede llegar a ${client.email}. Pida a quien lo administra que configure el correo y vuelva a enviar un enlace.`,
    );
    expect(screen.queryByText(/Enviamos un nuevo enlace/)).not.toBeInTheDocument();
  });

  it('changes to English with the switch', async () => {
    serve();
    const { user, location } = renderClientProfile('/profile?lang=es');
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my portal' })).toHaveAttribute('href', '/client-portal');
    expect(location.history.at(-1)).toBe('/profile?lang=en');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile'));
  });

  it('leaves staff’s Profile the English page, with no switch, whatever the address or a saved choice says', () => {
    serve();
    document.cookie = 'venuedesk_lang=es; Path=/';
    renderWithAuth(<ProfilePage />, { path: '/profile?lang=es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your account' })).toHaveTextContent('E-mail');
    expect(screen.getByRole('region', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /Language|Idioma/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/bookings', expect.anything());
  });

  it('asks for staff’s verification e-mail with no language, as before', async () => {
    const bodies: unknown[] = [];
    serve({
      'POST /api/user/email-verification': (init) => {
        bodies.push(init?.body);
        return new Response(null, { status: 202 });
      },
    });
    document.cookie = 'venuedesk_lang=es; Path=/';
    const { user } = renderWithAuth(<ProfilePage />, {
      user: makeStaffUser('owner', { emailVerified: false }),
      path: '/profile?lang=es',
    });
    await user.click(screen.getByRole('button', { name: 'Send a verification link' }));
    await waitFor(() => expect(bodies).toEqual([undefined]));
  });
});
