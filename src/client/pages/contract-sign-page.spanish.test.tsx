// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { PublicContract } from '#shared/contracts/contracts.schemas.ts';
import { useToast } from '#client/lib/use-toast.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { signingSurface } from '#client/features/contract-signing/signing-i18n.ts';
import { ContractSignPage } from './contract-sign-page.tsx';

// jsdom has no canvas: the pad "draws" when the pointer is lifted on it (as contract-sign-page.test.tsx).
vi.mock('../features/contract-signing/use-signature-pad.ts', async () => {
  const { useCallback, useState } = await import('react');
  return {
    useSignaturePad() {
      const [signature, setSignature] = useState<string | null>(null);
      const attachCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
        if (!canvas) return undefined;
        const draw = () => setSignature('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==');
        canvas.addEventListener('pointerup', draw);
        return () => canvas.removeEventListener('pointerup', draw);
      }, []);
      return {
        attachCanvas,
        isEmpty: signature === null,
        clear: () => setSignature(null),
        getSignature: () => signature,
      };
    },
  };
});

const fetchMock = installFetchMock();

const token = 'sgn_4f9c1d2e8b7a6c5d4e3f2a1b0c9d8e7f';
const publicUrl = `/api/contracts/${token}/public`;
const signUrl = `/api/contracts/${token}/sign`;
const SIGNED_AT = '2026-11-23T16:36:00.000Z';

function makeContract(overrides: Partial<PublicContract> = {}): PublicContract {
  const contract: PublicContract = {
    status: 'sent',
    templateName: null,
    names: {},
    content: 'Este acuerdo es entre Hacienda Rosa y Ana y Luis.',
    signedAt: null,
    venue: {
      name: 'Hacienda Rosa',
      logo: null,
      primaryColor: '#1E3A8A',
      secondaryColor: '#6B7280',
      accentColor: '#10B981',
    },
    signedInClient: null,
    language: 'es',
    versions: [],
    ...overrides,
  };
  // One version, the contract's text, unless the test gives its versions (decision 074).
  return contract.versions.length > 0
    ? contract
    : { ...contract, versions: [{ language: null, content: contract.content, governs: true }] };
}

function serve(contract: PublicContract | (() => Response), sign?: (init?: RequestInit) => Response) {
  const read = typeof contract === 'function' ? contract : () => jsonResponse(200, contract);
  const routes = routeFetch({
    [`GET ${publicUrl}`]: read,
    [`POST /api/contracts/${token}/view`]: () => new Response(null, { status: 204 }),
    'GET /api/public/email-delivery': () => jsonResponse(200, { enabled: true }),
  });
  fetchMock.mockImplementation((input, init) =>
    sign && input === signUrl && init?.method === 'POST' ? Promise.resolve(sign(init)) : routes(input, init),
  );
}

function renderPage() {
  return renderWithAuth(<Route path="/contract/:contractId/sign" component={ContractSignPage} />, {
    user: null,
    path: `/contract/${token}/sign`,
  });
}

function clearSavedLanguage() {
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
}

beforeEach(() => {
  clearSavedLanguage();
  const { result, unmount } = renderHook(() => useToast());
  act(() => result.current.dismiss());
  unmount();
});
afterEach(() => {
  clearSavedLanguage();
  vi.restoreAllMocks();
});

