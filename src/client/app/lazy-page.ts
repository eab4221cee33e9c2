import { lazy, type ComponentType } from 'react';

/** React.lazy for modules with named exports: `lazyPage(() => import('./x.tsx'), 'XPage')`. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
