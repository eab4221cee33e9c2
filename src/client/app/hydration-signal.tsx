import { useEffect } from 'react';

/**
 * Tells src/client/boot.ts that the app has taken the page over, so that it hands over a tap, a
 * form sent or text typed before (docs/decisions/077). It sits inside the router's Suspense
 * boundary, after the page: React hydrates a boundary's content after the root's, so an effect
 * outside it would run while the page's elements were still the server's HTML alone. Renders
 * nothing, so the server's HTML matches without it.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.dispatchEvent(new Event('app-hydrated'));
  }, []);
  return null;
}
