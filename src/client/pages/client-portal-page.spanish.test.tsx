// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBooking, makeSentContract } from '#client/test/contract-fixtures.ts';
import { jsonResponse } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makePaidPayment, makePayment } from '#client/test/payment-fixtures.ts';
import { portalClient, PORTAL_NOW, roseHall, servePortal, type PortalData } from '#client/test/portal-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { portalSurface } from '#client/features/client-portal/portal-i18n.ts';
import { ClientPortalPage } from './client-portal-page.tsx';

const fetchMock = installFetchMock();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(PORTAL_NOW);
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

/** A quinceañera booked in Spanish: its deposit paid, the rest to pay, the contract out for signing. */
function spanishPortal(language: 'es' | 'en' = 'es'): PortalData {
  const booking = {
    ...makeBooking({
      id: 1,
      coupleNames: 'Familia García',
      eventType: 'Quinceañera',
      eventDate: '2027-06-12T22:00:00.000Z',
      guestCount: 150,
      totalAmount: '15000.00',
    }),
    language,
    venue: roseHall,
  };
  const payments = [
    makePaidPayment({ id: 11, bookingId: 1, type: 'deposit', description: null, amount: '1500.00', dueDate: null }),
    makePayment({ id: 12, bookingId: 1, type: 'final', description: null, amount: '13500.00', dueDate: '2027-05-01' }),
  ];
  const contracts = [makeSentContract({ bookingId: 1, templateName: 'Contrato de la sala' })];
  return { bookings: [booking], payments, contracts };
}

function renderPortal(data: PortalData, path: string) {
  fetchMock.mockImplementation(servePortal(data));
  return renderWithAuth(<ClientPortalPage />, { user: portalClient, path });
}

const region = (name: string) => screen.getByRole('region', { name });

