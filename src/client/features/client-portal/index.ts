// The client portal's public entry (decision 011): the app gives clients the portal's header
// and colours instead of the staff shell. The portal's tabs are composed by its page.
export { ClientPortalHeader } from './client-portal-header.tsx';
export { usePortalTheme } from './use-portal-venue.ts';
