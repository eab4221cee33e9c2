import { PlaceholderPage } from '#client/components/placeholder-page.tsx';

export function PrivacyPage() {
  return (
    <PlaceholderPage title="Privacy Policy" description="How VenueDesk collects, uses and protects your information." />
  );
}
