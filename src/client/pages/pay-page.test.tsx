// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { PayPage as PayPageData } from '#shared/payments/payment-requests.schemas.ts';
import { recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { PayPage } from './pay-page.tsx';

const fetchMock = installFetchMock();
const token = 'k3nT0ken_k3nT0ken_k3nT0ken_k3nT0ken_abcdefg';

const page: PayPageData = {
  venue: {
    name: 'Hacienda Rosa',
    logo: null,
    primaryColor: '#8B5A6B',
    secondaryColor: '#6B7280',
    accentColor: '#10B981',
  },
  payment: { amount: '2500.00', type: 'deposit', description: 'Deposit to hold the date', dueDate: '2026-12-15' },
  event: { type: 'Reception', day: '2027-06-12' },
  language: 'en',
  checkout: 'test',
};

function renderPage(path = `/pay/${token}`) {
  return renderWithAuth(
    <StrictMode>
      <Route path="/pay/:token" component={PayPage} />
    </StrictMode>,
    { user: null, path },
  );
}

describe('the pay page', () => {
  it('shows the venue, the amount and what it is for, and pays by test card through the link', async () => {
    const checkout = recordingReply(200, { provider: 'test', clientSecret: 'vd_test_secret', amount: '2500.00' });
    const confirm = recordingReply(200, { status: 'paid' });
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/public/pay/${token}`]: () => jsonResponse(200, page),
        [`POST /api/public/pay/${token}/checkout`]: checkout,
        [`POST /api/public/pay/${token}/confirm-test`]: confirm,
      }),
    );
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { name: 'Pay Hacienda Rosa' })).toBeInTheDocument();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('$2,500.00');
    expect(screen.getByText('Deposit to hold the date')).toBeInTheDocument();
    expect(screen.getByText('Dec 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Reception, Saturday, June 12, 2027')).toBeInTheDocument();

    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $2,500.00' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(
      screen.getByText('Hacienda Rosa received your payment. A receipt is on its way to your e-mail.'),
    ).toBeInTheDocument();
    // Once, though StrictMode runs the opening effect twice.
    expect(checkout.bodies).toHaveLength(1);
    expect(confirm.bodies).toMatchObject([{ clientSecret: 'vd_test_secret', cardNumber: '4242424242424242' }]);
    expect(fetchMock.mock.calls.some(([url]) => typeof url === 'string' && url.startsWith('/api/payments'))).toBe(
      false,
    );
  });

  it('says a link that no longer pays is no longer valid, and opens no card form', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/public/pay/${token}`]: () =>
          jsonResponse(404, { code: 'NOT_FOUND', message: 'This payment link is no longer valid' }),
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This payment link is no longer valid' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('says the venue takes no cards online when it does not', async () => {
    fetchMock.mockImplementation(
      routeFetch({ [`GET /api/public/pay/${token}`]: () => jsonResponse(200, { ...page, checkout: null }) }),
    );
    renderPage();
    // The loading skeleton is a status too: wait for the page's own.
    const text = await screen.findByText(/^Hacienda Rosa does not take card payments online right now\./);
    const status = text.closest('[role="status"]')!;
    expect(status).toBeInTheDocument();
    expect(within(status.parentElement!).queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('thanks the payer back from a bank page without reading the spent link', async () => {
    fetchMock.mockImplementation(routeFetch({}));
    renderPage(`/pay/${token}?redirect_status=processing&payment_intent=pi_1`);
    expect(await screen.findByRole('heading', { name: 'Payment on its way' })).toBeInTheDocument();
    // Only whether e-mail is set up (what the page may promise) is asked, never the link.
    const asked = fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(asked.filter((url) => url.includes(token))).toEqual([]);
  });
});

describe('the pay page in Spanish (docs/decisions/071)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = '';
  });

  it('speaks the booking’s Spanish when the link, a saved choice and the browser name no language, and pays in Spanish', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: [] });
    const checkout = recordingReply(200, { provider: 'test', clientSecret: 'vd_test_secret', amount: '2500.00' });
    const confirm = recordingReply(200, { status: 'paid' });
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/public/pay/${token}`]: () =>
          jsonResponse(200, {
            ...page,
            language: 'es',
            event: { type: 'Quinceañera', day: '2027-06-12' },
            payment: { ...page.payment, description: null },
          }),
        [`POST /api/public/pay/${token}/checkout`]: checkout,
        [`POST /api/public/pay/${token}/confirm-test`]: confirm,
      }),
    );
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { name: 'Pagar a Hacienda Rosa' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('$2,500.00');
    expect(screen.getByText('Pago del depósito')).toBeInTheDocument();
    expect(screen.getByText('15 dic 2026')).toBeInTheDocument();
    expect(screen.getByText('Quinceañera, sábado, 12 de junio de 2027')).toBeInTheDocument();
    expect(screen.getByText('Solicitud de pago')).toBeInTheDocument();
    expect(screen.getByText(/Pagos seguros con/)).toBeInTheDocument();

    await user.type(await screen.findByLabelText('Número de tarjeta'), '4242424242424242');
    await user.type(screen.getByLabelText('Vencimiento (MM/AA)'), '1230');
    await user.type(screen.getByLabelText('Código CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar $2,500.00' }));
    expect(await screen.findByRole('heading', { name: '¡Gracias!' })).toBeInTheDocument();
    expect(
      screen.getByText('Hacienda Rosa recibió su pago. Le enviamos un recibo a su correo electrónico.'),
    ).toBeInTheDocument();
    expect(confirm.bodies).toHaveLength(1);
  });

  it('shows a declined card’s message, which the server writes in English, in Spanish', async () => {
    const checkout = recordingReply(200, { provider: 'test', clientSecret: 'vd_test_secret', amount: '2500.00' });
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/public/pay/${token}`]: () => jsonResponse(200, page),
        [`POST /api/public/pay/${token}/checkout`]: checkout,
        [`POST /api/public/pay/${token}/confirm-test`]: () =>
          jsonResponse(402, { code: 'PAYMENT_FAILED', message: 'Your card was declined.' }),
      }),
    );
    const { user } = renderPage(`/pay/${token}?lang=es`);
    await user.type(await screen.findByLabelText('Número de tarjeta'), '4000000000000002');
    await user.type(screen.getByLabelText('Vencimiento (MM/AA)'), '1230');
    await user.type(screen.getByLabelText('Código CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar $2,500.00' }));
    expect(await screen.findByText('El pago no se realizó')).toBeInTheDocument();
    expect(screen.getByText('Su tarjeta fue rechazada.')).toBeInTheDocument();
  });

  it('names a schedule’s payment in Spanish, and promises no receipt where e-mail is not set up (decision 062)', async () => {
    const checkout = recordingReply(200, { provider: 'test', clientSecret: 'vd_test_secret', amount: '2500.00' });
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/public/pay/${token}`]: () =>
          jsonResponse(200, { ...page, language: 'es', payment: { ...page.payment, description: 'Final balance' } }),
        'GET /api/public/email-delivery': () => jsonResponse(200, { enabled: false }),
        [`POST /api/public/pay/${token}/checkout`]: checkout,
        [`POST /api/public/pay/${token}/confirm-test`]: () => jsonResponse(200, { status: 'paid' }),
      }),
    );
    const { user } = renderPage(`/pay/${token}?lang=es`);
    expect(await screen.findByText('Saldo final')).toBeInTheDocument();
    expect(screen.getByText('Saldo final')).not.toHaveAttribute('data-venue-text');
    expect(screen.queryByText('Final balance')).not.toBeInTheDocument();

    await user.type(await screen.findByLabelText('Número de tarjeta'), '4242424242424242');
    await user.type(screen.getByLabelText('Vencimiento (MM/AA)'), '1230');
    await user.type(screen.getByLabelText('Código CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar $2,500.00' }));
    expect(await screen.findByRole('heading', { name: '¡Gracias!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Hacienda Rosa recibió su pago. El correo electrónico aún no está configurado, así que no podemos enviarle un recibo: pídale uno al salón si lo necesita.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Le enviamos un recibo/)).not.toBeInTheDocument();
  });

  it('shows a description the venue wrote as written, marked as the venue’s words', async () => {
    fetchMock.mockImplementation(routeFetch({ [`GET /api/public/pay/${token}`]: () => jsonResponse(200, page) }));
    renderPage(`/pay/${token}?lang=es`);
    expect(await screen.findByText('Deposit to hold the date')).toHaveAttribute('data-venue-text');
  });
});

describe('the pay page where e-mail is not set up (decision 062)', () => {
  it('keeps the spec’s receipt promise in English only where e-mail is set up', async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'GET /api/public/email-delivery': () => jsonResponse(200, { enabled: false }) }),
    );
    renderPage(`/pay/${token}?redirect_status=succeeded&payment_intent=pi_1`);
    expect(
      await screen.findByText(
        'The venue received your payment. E-mail is not set up yet, so no receipt can be e-mailed to you: ask the venue for one if you need it.',
      ),
    ).toBeInTheDocument();
  });

  it('says a bank payment’s receipt cannot be e-mailed either', async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'GET /api/public/email-delivery': () => jsonResponse(200, { enabled: false }) }),
    );
    renderPage(`/pay/${token}?redirect_status=processing&payment_intent=pi_1`);
    expect(await screen.findByText(/no receipt can be e-mailed to you once it is through/)).toBeInTheDocument();
  });
});
