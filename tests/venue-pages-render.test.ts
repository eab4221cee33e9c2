// A venue's public pages rendered per request (docs/decisions/067), through the real app on real
// PostgreSQL and the client's real server render (src/client/entry-server.tsx, from source).
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getMonthIn } from '#shared/dates/venue-month.ts';
import type { PageRenderer } from '#server/http/page-renderer.ts';
import { createBooking } from './bookings-factory.ts';
import { signUpOwner, type SignedIn } from './factories.ts';
import { stillPng, toDataUrl } from './png-factory.ts';
import { createTestApp } from './test-app.ts';

// A client build as the server finds it: index.html with its script, and the manifest naming the pages' chunks.
const clientDir = await mkdtemp(path.join(tmpdir(), 'venuedesk-client-'));
const sourceIndex = await readFile(path.join(import.meta.dirname, '..', 'index.html'), 'utf8');
await writeFile(path.join(clientDir, 'index.html'), sourceIndex.replace('/src/client/main.tsx', '/assets/app-1.js'));
await mkdir(path.join(clientDir, '.vite'));
await writeFile(
  path.join(clientDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app-1.js', isEntry: true },
    'src/client/pages/inquire-page.tsx': { file: 'assets/inquire-2.js', imports: ['index.html'] },
    // The inquiry form's Spanish messages, a chunk of their own (docs/decisions/076).
    'src/client/features/inquiries/inquiry-i18n.es.ts': {
      file: 'assets/inquiry-i18n.es-3.js',
      isDynamicEntry: true,
      imports: ['_common.es-4.js'],
    },
    '_common.es-4.js': { file: 'assets/common.es-4.js' },
  }),
);

// Imported by a name the type checker does not follow: the server's tsconfig does not compile the client's JSX.
const entryServerModule = '#client/entry-server.tsx';
const entryServer = (await import(entryServerModule)) as PageRenderer;

let failNextRender = false;
const renderer: PageRenderer = {
  ...entryServer,
  renderPage: async (url, options) => {
    if (failNextRender) {
      failNextRender = false;
      throw new Error('render failed');
    }
    return entryServer.renderPage(url, options);
  },
};
const { app } = await createTestApp({ pageRenderer: renderer, clientDir });

async function slugOf(owner: SignedIn): Promise<string> {
  const settings = await app.inject({ method: 'GET', url: '/api/settings', headers: owner.auth });
  return settings.json<{ venue: { slug: string } }>().venue.slug;
}

async function updateVenue(owner: SignedIn, venue: Record<string, unknown>) {
  const response = await app.inject({ method: 'PUT', url: '/api/settings', headers: owner.auth, payload: { venue } });
  expect(response.statusCode, response.body).toBe(200);
}

