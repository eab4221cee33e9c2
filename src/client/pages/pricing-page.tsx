import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { PLAN, TRIAL_DAYS, type BillingPeriod } from '#shared/marketing/plan.ts';
import type { PublicNav } from '#client/components/public-header.tsx';
import { PublicLayout } from '#client/components/public-layout.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { BillingToggle } from '#client/features/pricing/billing-toggle.tsx';
import { PlanCard } from '#client/features/pricing/plan-card.tsx';
import { PricingFaq } from '#client/features/pricing/pricing-faq.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/** Spec §2: the pricing page links Home and Sign In. */
const pricingNav: PublicNav = { links: [{ href: '/', label: 'Home' }] };

export function PricingPage() {
  useDocumentTitle(
    'Pricing',
    `VenueDesk Professional: every feature for $${PLAN.monthlyPrice} a month, or $${PLAN.annualMonthlyPrice} a month billed annually. ${TRIAL_DAYS}-day free trial, no credit card required.`,
  );
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <PublicLayout nav={pricingNav}>
      <div className="bg-gradient-to-b from-[#f7f1f3] to-white px-4 pt-16 pb-16 sm:px-6 sm:pt-24">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">Simple, transparent pricing</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-gray-600">
            One plan with everything your venue needs. Try it free for {TRIAL_DAYS} days, no credit card required.
          </p>
          <div className="mt-8">
            <BillingToggle value={period} onChange={setPeriod} />
            {/* With JavaScript off the switch is hidden (index.html): the card shows the monthly price. */}
            <noscript>
              <p className="text-secondary-foreground">
                Billed annually, it is ${PLAN.annualMonthlyPrice} a month: save {PLAN.annualDiscountPercent}%.
              </p>
            </noscript>
          </div>
        </div>
        <div className="mt-12">
          <PlanCard period={period} />
        </div>
        <div className="bg-card mx-auto mt-8 flex w-full max-w-5xl flex-col items-center justify-between gap-4 rounded-2xl border p-6 sm:flex-row">
          <div className="flex items-center gap-4">
            <span className="bg-accent text-primary flex size-11 shrink-0 items-center justify-center rounded-xl">
              <MessageCircle className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-semibold">Running several venues or need something custom?</h2>
              <p className="text-muted-foreground text-sm">
                Talk to us about multi-venue groups, onboarding and migration.
              </p>
            </div>
          </div>
          <ButtonLink variant="outline" href="/contact" className="w-full sm:w-auto">
            Contact Sales
          </ButtonLink>
        </div>
      </div>
      <PricingFaq />
    </PublicLayout>
  );
}
