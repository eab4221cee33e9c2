import { PlaceholderPage } from '#client/components/placeholder-page.tsx';

export function FeaturesPage() {
  return <PlaceholderPage title="Features" description="Everything VenueDesk does for your venue, powered by AI." />;
}