function getPage(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

interface SentPageData {
  url: string;
  queries: [unknown[], unknown][];
}

function readPageData(html: string): SentPageData | null {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as SentPageData) : null;
}

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('the inquiry form rendered for its venue', () => {
  it("has the venue's name, colours, logo and link preview in the first HTML, with the data the page reads", async () => {
    const owner = await signUpOwner(app, 'Hacienda Rosa');
    const logo = toDataUrl(stillPng({ width: 4, height: 4 }));
    await updateVenue(owner, { primaryColor: '#1E3A8A', logo, description: 'A walled garden for 200 guests.' });
    const slug = await slugOf(owner);

    const response = await getPage(`/inquire/${slug}?utm_source=instagram`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
    const html = response.body;
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>Hacienda Rosa<\/h1>/s);
    expect(html).toContain('Tell us about your event');
    // The logo at its own address, fetched once and cached: the image is not in the page at all.
    const logoPath = new RegExp(`<img src="(/api/public/venues/${slug}/logo\\?v=\\w+)"`).exec(html)?.[1];
    expect(logoPath).toBeDefined();
    expect(html).not.toContain(logo.slice('data:image/png;base64,'.length, 60));
    const inPage = await getPage(logoPath!);
    expect(inPage.headers['content-type']).toBe('image/png');
    expect(inPage.rawPayload.equals(Buffer.from(logo.split(',')[1]!, 'base64'))).toBe(true);
    // The venue's primary colour, as its theme's CSS variable on <html>, before any script runs.
    expect(html).toMatch(/<html lang="en" style="[^"]*--primary:#1E3A8A/i);
    expect(html).toContain('<title>Inquire at Hacienda Rosa · VenueDesk</title>');
    expect(metaContent(html, 'og:title')).toBe('Inquire at Hacienda Rosa · VenueDesk');
    expect(metaContent(html, 'og:description')).toBe(
      'Tell Hacienda Rosa about your event and check whether your date is free.',
    );
    expect(metaContent(html, 'og:url')).toBe(`http://venuedesk.test/inquire/${slug}`);
    expect(html).toContain(`<link rel="canonical" href="http://venuedesk.test/inquire/${slug}">`);
    const image = metaContent(html, 'og:image');
    expect(image).toMatch(new RegExp(`^http://venuedesk\\.test/api/public/venues/${slug}/logo\\?v=\\w+$`));
    const logoResponse = await getPage(image!.replace('http://venuedesk.test', ''));
    expect(logoResponse.headers['content-type']).toBe('image/png');
    // The page's own chunk starts downloading with the HTML.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/inquire-2.js">');

    // The browser hydrates with exactly what the page's API call answers.
    const api = await getPage(`/api/public/venues/${slug}`);
    expect(readPageData(html)).toEqual({
      url: `/inquire/${slug}?lang=en`,
      queries: [[[`/api/public/venues/${slug}`], api.json()]],
    });
  });

  it('answers an unchanged page with 304, and shows a settings change on the next load', async () => {
    const owner = await signUpOwner(app, 'Casa Verde');
    const slug = await slugOf(owner);
    const first = await getPage(`/inquire/${slug}`);
    const etag = first.headers.etag as string;
    const again = await getPage(`/inquire/${slug}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await updateVenue(owner, { name: 'Casa Verde Gardens', primaryColor: '#7C2D12' });
    const changed = await getPage(`/inquire/${slug}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toMatch(/<h1[^>]*>Casa Verde Gardens<\/h1>/);
    expect(changed.body).toMatch(/--primary:#7C2D12/i);
    expect(changed.body).not.toContain('Inquire at Casa Verde ·');
  });

  it('is rendered in the language the browser will choose, with one ETag per language', async () => {
    const owner = await signUpOwner(app, 'Casa Azul');
    const slug = await slugOf(owner);
    const english = await getPage(`/inquire/${slug}`, { 'accept-language': 'en-US,en;q=0.9' });
    const spanish = await getPage(`/inquire/${slug}`, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es"');
    expect(spanish.body).toContain('Cuéntenos sobre su evento');
    expect(spanish.body).toContain('<title>Consulta en Casa Azul · VenueDesk</title>');
    expect(spanish.body).not.toContain('Tell us about your event');
    // The address the browser hydrates with names the language, so its first render is in Spanish too.
    expect(readPageData(spanish.body)?.url).toBe(`/inquire/${slug}?lang=es`);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('Tell us about your event');
    // A Spanish page preloads its Spanish messages with its own chunks, so hydrating does not wait
    // for them; an English one never names them (docs/decisions/076).
    expect(spanish.body).toContain('<link rel="modulepreload" crossorigin href="/assets/inquiry-i18n.es-3.js">');
    expect(spanish.body).toContain('<link rel="modulepreload" crossorigin href="/assets/common.es-4.js">');
    expect(spanish.body).toContain('<link rel="modulepreload" crossorigin href="/assets/inquire-2.js">');
    expect(english.body).toContain('<link rel="modulepreload" crossorigin href="/assets/inquire-2.js">');
    expect(english.body).not.toContain('.es-');
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    expect(spanish.headers.vary).toMatch(/Accept-Language/);
    expect(spanish.headers.vary).toMatch(/Cookie/);
    // The English page's ETag does not answer for a Spanish browser.
    const revalidated = await getPage(`/inquire/${slug}`, {
      'accept-language': 'es',
      'if-none-match': english.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(200);

    // ?lang= wins over the browser, and the saved choice over Accept-Language.
    const asked = await getPage(`/inquire/${slug}?lang=en`, { 'accept-language': 'es-MX' });
    expect(asked.body).toContain('Tell us about your event');
    const saved = await getPage(`/inquire/${slug}`, { 'accept-language': 'en-US', cookie: 'venuedesk_lang=es' });
    expect(saved.body).toContain('Cuéntenos sobre su evento');

    // With nothing else to go on, the venue's default client language.
    await updateVenue(owner, { defaultClientLanguage: 'es' });
    expect((await getPage(`/inquire/${slug}`)).body).toContain('Cuéntenos sobre su evento');
  });

  it('gives a Spanish page a Spanish link preview that stays Spanish when its address is fetched again', async () => {
    const owner = await signUpOwner(app, 'Casa Lirio');
    const slug = await slugOf(owner);
    const base = `http://venuedesk.test/inquire/${slug}`;
    const spanish = (await getPage(`/inquire/${slug}`, { 'accept-language': 'es-MX' })).body;
    expect(metaContent(spanish, 'og:title')).toBe('Consulta en Casa Lirio · VenueDesk');
    expect(metaContent(spanish, 'og:description')).toMatch(/^Cuéntele a Casa Lirio sobre su evento/);
    expect(metaContent(spanish, 'og:locale')).toBe('es_US');
    expect(metaContent(spanish, 'og:locale:alternate')).toBe('en_US');
    expect(metaContent(spanish, 'og:url')).toBe(`${base}?lang=es`);
    expect(spanish).toContain(`<link rel="canonical" href="${base}?lang=es">`);
    expect(spanish).toContain(`<link rel="alternate" hreflang="en" href="${base}">`);
    expect(spanish).toContain(`<link rel="alternate" hreflang="es" href="${base}?lang=es">`);

    // A preview app fetching og:url again, with no language of its own, gets the Spanish page.
    const refetched = (await getPage(`/inquire/${slug}?lang=es`)).body;
    expect(metaContent(refetched, 'og:title')).toBe('Consulta en Casa Lirio · VenueDesk');

    const english = (await getPage(`/inquire/${slug}`, { 'accept-language': 'en-US' })).body;
    expect(metaContent(english, 'og:locale')).toBe('en_US');
    expect(metaContent(english, 'og:url')).toBe(base);
    expect(english).toContain(`<link rel="alternate" hreflang="es" href="${base}?lang=es">`);
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const owner = await signUpOwner(app, 'Brotli Barn');
    const response = await getPage(`/inquire/${await slugOf(owner)}`, { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Brotli Barn</h1>');
  });

  it("keeps a venue's name from ending the data script or adding markup", async () => {
    const owner = await signUpOwner(app, 'Safe Hall');
    const name = '</script><script>alert(1)</script> & "Co"';
    await updateVenue(owner, { name });
    const html = (await getPage(`/inquire/${await slugOf(owner)}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength((html.match(/<script\b/g) ?? []).length);
    const venue = readPageData(html)?.queries[0]?.[1] as { name: string };
    expect(venue.name).toBe(name);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
  });

  it('leaves an unknown venue to the browser, which shows what the API answers', async () => {
    const response = await getPage('/inquire/no-such-venue');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(readPageData(response.body)).toBeNull();
  });

  it('sends the page unrendered, not an error, when rendering fails', async () => {
    const owner = await signUpOwner(app, 'Broken Render Hall');
    failNextRender = true;
    const response = await getPage(`/inquire/${await slugOf(owner)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(readPageData(response.body)).toBeNull();
    // The next load renders.
    expect((await getPage(`/inquire/${await slugOf(owner)}`)).body).toContain('Broken Render Hall</h1>');
  });
});

describe('the shared calendar rendered for its venue', () => {
  async function sharedVenue(name: string, settings: object) {
    const owner = await signUpOwner(app, name);
    await updateVenue(owner, { primaryColor: '#065F46' });
    await createBooking(app, owner, {
      eventDate: '2031-11-08T17:00:00-08:00',
      coupleNames: 'Sarah & Michael',
      status: 'booked',
    });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/calendar/share',
      headers: owner.auth,
      payload: settings,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { owner, share: response.json<{ token: string }>() };
  }

  it("shows the venue's name, colours and the month's events at first paint, with the month in its address", async () => {
    const slug = `rendered-${Date.now()}`;
    const { share } = await sharedVenue('Calendar Hall', { publicAccess: true, slug, includeClientNames: true });
    const response = await getPage(`/shared-calendar/${slug}?month=2031-11`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('Calendar Hall');
    expect(html).toContain('November 2031');
    expect(html).toContain('Sarah &amp; Michael');
    expect(html).toMatch(/<html lang="en" style="[^"]*--primary:#065F46/i);
    const api = await getPage(`/api/public/shared-calendar/${share.token}?month=2031-11`);
    expect(readPageData(html)?.queries).toEqual([[[`/api/public/shared-calendar/${slug}`, '2031-11'], api.json()]]);
  });

  it("gives a link preview the venue's name and logo, by its token and by its address", async () => {
    const slug = `preview-${Date.now()}`;
    const { owner, share } = await sharedVenue('Preview Hall', { publicAccess: true, slug });
    const venueSlug = await slugOf(owner);
    const withoutLogo = (await getPage(`/shared-calendar/${slug}`)).body;
    expect(metaContent(withoutLogo, 'og:title')).toContain('Preview Hall');
    expect(metaContent(withoutLogo, 'og:image')).toBeUndefined();

    const logo = toDataUrl(stillPng({ width: 4, height: 4 }));
    await updateVenue(owner, { logo });
    for (const ref of [slug, share.token]) {
      const html = (await getPage(`/shared-calendar/${ref}`)).body;
      const image = metaContent(html, 'og:image');
      expect(image).toMatch(new RegExp(`^http://venuedesk\\.test/api/public/venues/${venueSlug}/logo\\?v=\\w+$`));
      // The page shows the same image by its address, and carries none of it inline.
      expect(html).toContain(`<img src="${image!.replace('http://venuedesk.test', '')}"`);
      expect(html).not.toContain(logo.slice('data:image/png;base64,'.length, 60));
      const served = await getPage(image!.replace('http://venuedesk.test', ''));
      expect(served.headers['content-type']).toBe('image/png');
    }
  });

  it("is rendered for the venue's this month when the address names none", async () => {
    const slug = `this-month-${Date.now()}`;
    await sharedVenue('This Month Hall', { publicAccess: true, slug });
    // Signed-up venues keep the default time zone; the month is the venue's, not the server's.
    // Read before and after the request: one that crosses the venue's month end may take either.
    const before = getMonthIn('America/Los_Angeles');
    const data = readPageData((await getPage(`/shared-calendar/${slug}`)).body);
    const after = getMonthIn('America/Los_Angeles');
    expect([before, after].map((month) => `/shared-calendar/${slug}?month=${month}&lang=en`)).toContain(data?.url);
  });

  it("leaves a private calendar to the browser, which asks with the staff member's session", async () => {
    const { share } = await sharedVenue('Private Hall', { publicAccess: false });
    const response = await getPage(`/shared-calendar/${share.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('Private Hall');
  });
});
