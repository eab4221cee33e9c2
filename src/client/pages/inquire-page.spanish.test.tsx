// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { PublicVenue } from '#shared/inquiries/inquiries.schemas.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { inquirySurface } from '#client/features/inquiries/inquiry-i18n.ts';
import { InquirePage } from './inquire-page.tsx';

const fetchMock = installFetchMock();

const venue: PublicVenue = {
  slug: 'hacienda-rosa',
  name: 'Hacienda Rosa',
  description: null,
  eventTypes: ['Wedding', 'Quinceañera', 'Garden Ceremony'],
  primaryColor: '#1E3A8A',
  secondaryColor: '#6B7280',
  accentColor: '#10B981',
  logo: null,
  timeZone: 'America/Chicago',
  defaultLanguage: 'en',
  translations: {},
};
const VENUE_URL = '/api/public/venues/hacienda-rosa';

const received = () =>
  jsonResponse(201, {
    received: true,
    acknowledged: true,
    requestedDate: { day: '2031-06-14', available: false, reason: 'booked', alternatives: ['2031-06-13'] },
  });

function serve(overrides: Partial<PublicVenue> = {}, post: () => Response = received) {
  fetchMock.mockImplementation(
    routeFetch({
      [`GET ${VENUE_URL}`]: () => jsonResponse(200, { ...venue, ...overrides }),
      'GET /api/public/email-delivery': () => jsonResponse(200, { enabled: true }),
      [`POST ${VENUE_URL}/inquiries`]: post,
    }),
  );
}

function renderPage() {
  return renderWithAuth(
    <Route path="/inquire/:slug">
      <InquirePage />
    </Route>,
    { user: null, path: '/inquire/hacienda-rosa' },
  );
}

function clearSavedLanguage() {
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
}

// The page's Spanish messages are a chunk of their own (docs/decisions/076): loaded here, so a first
// render in Spanish finds them, as the language switch and a rendered page's hydration do. What
// a page shows while they load is tested in src/client/lib/i18n/i18n-context.test.tsx.
beforeAll(() => inquirySurface.load('es'));
describe('Inquiry page in Spanish', () => {
  beforeEach(clearSavedLanguage);
  afterEach(clearSavedLanguage);

  it('follows a saved choice: labels, event types, validation, thank-you and the language sent', async () => {
    document.cookie = 'venuedesk_lang=es; Path=/';
    serve();
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Cuéntenos sobre su evento' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Consulta en Hacienda Rosa · VenueDesk');
    const options = within(screen.getByLabelText('Tipo de evento')).getAllByRole('option');
    // Standard types are translated; the venue's own keeps its words; the value sent stays the venue's.
    expect(options.map((option) => option.textContent)).toEqual([
      'Elija un tipo de evento',
      'Boda',
      'Quinceañera',
      'Garden Ceremony',
    ]);
    expect(options[1]).toHaveValue('Wedding');

    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nombre completo'), 'Ana López');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Fecha preferida del evento'), '2031-06-14');
    await user.selectOptions(screen.getByLabelText('Tipo de evento'), 'Wedding');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));

    const section = await screen.findByRole('region', { name: '¡Gracias, Ana López!' });
    expect(section).toHaveTextContent(
      'Hacienda Rosa recibió su consulta y le responderá a ana@example.com. Le enviamos un correo electrónico de confirmación.',
    );
    expect(screen.getByTestId('requested-date')).toHaveTextContent(
      'El sábado, 14 de junio de 2031 ya está reservado. La fecha libre más cercana es el viernes, 13 de junio de 2031; avísele al salón si le conviene.',
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({ eventType: 'Wedding', language: 'es' });
  });

  it('says the server’s rate limit in Spanish', async () => {
    document.cookie = 'venuedesk_lang=es; Path=/';
    serve({}, () => jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }));
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Nombre completo'), 'Ana');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiadas solicitudes. Inténtelo de nuevo más tarde.');
  });

  it('falls back to the venue’s default client language when the browser names none we have', async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['fr-FR'] });
    try {
      serve({ defaultLanguage: 'es' });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Cuéntenos sobre su evento' })).toBeInTheDocument();
    } finally {
      if (languages) Object.defineProperty(navigator, 'languages', languages);
    }
  });

  it('switches language in place from the switch, keeping what was typed, and saves the choice', async () => {
    serve();
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Full Name'), 'Ana');
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(switcher).getByRole('link', { name: 'Español' }));
    expect(await screen.findByLabelText('Nombre completo')).toHaveValue('Ana');
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
    expect(document.cookie).toContain('venuedesk_lang=es');
  });

  it('shows the venue’s own Spanish description and event type names, and its English words, marked, where it wrote none', async () => {
    document.cookie = 'venuedesk_lang=es; Path=/';
    serve({
      description: 'A garden venue in the hills.',
      eventTypes: ['Wedding', 'Garden Ceremony', 'Sunset Toast'],
      translations: {
        es: { description: 'Un jardín en las colinas.', eventTypes: { 'Garden Ceremony': 'Ceremonia en el jardín' } },
      },
    });
    renderPage();
    const description = await screen.findByText('Un jardín en las colinas.');
    expect(description).not.toHaveAttribute('lang');
    expect(screen.queryByText('A garden venue in the hills.')).not.toBeInTheDocument();
    const options = within(screen.getByLabelText('Tipo de evento')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Elija un tipo de evento',
      'Boda',
      'Ceremonia en el jardín',
      'Sunset Toast',
    ]);
    // The value sent is the venue's own name of the type, which its staff read.
    expect(options[2]).toHaveValue('Garden Ceremony');
    // Its own name without a Spanish one is its English, marked so a screen reader reads it as English.
    expect(options[3]).toHaveAttribute('lang', 'en');
    expect(options.slice(0, 3).filter((option) => option.hasAttribute('lang'))).toEqual([]);
  });

  it('shows the venue’s description as written, in its language, when it has no Spanish one', async () => {
    document.cookie = 'venuedesk_lang=es; Path=/';
    serve({ description: 'A garden venue in the hills.' });
    renderPage();
    expect(await screen.findByText('A garden venue in the hills.')).toHaveAttribute('lang', 'en');
  });
});
