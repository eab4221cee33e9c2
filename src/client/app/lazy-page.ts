import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A lazily loaded page whose module can be loaded ahead of its first render (`preload`). */
export type LazyPage = (() => ReactElement) & { preload: () => Promise<void> };

/**
 * React.lazy for modules with named exports: `lazyPage(() => import('./x.tsx'), 'XPage')`.
 *
 * A pre-rendered page is hydrated, and hydration must find the same tree the server rendered:
 * React.lazy suspends on its first render even when the module has already arrived, so a page
 * preloaded before hydrating renders its component directly instead (src/client/main.tsx).
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
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