// The page's Spanish messages are a chunk of their own (docs/decisions/076): loaded here, so a first
// render in Spanish finds them, as the language switch and a rendered page's hydration do. What
// a page shows while they load is tested in src/client/lib/i18n/i18n-context.test.tsx.
beforeAll(() => portalSurface.load('es'));
describe('the client portal in Spanish (docs/decisions/071)', () => {
  it('speaks Spanish with ?lang=es: tabs, figures, dates and money as es-US writes them', async () => {
    const { user } = renderPortal(spanishPortal(), '/client-portal?lang=es');

    expect(await screen.findByRole('tab', { name: 'Resumen', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Portal del cliente' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Resumen',
      'Mis reservas',
      'Pagos',
      'Contratos',
    ]);
    expect(document.documentElement.lang).toBe('es');
    expect(region('Pagos pendientes')).toHaveTextContent('$13,500.00 por pagar');
    expect(region('Contratos')).toHaveTextContent('1 por firmar');
    const event = within(region('Próximos eventos')).getByRole('listitem');
    // The standard event type in Spanish; the day and time in es-US at the venue (Chicago).
    expect(event).toHaveTextContent('Quinceañera · 12 jun 2027 a las 5:00 p.m.');
    expect(event).toHaveTextContent('Reservado');
    const due = within(region('Pagos por hacer')).getByRole('listitem');
    expect(within(due).getByRole('heading')).toHaveTextContent('Pago final');
    expect(due).toHaveTextContent('Vence el 1 may 2027');
    expect(within(due).getByRole('button', { name: 'Pagar ahora: Pago final, $13,500.00' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Mis reservas' }));
    const booking = screen.getByRole('listitem', { name: 'Familia García' });
    expect(booking).toHaveTextContent('sábado, 12 de junio de 2027');
    expect(booking).toHaveTextContent('$1,500.00 de $15,000.00');
    expect(booking).toHaveTextContent('Enviado');

    await user.click(screen.getByRole('tab', { name: 'Pagos' }));
    expect(screen.getByRole('list', { name: 'Historial de pagos' })).toHaveTextContent('Pagado');
    expect(screen.getByText('Por pagar')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Contratos' }));
    // Sign now opens the signing page in the portal's language.
    expect(screen.getByRole('link', { name: /^Firmar ahora/ }).getAttribute('href')).toMatch(/\/sign\?lang=es$/);
    expect(document.body).not.toHaveTextContent(/Pay Now|Upcoming|Payments Due|My Bookings|Overview/);
  });

  it('names a contract without a template name in Spanish; a venue’s own name stays as written', async () => {
    const data = spanishPortal();
    data.contracts = [
      makeSentContract({ id: 'c-1', bookingId: 1, templateName: null }),
      makeSentContract({ id: 'c-2', bookingId: 1, templateName: 'Wedding Venue Agreement' }),
    ];
    renderPortal(data, '/client-portal?lang=es&tab=contracts');
    expect(await screen.findByRole('listitem', { name: 'Contrato estándar' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Wedding Venue Agreement' })).toBeInTheDocument();
  });

  it('names a contract by its Spanish version’s name, and marks an English name with its language (session 31)', async () => {
    const data = spanishPortal();
    data.contracts = [
      makeSentContract({
        id: 'c-1',
        bookingId: 1,
        templateName: 'Wedding Venue Agreement',
        language: 'en',
        translations: { es: { content: 'Acuerdo', name: 'Contrato de alquiler del lugar para boda' } },
      }),
      makeSentContract({
        id: 'c-2',
        bookingId: 1,
        templateName: 'Garden Agreement',
        language: 'en',
        translations: { es: { content: 'Acuerdo' } },
      }),
    ];
    renderPortal(data, '/client-portal?lang=es&tab=contracts');
    const named = await screen.findByRole('heading', { name: 'Contrato de alquiler del lugar para boda' });
    expect(named).not.toHaveAttribute('lang');
    expect(screen.queryByText('Wedding Venue Agreement')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Garden Agreement' })).toHaveAttribute('lang', 'en');
  });

  it('falls back to the booking’s language when the address, a saved choice and the browser name none', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: [] });
    renderPortal(spanishPortal('es'), '/client-portal');
    expect(await screen.findByRole('tab', { name: 'Resumen' })).toBeInTheDocument();
  });

  it('follows the browser before the booking, and its switch changes the page in place', async () => {
    const { user } = renderPortal(spanishPortal('es'), '/client-portal');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    const languages = screen.getByRole('navigation', { name: 'Language' });
    await user.click(within(languages).getByRole('link', { name: 'Español' }));
    expect(await screen.findByRole('tab', { name: 'Resumen' })).toBeInTheDocument();
    expect(document.cookie).toContain('venuedesk_lang=es');
  });

  it('opens the checkout in Spanish from Pagar ahora: the test card form and its amount', async () => {
    fetchMock.mockImplementation(
      servePortal(spanishPortal(), {
        'POST /api/create-payment-intent': () =>
          jsonResponse(200, { provider: 'test', clientSecret: 'vd_test_secret', amount: '13500.00' }),
      }),
    );
    const { user } = renderWithAuth(<ClientPortalPage />, { user: portalClient, path: '/client-portal?lang=es' });
    await user.click(await screen.findByRole('button', { name: /^Pagar ahora/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pago con tarjeta' });
    expect(dialog).toHaveTextContent('Sarah & Michael — Pago final');
    expect(await within(dialog).findByLabelText('Número de tarjeta')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Vencimiento (MM/AA)')).toBeInTheDocument();
    expect(within(dialog).getByTestId('checkout-amount')).toHaveTextContent('$13,500.00');
    expect(within(dialog).getByTestId('test-mode-notice')).toHaveTextContent('Modo de prueba: no se mueve dinero.');
    expect(within(dialog).getByRole('button', { name: 'Pagar $13,500.00' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $13,500.00' }));
    expect(await within(dialog).findByText('Escriba el número de la tarjeta')).toBeInTheDocument();
    expect(within(dialog).getByText('Escriba el vencimiento como MM/AA')).toBeInTheDocument();
  });

  it('names a schedule’s payments in Spanish on every tab and in the pay dialog; the venue’s own as written', async () => {
    const data = spanishPortal();
    data.payments = [
      makePaidPayment({ id: 11, bookingId: 1, type: 'deposit', description: 'Deposit (30%)', amount: '4500.00' }),
      makePayment({ id: 12, bookingId: 1, type: 'milestone', description: 'Milestone 1', dueDate: '2027-02-01' }),
      makePayment({ id: 13, bookingId: 1, type: 'final', description: 'Final balance', dueDate: '2027-05-01' }),
      makePayment({ id: 14, bookingId: 1, type: 'additional', description: 'Barra libre', dueDate: '2027-05-01' }),
    ];
    fetchMock.mockImplementation(
      servePortal(data, {
        'POST /api/create-payment-intent': () =>
          jsonResponse(200, { provider: 'test', clientSecret: 'vd_test_secret', amount: '13500.00' }),
      }),
    );
    const { user } = renderWithAuth(<ClientPortalPage />, { user: portalClient, path: '/client-portal?lang=es' });
    const due = await screen.findByRole('region', { name: 'Pagos por hacer' });
    expect(within(due).getByRole('heading', { name: 'Pago parcial 1' })).not.toHaveAttribute('data-venue-text');
    expect(within(due).getByRole('button', { name: /^Pagar ahora: Saldo final,/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Pagos' }));
    const history = screen.getByRole('list', { name: 'Historial de pagos' });
    const titles = within(history)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(titles).toEqual(expect.arrayContaining(['Depósito (30%)', 'Pago parcial 1', 'Saldo final', 'Barra libre']));
    expect(within(history).getByRole('heading', { name: 'Barra libre' })).toHaveAttribute('data-venue-text');
    expect(history).not.toHaveTextContent(/Deposit|Milestone|Final balance/);

    await user.click(within(history).getByRole('button', { name: /^Pagar ahora: Saldo final,/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pago con tarjeta' });
    expect(dialog).toHaveTextContent('Sarah & Michael — Saldo final');
  });
});
