import { createContext, useContext } from 'react';

/**
 * True inside staff's preview of a client's portal (decision 043): the portal looks exactly as
 * the client sees it, and every action in it (Pay Now, Sign now, Download PDF) is disabled.
 */
export const PortalReadOnlyContext = createContext(false);

export function usePortalReadOnly(): boolean {
  return useContext(PortalReadOnlyContext);
}
