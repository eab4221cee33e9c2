import { ArrowRight, Check } from 'lucide-react';
import { formatDollars } from '#shared/money.ts';
import { getMonthlyPrice, PLAN, TRIAL_DAYS, type BillingPeriod } from '#shared/marketing/plan.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';

/** The one plan (spec §3): Professional, its price for the billing period, and its 16 features. */
export function PlanCard({ period }: { period: BillingPeriod }) {
  const monthly = getMonthlyPrice(period);
  const isAnnual = period === 'annual';
  return (
    <article
      aria-labelledby="plan-name"
      className="bg-card mx-auto grid w-full max-w-5xl overflow-hidden rounded-2xl border shadow-lg md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="border-b bg-[#faf8f9] p-8 md:border-r md:border-b-0">
        <h2 id="plan-name" className="text-primary text-2xl font-bold">
          {PLAN.name}
        </h2>
        <p className="text-secondary-foreground mt-2 text-sm leading-relaxed">{PLAN.description}</p>
        <p className="mt-8 flex items-baseline gap-2" aria-live="polite">
          <span className="text-5xl font-bold tracking-tight" data-testid="plan-price">
            {formatDollars(monthly)}
          </span>
          <span className="text-secondary-foreground">/month</span>
          {isAnnual && (
            <span className="text-secondary-foreground text-lg line-through">
              <span className="sr-only">instead of </span>
              {formatDollars(PLAN.monthlyPrice)}
            </span>
          )}
        </p>
        <p className="text-secondary-foreground mt-2 min-h-5 text-sm">
          {isAnnual
            ? `Billed annually (${formatDollars(monthly * 12)} a year), ${PLAN.annualDiscountPercent}% off`
            : 'Billed monthly. Cancel anytime.'}
        </p>
        <ButtonLink size="lg" href="/signup" className="mt-8 w-full">
          Start Free Trial
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
        <p className="text-secondary-foreground mt-4 text-center text-sm">
          {TRIAL_DAYS}-day free trial. No credit card required.
        </p>
      </div>
      <div className="p-8">
        <h3 className="font-semibold">Everything included</h3>
        <ul className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {PLAN.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5 text-sm">
              <Check className="text-success-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
