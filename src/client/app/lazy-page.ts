import { lazy, type ComponentType } from 'react';
import { loadQueryClient } from '#client/lib/query-client-loader.ts';

/**
 * React.lazy for modules with named exports: `lazyPage(() => import('./x.tsx'), 'XPage')`. The
 * query client loads alongside, so the page finds it in context when it first renders.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), loadQueryClient()]);
    return { default: page[name] as ComponentType };
  });
}

/**
 * For a page that sends no request (the marketing pages): it loads without the query client,
 * which keeps a first visit light (docs/decisions/065). Such a page must not use a query or a
 * mutation; src/client/app/static-pages.test.tsx renders each one without a client.
 */
export function lazyStaticPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
