// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { PublicVenue } from '#shared/inquiries/inquiries.schemas.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { InquirePage } from './inquire-page.tsx';

/**
 * The inquiry form's Spanish messages are a module of their own, which the page imports only when
 * Spanish is chosen (docs/decisions/076). This file has its own module graph (vi.mock), so the
 * module is imported here exactly when the page asks for it.
 */
const spanishImported = vi.hoisted(() => vi.fn());
vi.mock('#client/features/inquiries/inquiry-i18n.es.ts', async (importOriginal) => {
  spanishImported();
  return importOriginal();
});

const fetchMock = installFetchMock();

const venue: PublicVenue = {
  slug: 'hacienda-rosa',
  name: 'Hacienda Rosa',
  description: null,
  eventTypes: ['Wedding', 'Quinceañera'],
  primaryColor: '#1E3A8A',
  secondaryColor: '#6B7280',
  accentColor: '#10B981',
  logo: null,
  timeZone: 'America/Chicago',
  defaultLanguage: 'en',
  translations: {},
};
const VENUE_URL = '/api/public/venues/hacienda-rosa';

afterEach(() => {
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
});

describe('the inquiry form loads one language', () => {
  it('renders in English without importing the Spanish messages, and imports them when the switch asks', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [`GET ${VENUE_URL}`]: () => jsonResponse(200, venue),
        'GET /api/public/email-delivery': () => jsonResponse(200, { enabled: true }),
      }),
    );
    const { user } = renderWithAuth(
      <Route path="/inquire/:slug">
        <InquirePage />
      </Route>,
      { user: null, path: '/inquire/hacienda-rosa' },
    );
    expect(await screen.findByRole('heading', { name: 'Tell us about your event' })).toBeInTheDocument();
    // The English form's own checks run without Spanish too.
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(spanishImported).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Full Name'), 'Ana');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'Español' }),
    );
    expect(await screen.findByRole('heading', { name: 'Cuéntenos sobre su evento' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana');
    expect(spanishImported).toHaveBeenCalledTimes(1);
  });
});
