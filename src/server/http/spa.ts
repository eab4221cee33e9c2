import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createFirstPaint } from './first-paint.ts';
import {
  buildPageHtml,
  PRERENDERED_DIR,
  readPreloadLinks,
  VENUE_PAGE_MESSAGE_MODULES,
  VENUE_PAGE_MODULES,
} from './page-preloads.ts';
import { loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import { registerVenuePages, type VenuePage } from './venue-pages.ts';

/**
 * The public signing page is rate-limited per address like its API calls. It loads
 * once per visit and then calls the API, whose routes have limits of their own.
 */
export const SIGNING_PAGE_LOADS_PER_MINUTE = 60;

export interface SpaOptions {
  clientDir: string;
  publicUrl: string;
  /** A venue's pages, rendered per request when the build has a server entry. */
  venuePages?: readonly VenuePage[];
  /** The client's server build; by default the one beside the client build (tests pass the source's). */
  renderer?: PageRenderer | null;
}

/**
 * Serves the built client and answers every other GET with index.html so the client router
 * can take the path. Unknown `/api/*` paths get a JSON 404 instead.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const { clientDir, publicUrl } = options;
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // The pre-rendered pages are sent at their own paths (below), not as files.
      allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDERED_DIR}/`),
      // The build writes .br and .gz beside each text asset (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts content hashes in asset names, so they never change under the same URL.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Public pages get their pre-rendered HTML with their chunks preloaded; every other page index.html.
  const pageHtml = buildPageHtml(clientDir, publicUrl);
  function sendApp(request: FastifyRequest, reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-cache').type('text/html');
    const page = pageHtml.get(request.url.split('?')[0] ?? '');
    if (!page) return reply.sendFile('index.html');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    void reply.header('Vary', 'Accept-Encoding');
    if (!encoding) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(page[encoding]);
  }

  if (hasClient) {
    // With `index: false` the static plugin answers `/` (a directory) with 403; serve the app.
    app.get('/', sendApp);
    app.get(
      '/contract/:token/sign',
      { config: { rateLimit: { max: SIGNING_PAGE_LOADS_PER_MINUTE, timeWindow: '1 minute' } } },
      sendApp,
    );
    // The pay page of a payment request (decision 059): its token is the key, so guesses are slowed.
    app.get(
      '/pay/:token',
      { config: { rateLimit: { max: SIGNING_PAGE_LOADS_PER_MINUTE, timeWindow: '1 minute' } } },
      sendApp,
    );
  }

  const renderer = options.renderer === undefined ? await loadPageRenderer(clientDir) : options.renderer;
  if (hasClient && renderer && options.venuePages) {
    const preloadLinks = readPreloadLinks(clientDir);
    registerVenuePages(app, options.venuePages, {
      renderer,
      template: readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
      publicUrl,
      preloadLinks: (pagePath, language) => {
        const pageLinks = preloadLinks(VENUE_PAGE_MODULES[pagePath] ?? '') ?? [];
        const messages = language ? VENUE_PAGE_MESSAGE_MODULES[pagePath]?.[language] : undefined;
        return [...new Set([...pageLinks, ...((messages && preloadLinks(messages)) ?? [])])];
      },
      firstPaint: createFirstPaint(clientDir),
      sendClientPage: sendApp,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage && hasClient) {
      return sendApp(request, reply);
    }
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
