import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { loadQueryClient } from '#client/lib/query-client-loader.ts';

/** A lazily loaded page whose module can be loaded ahead of its first render (`preload`). */
export type LazyPage = (() => ReactElement) & { preload: () => Promise<void> };

/**
 * React.lazy for modules with named exports: `lazyPage(() => import('./x.tsx'), 'XPage')`. The
 * query client loads alongside, so the page finds it in context when it first renders.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  return makeLazyPage(async () => (await Promise.all([load(), loadQueryClient()]))[0], name);
}

/**
 * For a page that sends no request (the marketing pages): it loads without the query client,
 * which keeps a first visit light (docs/decisions/065). Such a page must not use a query or a
 * mutation; src/client/app/static-pages.test.tsx renders each one without a client.
 */
export function lazyStaticPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  return makeLazyPage(load, name);
}

/**
 * A pre-rendered page is hydrated, and hydration must find the same tree the server rendered:
 * React.lazy suspends on its first render even when the module has already arrived, so a page
 * preloaded before hydrating renders its component directly instead (src/client/main.tsx).
 */
function makeLazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType;
      },
      (error: unknown) => {
        // A failed download (offline, a new deploy) may be tried again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    // Fixed for the page's life: switching from Lazy to the loaded component would remount it.
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy);
  }
  Page.preload = preload;
  return Page;
}
