import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '#shared/page-data.ts';

export type { PageData };

/** A page the renderer rendered, which the server hands back to it to make the document. */
export interface RenderedPage {
  html: string;
  /** Its title, and the language it was rendered in (<html lang>) when the page named one. */
  head: { title: string; language?: string };
}

/**
 * What the server uses of the client's server build (src/client/entry-server.tsx, built to
 * dist/ssr/entry-server.js by `npm run build`). Declared here because the server's tsconfig does
 * not compile the client's JSX; src/server/http/venue-pages.test.ts renders through the real one.
 */
export interface PageRenderer {
  renderPage: (url: string, options: { queryData?: PageData['queries'] }) => Promise<RenderedPage>;
  pageDocument: (template: string, page: RenderedPage, data?: PageData) => string;
  pageQueryKeys: PageQueryKeys;
}

/** The query keys under which a venue's pages look for what the server read for them. */
export interface PageQueryKeys {
  publicVenue: (slug: string) => readonly unknown[];
  sharedCalendar: (id: string, month: string) => readonly unknown[];
}

/** The server build beside the client build (dist/client → dist/ssr/entry-server.js). */
export function serverEntryFile(clientDir: string): string {
  return path.join(clientDir, '..', 'ssr', 'entry-server.js');
}

/** The client's server build, or null when there is none (a client build from before it, or none at all). */
export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | null> {
  const file = serverEntryFile(clientDir);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}
