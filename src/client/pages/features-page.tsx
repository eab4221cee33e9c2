import { PublicLayout } from '#client/components/public-layout.tsx';
import { ClosingCta } from '#client/features/marketing/closing-cta.tsx';
import { FeaturesHero } from '#client/features/marketing/features-hero.tsx';
import { AdvancedCapabilities, CoreFeatures } from '#client/features/marketing/features-sections.tsx';
import { StatsStrip } from '#client/features/marketing/stats-strip.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function FeaturesPage() {
  useDocumentTitle(
    'Features',
    'AI-powered optimization, a conflict-free booking calendar, CRM, contracts with e-signature, payments, a client portal and more: every VenueDesk feature.',
  );
  return (
    <PublicLayout>
      <FeaturesHero />
      <StatsStrip />
      <CoreFeatures />
      <AdvancedCapabilities />
      <ClosingCta
        title="See what VenueDesk can do for your venue"
        description="Start a free trial and have your calendar running today, or book a walkthrough with our team."
        secondary={{ href: '/contact', label: 'Schedule Demo' }}
      />
    </PublicLayout>
  );
}
