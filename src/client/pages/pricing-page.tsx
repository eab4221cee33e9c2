import { PlaceholderPage } from '#client/components/placeholder-page.tsx';

export function PricingPage() {
  return (
    <PlaceholderPage
      title="Pricing"
      description="One plan with everything your venue needs, and a 14-day free trial."
    />
  );
}
