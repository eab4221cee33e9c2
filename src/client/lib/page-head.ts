import { createContext } from 'react';

/** What a page says about itself in the document's head: its tab title and its description. */
export interface PageHead {
  title: string;
  description?: string;
  /**
   * A venue page's colours, as the CSS variables of index.css, which the server puts on <html>
   * so the page is in the venue's colours at first paint (src/client/lib/use-brand-theme.ts).
   */
  theme?: Readonly<Record<string, string>>;
  /** The page's language, for <html lang> (docs/decisions/068); English unless a page names another. */
  language?: string;
}

/**
 * Collects the head of the page being rendered on the server (src/client/entry-server.tsx), where
 * effects never run. In the browser there is no collector and the effects set the head instead.
 */
export interface PageHeadCollector {
  /** Merges what a hook knows into the head: the title from one, the colours from another. */
  set: (head: Partial<PageHead>) => void;
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/** "Pricing · VenueDesk"; a page without a title of its own is "VenueDesk". */
export function documentTitle(title: string): string {
  return title ? `${title} · VenueDesk` : 'VenueDesk';
}
