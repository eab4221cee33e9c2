import { useEffect } from 'react';

/**
 * Names the browser tab after the page: "Dashboard · VenueDesk". With a description, the page's
 * meta description says it while the page is shown (search engines read the rendered page); the
 * description in index.html comes back when the page goes.
 */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · VenueDesk` : 'VenueDesk';
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
