import { PlaceholderPage } from '#client/components/placeholder-page.tsx';

export function ContactPage() {
  return (
    <PlaceholderPage
      title="Contact Us"
      description="Questions about VenueDesk? We'll get back to you within 24 hours."
    />
  );
}
