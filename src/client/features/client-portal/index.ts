// The client portal's public entry (decision 011): the app gives clients the portal's header
// and colours instead of the staff shell, and puts Invite to portal into a booking's details.
// The portal's tabs are composed by its page.
export { ClientPortalHeader } from './client-portal-header.tsx';
export { InviteClientSection } from './invite-client-section.tsx';
export { PortalLanguageProvider } from './portal-language-context.tsx';
export { usePortalTheme } from './use-portal-venue.ts';
