import { PlaceholderPage } from '#client/components/placeholder-page.tsx';

export function HelpPage() {
  return (
    <PlaceholderPage title="Help Center" description="Guides and answers for getting the most out of VenueDesk." />
  );
}
