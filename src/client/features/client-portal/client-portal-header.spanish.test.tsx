// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/notifications/notifications.schemas.ts';
import { jsonResponse, makeStaffUser } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { ClientPortalHeader } from './client-portal-header.tsx';
import { PortalLanguageProvider, useTellPortalLanguage } from './portal-language-context.tsx';

const fetchMock = installFetchMock();
const client = makeStaffUser('owner', { role: 'client', venueId: null, venueName: null, venueTimeZone: null });

const notice: Notification = {
  id: 9,
  type: 'payment.due',
  title: 'Su pago vence pronto',
  body: '',
  link: '/client-portal?tab=payments',
  createdAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
  readAt: null,
};

function serve(items: Notification[]) {
  fetchMock.mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/notifications') {
      return Promise.resolve(
        jsonResponse(200, { unreadCount: items.filter((item) => !item.readAt).length, items, nextBefore: null }),
      );
    }
    return Promise.resolve(new Response('', { status: 404 }));
  });
}

/** The portal page tells the shell's header its language; here, a page in `language`. */
function PortalPageIn({ language }: { language: 'en' | 'es' }) {
  useTellPortalLanguage(language);
  return null;
}

function renderHeader(language: 'en' | 'es') {
  return renderWithAuth(
    <PortalLanguageProvider>
      <ClientPortalHeader user={client} venue={null} />
      <PortalPageIn language={language} />
    </PortalLanguageProvider>,
    { user: client, path: '/client-portal' },
  );
}

describe("a client's notification bell in the portal's language", () => {
  it('names the bell, its count, its list and its times in Spanish on a Spanish portal', async () => {
    serve([notice]);
    const { user } = renderHeader('es');
    const bell = await screen.findByRole('button', { name: 'Notificaciones' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('1 sin leer'));
    await user.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notificaciones' });
    expect(within(menu).getByRole('menuitem', { name: 'Marcar todo como leído' })).toBeInTheDocument();
    const item = within(menu).getByRole('menuitem', { name: /Su pago vence pronto/ });
    expect(item).toHaveTextContent('Sin leer: Su pago vence pronto');
    expect(item).toHaveTextContent('hace 3 h');
    expect(menu).not.toHaveTextContent(/Unread|\bago\b|Mark all/);
  });

  it('says there is nothing in Spanish', async () => {
    serve([]);
    const { user } = renderHeader('es');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No tiene notificaciones pendientes.')).toBeInTheDocument();
  });

  it('stays English on an English portal', async () => {
    serve([notice]);
    const { user } = renderHeader('en');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('menuitem', { name: 'Mark all read' })).toBeInTheDocument();
    expect(screen.getByText('3 h ago')).toBeInTheDocument();
  });
});

describe('signing out of a Spanish portal (session 31)', () => {
  it('lands on a couple’s sign-in page in Spanish, not staff’s English /login', async () => {
    serve([]);
    const { user, auth, location } = renderHeader('es');
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(auth.endSession).toHaveBeenCalled());
    expect(location.history.at(-1)).toBe('/login?lang=es');
  });

  it('lands on a couple’s sign-in page in English from an English portal, not staff’s /login (session 32)', async () => {
    serve([]);
    const { user, auth, location } = renderHeader('en');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(auth.endSession).toHaveBeenCalled());
    expect(location.history.at(-1)).toBe('/login?lang=en');
  });
});
