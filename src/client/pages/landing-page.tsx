import { TRIAL_DAYS } from '#shared/marketing/plan.ts';
import { PublicLayout } from '#client/components/public-layout.tsx';
import { ClosingCta } from '#client/features/marketing/closing-cta.tsx';
import { LandingBenefits } from '#client/features/marketing/landing-benefits.tsx';
import { LandingFeatures } from '#client/features/marketing/landing-features.tsx';
import { LandingHero } from '#client/features/marketing/landing-hero.tsx';
import { LandingTestimonials } from '#client/features/marketing/landing-testimonials.tsx';
import { StatsStrip } from '#client/features/marketing/stats-strip.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function LandingPage() {
  useDocumentTitle(
    'Event venue management software',
    'VenueDesk runs your event venue: a conflict-free booking calendar, leads, contracts with e-signature, payments and a client portal. 14-day free trial, no credit card.',
  );
  return (
    <PublicLayout>
      <LandingHero />
      <StatsStrip />
      <LandingFeatures />
      <LandingBenefits />
      <LandingTestimonials />
      <ClosingCta
        title="Ready to fill your calendar?"
        description={`Start your ${TRIAL_DAYS}-day free trial today. No credit card required, and you can be taking bookings this afternoon.`}
        secondary={{ href: '/contact', label: 'Talk to Sales' }}
      />
    </PublicLayout>
  );
}
