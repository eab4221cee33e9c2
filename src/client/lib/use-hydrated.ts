import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in server-rendered HTML and while the browser hydrates it, true from the render after:
 * a control that needs JavaScript can be off in the HTML (where nothing would handle it) and on
 * once the page runs. A page the browser renders itself is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
