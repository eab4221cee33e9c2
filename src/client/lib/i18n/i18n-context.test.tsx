// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { isLanguage } from '#shared/i18n/languages.ts';
import type { Messages } from '#shared/i18n/translator.ts';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { createI18nSurface } from './i18n-context.tsx';
import { defineSurface } from './surface-messages.ts';

type Key = 'test.greeting' | keyof typeof commonEn;

/** A promise the test settles itself: the Spanish chunk still on its way, then arrived or failed. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const spanish: Messages<Key> = { ...commonEs, 'test.greeting': 'Hola, {name}' };

/** A surface whose Spanish arrive when the test says so; `loads` counts the chunk's downloads. */
function makeSurface() {
  const chunks: ReturnType<typeof deferred<Messages<Key>>>[] = [];
  const loadSpanish = vi.fn(() => {
    const chunk = deferred<Messages<Key>>();
    chunks.push(chunk);
    return chunk.promise;
  });
  const surface = defineSurface<'test.greeting'>(
    { ...commonEn, 'test.greeting': 'Hello, {name}' },
    { es: loadSpanish },
  );
  const { I18nProvider, useT } = createI18nSurface(surface);

  function Greeting() {
    const { t } = useT();
    return <h1>{t('test.greeting', { name: 'Ana' })}</h1>;
  }

  /**
   * A page as the visitor pages are: its language from ?lang=, its switch, a boundary above it.
   * `englishOnly` is one that does not follow the address (a team member's invitation).
   */
  function Page({ englishOnly = false }: { englishOnly?: boolean }) {
    const lang = new URLSearchParams(useSearch()).get('lang');
    return (
      <I18nProvider language={!englishOnly && isLanguage(lang) ? lang : 'en'}>
        <Greeting />
        <input aria-label="Name" />
        <LanguageSwitch />
      </I18nProvider>
    );
  }

  async function renderAt(path: string, { englishOnly = false } = {}) {
    const location = memoryLocation({ path, record: true });
    await act(async () => {
      render(
        <Router hook={location.hook}>
          <Suspense fallback={<p>Waiting</p>}>
            <Page englishOnly={englishOnly} />
          </Suspense>
        </Router>,
      );
    });
    return { user: userEvent.setup(), location };
  }

  return { surface, loadSpanish, chunks, renderAt };
}

afterEach(() => {
  cleanup();
  document.cookie = 'venuedesk_lang=; Path=/; Max-Age=0';
});

describe('a surface’s messages, one language at a time (docs/decisions/076)', () => {
  it('renders English at once, without loading the Spanish', async () => {
    const { loadSpanish, renderAt } = makeSurface();
    await renderAt('/page');
    expect(screen.getByRole('heading', { name: 'Hello, Ana' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(loadSpanish).not.toHaveBeenCalled();
  });

  it('shows the boundary’s fallback, never English, until the Spanish have arrived', async () => {
    const { loadSpanish, chunks, renderAt } = makeSurface();
    await renderAt('/page?lang=es');
    expect(loadSpanish).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await act(async () => chunks[0]!.resolve(spanish));
    expect(screen.getByRole('heading', { name: 'Hola, Ana' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps the page on screen, in its language, while the switch loads the other; then changes in place', async () => {
    const { loadSpanish, chunks, renderAt } = makeSurface();
    const { user, location } = await renderAt('/page');
    await user.type(screen.getByLabelText('Name'), 'Ana María');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'Español' }),
    );
    expect(loadSpanish).toHaveBeenCalledTimes(1);
    // Still the English page: no fallback, the address unchanged, the switch busy.
    expect(screen.getByRole('heading', { name: 'Hello, Ana' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Language' })).toHaveAttribute('aria-busy', 'true');
    expect(location.history?.at(-1)).toBe('/page');

    await act(async () => chunks[0]!.resolve(spanish));
    expect(await screen.findByRole('heading', { name: 'Hola, Ana' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana María');
    expect(screen.getByRole('navigation', { name: 'Idioma' })).not.toHaveAttribute('aria-busy');
    expect(location.history?.at(-1)).toBe('/page?lang=es');
    expect(document.cookie).toContain('venuedesk_lang=es');

    // Back to English and to Spanish again: nothing more to load.
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Ana' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Hola, Ana' })).toBeInTheDocument();
    expect(loadSpanish).toHaveBeenCalledTimes(1);
  });

  it('loads a language once for every page of the surface, and again after a failed download', async () => {
    const { surface, loadSpanish, chunks } = makeSurface();
    expect(surface.loaded('en')).toBe(surface.en);
    expect(surface.loaded('es')).toBeUndefined();

    const failed = surface.load('es');
    expect(surface.load('es')).toBe(failed);
    chunks[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(surface.loaded('es')).toBeUndefined();

    const retried = surface.load('es');
    expect(loadSpanish).toHaveBeenCalledTimes(2);
    chunks[1]!.resolve(spanish);
    await expect(retried).resolves.toBe(spanish);
    expect(surface.loaded('es')).toBe(spanish);
  });
});

describe('the language an address names, kept as the visitor’s choice (decision 075, session 31)', () => {
  it('keeps ?lang=es once the page is in it, so pages reached without it choose it too', async () => {
    const { chunks, renderAt } = makeSurface();
    await renderAt('/page?lang=es');
    // Not while the page still waits for its Spanish: nothing on screen has said Spanish yet.
    expect(document.cookie).not.toContain('venuedesk_lang');
    await act(async () => chunks[0]!.resolve(spanish));
    expect(screen.getByRole('heading', { name: 'Hola, Ana' })).toBeInTheDocument();
    expect(document.cookie).toContain('venuedesk_lang=es');
  });

  it('keeps ?lang=en over an earlier Spanish choice', async () => {
    document.cookie = 'venuedesk_lang=es; Path=/';
    const { renderAt } = makeSurface();
    await renderAt('/page?lang=en');
    expect(screen.getByRole('heading', { name: 'Hello, Ana' })).toBeInTheDocument();
    expect(document.cookie).toContain('venuedesk_lang=en');
  });

  it('keeps nothing from an address without a language, or from a page that does not follow it', async () => {
    const { renderAt } = makeSurface();
    await renderAt('/page');
    expect(document.cookie).not.toContain('venuedesk_lang');
    cleanup();
    await renderAt('/page?lang=es', { englishOnly: true });
    expect(screen.getByRole('heading', { name: 'Hello, Ana' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('venuedesk_lang');
  });
});
