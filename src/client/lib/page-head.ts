import { createContext } from 'react';

/** What a page says about itself in the document's head: its tab title and its description. */
export interface PageHead {
  title: string;
  description?: string;
}

/**
 * Collects the head of the page being rendered on the server (src/client/entry-server.tsx), where
 * effects never run. In the browser there is no collector and the effects set the head instead.
 */
export interface PageHeadCollector {
  set: (head: PageHead) => void;
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/** "Pricing · VenueDesk"; a page without a title of its own is "VenueDesk". */
export function documentTitle(title: string): string {
  return title ? `${title} · VenueDesk` : 'VenueDesk';
}
