import { PlaceholderPage } from '#client/components/placeholder-page.tsx';

/** Where an invited team member or client joins a venue; the flow comes later. */
export function AcceptInvitePage() {
  return <PlaceholderPage title="Accept invitation" description="Join your venue's team on VenueDesk." />;
}
