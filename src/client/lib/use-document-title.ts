import { useEffect } from 'react';

/** Names the browser tab after the page: "Dashboard · VenueDesk". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · VenueDesk` : 'VenueDesk';
  }, [title]);
}
