// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { SharedCalendar } from '#shared/calendar/calendar-share.schemas.ts';
import { makeSharedCalendar, routeByPath, TOKEN } from '#client/features/calendar-share/share-test-fixtures.ts';
import { jsonResponse } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { sharedCalendarSurface } from '#client/features/calendar-share/shared-calendar-i18n.ts';
import { SharedCalendarPage } from './shared-calendar-page.tsx';

const fetchMock = installFetchMock();
const API_PATH = `/api/public/shared-calendar/${TOKEN}`;

function renderPage(answer: (month: string) => Response, path = `/shared-calendar/${TOKEN}?month=2031-06&lang=es`) {
  const router = routeByPath({ [`GET ${API_PATH}`]: (url) => answer(url.searchParams.get('month') ?? '') });
  fetchMock.mockImplementation(router.fetchImpl);
  const rendered = renderWithAuth(<Route path="/shared-calendar/:id" component={SharedCalendarPage} />, {
    path,
    user: null,
  });
  return { ...rendered, calls: router.calls };
}

function serve(calendar: Partial<SharedCalendar>) {
  return (month: string) => jsonResponse(200, makeSharedCalendar({ month, ...calendar }));
}

const wedding = {
  id: 'b2',
  eventDate: '2031-06-14T17:30:00.000Z',
  eventType: 'Wedding',
  status: 'deposit_paid',
  coupleNames: 'Ana & Luis',
  email: 'ana@example.com',
  phone: '555-0101',
  totalAmount: '12500.00',
  notes: 'Ceremonia en el jardín',
};
const ownType = { id: 'b1', eventDate: '2031-06-21T23:00:00.000Z', eventType: 'Garden Party', status: 'booked' };

function clearSavedLanguage() {
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
}

// The page's Spanish messages are a chunk of their own (docs/decisions/076): loaded here, so a first
// render in Spanish finds them, as the language switch and a rendered page's hydration do. What
// a page shows while they load is tested in src/client/lib/i18n/i18n-context.test.tsx.
beforeAll(() => sharedCalendarSurface.load('es'));

describe('Shared calendar in Spanish', () => {
  beforeEach(clearSavedLanguage);
  afterEach(clearSavedLanguage);

  it('shows the month, days, times, statuses, event types, details and money in Spanish with ?lang=es', async () => {
    const downloads = {
      webcalUrl: `webcal://venuedesk.example/api/calendar/ical/${TOKEN}`,
      icsUrl: `/api/calendar/ical/${TOKEN}?download=1`,
    };
    renderPage(serve({ events: [ownType, wedding], downloads }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hacienda Rosa' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Calendario de Hacienda Rosa · VenueDesk');
    expect(screen.getByText('Calendario compartido')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'junio de 2031' })).toBeInTheDocument();
    expect(screen.getByText('2 eventos · hora central')).toBeInTheDocument();
    // The feed writes VenueDesk's own texts (Evento, Boda) in the page's language.
    expect(screen.getByRole('link', { name: 'Agregar al calendario' })).toHaveAttribute(
      'href',
      `${downloads.webcalUrl}?lang=es`,
    );
    expect(screen.getByRole('link', { name: 'Descargar ICS' })).toHaveAttribute('href', `${downloads.icsUrl}&lang=es`);
    expect(screen.getByRole('navigation', { name: 'Mes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes siguiente, julio de 2031' })).toHaveAttribute(
      'href',
      '?month=2031-07&lang=es',
    );

    const days = within(screen.getByRole('list', { name: 'Eventos de junio de 2031' })).getAllByRole('heading', {
      level: 3,
    });
    expect(days.map((day) => day.textContent)).toEqual(['sábado, 14 de junio', 'sábado, 21 de junio']);

    // A standard event type is translated; the venue's own keeps its words.
    const withDetails = screen.getByRole('heading', { name: 'Ana & Luis - Boda' }).closest('li')!;
    expect(withDetails.textContent?.replace(/\s/g, ' ')).toContain('12:30 p.m.');
    expect(withDetails).toHaveTextContent('Depósito pagado');
    expect(withDetails).toHaveTextContent('$12,500.00');
    for (const term of ['Hora', 'Cliente', 'Correo electrónico', 'Teléfono', 'Monto total', 'Notas']) {
      expect(within(withDetails).getByText(term)).toBeInTheDocument();
    }
    const own = screen.getByRole('heading', { name: 'Garden Party' }).closest('li')!;
    expect(own).toHaveTextContent('Reservado');
    expect(screen.getByText('Con la tecnología de')).toBeInTheDocument();
  });

  it('says an empty month in Spanish', async () => {
    renderPage(serve({}));
    expect(await screen.findByText('No hay eventos en junio de 2031.')).toBeInTheDocument();
  });

  it('says a link that leads nowhere (404) in Spanish', async () => {
    renderPage(() => jsonResponse(404, { message: 'Not found' }));
    expect(await screen.findByRole('heading', { name: 'No encontramos este calendario' })).toBeInTheDocument();
  });

  it("falls back to the venue's default client language when nothing else names one", async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['fr-FR'] });
    try {
      renderPage(
        serve({ venue: { ...makeSharedCalendar().venue, defaultLanguage: 'es' } }),
        `/shared-calendar/${TOKEN}?month=2031-06`,
      );
      expect(await screen.findByText('No hay eventos en junio de 2031.')).toBeInTheDocument();
    } finally {
      if (languages) Object.defineProperty(navigator, 'languages', languages);
    }
  });

  it('switches to English in place and keeps the language when the month turns', async () => {
    const { user, location } = renderPage(serve({}));
    const switcher = await screen.findByRole('navigation', { name: 'Idioma' });
    await user.click(within(switcher).getByRole('link', { name: 'English' }));
    expect(await screen.findByText('No events in June 2031.')).toBeInTheDocument();
    expect(document.cookie).toContain('venuedesk_lang=en');
    await user.click(screen.getByRole('link', { name: /Next month/ }));
    expect(await screen.findByRole('heading', { name: 'July 2031' })).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe(`/shared-calendar/${TOKEN}?month=2031-07&lang=en`));
  });
});
