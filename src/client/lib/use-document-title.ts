import { useContext, useEffect } from 'react';
import { documentTitle, PageHeadContext } from './page-head.ts';

/**
 * Names the browser tab after the page: "Dashboard · VenueDesk". With a description, the page's
 * meta description says it while the page is shown (search engines read the rendered page); the
 * description in index.html comes back when the page goes. Rendered on the server, the page's
 * title and description go into the HTML's head instead (src/client/entry-server.tsx).
 */
export function useDocumentTitle(title: string, description?: string): void {
  useContext(PageHeadContext)?.set({ title: documentTitle(title), description });

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