// The page's Spanish messages are a chunk of their own (docs/decisions/076): loaded here, so a first
// render in Spanish finds them, as the language switch and a rendered page's hydration do. What
// a page shows while they load is tested in src/client/lib/i18n/i18n-context.test.tsx.
beforeAll(() => signingSurface.load('es'));
describe('ContractSignPage in Spanish', () => {
  it("follows the couple's saved choice: the page, its checks, the consent, the language sent and the signed state", async () => {
    document.cookie = 'venuedesk_lang=es; Path=/';
    let sent: unknown;
    serve(makeContract(), (init) => {
      sent = JSON.parse(init?.body as string);
      return jsonResponse(200, makeContract({ status: 'signed', signedAt: SIGNED_AT }));
    });
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { name: 'Contrato estándar' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Firmar Contrato estándar · VenueDesk');
    expect(screen.getByText('Contrato para firma electrónica')).toBeInTheDocument();
    expect(screen.getByText('Enviado')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Texto del contrato' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Firmar electrónicamente' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByText(/Firma electrónica con/)).toBeInTheDocument();

    // Submitting empty: every message is Spanish, the drawing's toast too.
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    expect(await screen.findByText('El nombre de quien firma es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Acepte firmar electrónicamente para continuar')).toBeInTheDocument();
    expect(await screen.findByText('Dibuje su firma antes de enviar.')).toBeInTheDocument();
    expect(screen.getAllByText('Falta la firma').length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText('Nombre completo'), 'Ana Torres');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    fireEvent.pointerUp(screen.getByRole('img', { name: 'Recuadro de firma, vacío' }));
    expect(await screen.findByRole('img', { name: 'Recuadro de firma, firmado' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^Acepto firmar electrónicamente\./ }));
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));

    expect(await screen.findByRole('heading', { name: 'Contrato firmado' })).toBeInTheDocument();
    expect(sent).toMatchObject({ signerName: 'Ana Torres', consent: true, language: 'es' });
    expect(screen.getByText('Contrato firmado correctamente')).toBeInTheDocument();
    const date = screen.getByText(/23 de noviembre de 2026/);
    expect(date).toHaveAttribute('datetime', SIGNED_AT);
    expect(date.closest('p')).toHaveTextContent(/^Contrato estándar se firmó el 23 de noviembre de 2026/);
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toBeInTheDocument();
  });

  it("falls back to the booking's stored language when nothing else names one", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    serve(makeContract({ templateName: 'Contrato de boda' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Firmar electrónicamente' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo')).toBeInTheDocument();
  });

  it('keeps a browser that asks for English in English, the booking being Spanish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    serve(makeContract());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sign electronically' })).toBeInTheDocument();
  });

  it('says why an expired link cannot be signed, in Spanish', async () => {
    document.cookie = 'venuedesk_lang=es; Path=/';
    serve(() => jsonResponse(410, { code: 'GONE', message: 'This signing link has expired or was replaced.' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Contrato no encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/Este enlace de firma venció/)).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText(/Firma electrónica con/)).toBeInTheDocument();
  });

  describe('a contract in language versions (decision 074)', () => {
    const english = 'This agreement is between Hacienda Rosa and Ana & Luis.';
    const spanish = 'Este acuerdo es entre Hacienda Rosa y Ana y Luis.';

    beforeEach(() => {
      document.cookie = 'venuedesk_lang=es; Path=/';
    });

    it('shows both versions of a bilingual contract, each marked with its language, saying in Spanish which governs', async () => {
      serve(
        makeContract({
          content: english,
          versions: [
            { language: 'en', content: english, governs: true },
            { language: 'es', content: spanish, governs: false },
          ],
        }),
      );
      renderPage();
      expect(
        await screen.findByText(
          'Este contrato está redactado en inglés y en español. Rige la versión en inglés: si ambas difieren, prevalece esa versión.',
        ),
      ).toBeInTheDocument();
      const englishVersion = screen.getByRole('article', { name: 'Versión en inglés' });
      const spanishVersion = screen.getByRole('article', { name: 'Versión en español' });
      expect(englishVersion).toHaveTextContent(english);
      expect(englishVersion).toHaveAttribute('lang', 'en');
      expect(spanishVersion).toHaveTextContent(spanish);
      expect(spanishVersion).toHaveAttribute('lang', 'es');
      // The governing version first, and marked so.
      expect(englishVersion.compareDocumentPosition(spanishVersion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const governing = screen.getByRole('region', { name: 'Versión en inglés' });
      expect(within(governing).getByText('Versión que rige')).toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'Versión en español' })).queryByText('Versión que rige'),
      ).toBeNull();
      expect(screen.queryByRole('article', { name: 'Texto del contrato' })).not.toBeInTheDocument();
    });

    it('shows a single-language contract as its one text, marked with its language', async () => {
      serve(makeContract({ content: spanish, versions: [{ language: 'es', content: spanish, governs: true }] }));
      renderPage();
      const text = await screen.findByRole('article', { name: 'Texto del contrato' });
      expect(text).toHaveAttribute('lang', 'es');
      expect(screen.queryByText(/Rige la versión/)).not.toBeInTheDocument();
    });
  });
  describe('the contract’s name in the page’s language (session 31)', () => {
    const names = {
      templateName: 'Wedding Venue Agreement',
      names: {
        en: { name: 'Wedding Venue Agreement', nameLanguage: null },
        es: { name: 'Contrato de alquiler del lugar para boda', nameLanguage: null },
      },
    } as const;

    it('names it in Spanish in the tab title and the heading', async () => {
      document.cookie = 'venuedesk_lang=es; Path=/';
      serve(makeContract(names));
      renderPage();
      const heading = await screen.findByRole('heading', { name: 'Contrato de alquiler del lugar para boda' });
      expect(heading).not.toHaveAttribute('lang');
      expect(document.title).toBe('Firmar Contrato de alquiler del lugar para boda · VenueDesk');
      expect(document.body).not.toHaveTextContent('Wedding Venue Agreement');
    });

    it('names it in Spanish in the confirmation', async () => {
      document.cookie = 'venuedesk_lang=es; Path=/';
      serve(makeContract({ ...names, status: 'signed', signedAt: SIGNED_AT }));
      renderPage();
      const date = await screen.findByText(/23 de noviembre de 2026/);
      expect(date.closest('p')).toHaveTextContent(
        /^Contrato de alquiler del lugar para boda se firmó el 23 de noviembre de 2026/,
      );
      expect(document.body).not.toHaveTextContent('Wedding Venue Agreement');
    });

    it('names it in English on the page in English', async () => {
      document.cookie = 'venuedesk_lang=en; Path=/';
      serve(makeContract(names));
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Wedding Venue Agreement', level: 1 })).toBeInTheDocument();
      expect(document.title).toBe('Sign Wedding Venue Agreement · VenueDesk');
    });

    it('shows the original’s name, whole and marked with its language, when there is no Spanish one', async () => {
      document.cookie = 'venuedesk_lang=es; Path=/';
      serve(
        makeContract({
          templateName: 'Wedding Venue Agreement',
          names: {
            en: { name: 'Wedding Venue Agreement', nameLanguage: null },
            es: { name: 'Wedding Venue Agreement', nameLanguage: 'en' },
          },
        }),
      );
      renderPage();
      const heading = await screen.findByRole('heading', { name: 'Wedding Venue Agreement' });
      expect(heading).toHaveAttribute('lang', 'en');
      expect(document.title).toBe('Firmar Wedding Venue Agreement · VenueDesk');
    });
  });
});
