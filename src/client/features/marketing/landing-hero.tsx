import { ArrowRight, CheckCircle2, PlayCircle } from 'lucide-react';
import { TRIAL_DAYS } from '#shared/marketing/plan.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { buttonVariants } from '#client/components/ui/button-variants.ts';
import { HeroPreview } from './hero-preview.tsx';

const promises = [`${TRIAL_DAYS}-day free trial`, 'No credit card required', 'Set up in minutes'];

export function LandingHero() {
  return (
    <section className="overflow-hidden bg-gradient-to-br from-[#f7f1f3] via-white to-[#eef7f3]">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <div className="text-center lg:text-left">
          <p className="bg-background text-secondary-foreground inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium shadow-xs">
            <span className="bg-brand-accent size-2 rounded-full" aria-hidden="true" />
            AI-powered venue management
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Book more events. <span className="text-primary">Stress less.</span>
          </h1>
          <p className="mt-6 text-lg text-pretty text-gray-600 sm:text-xl">
            VenueDesk runs your venue in one place: a calendar that never double-books, leads, contracts with
            e-signature, payments and a portal for your clients. Made for weddings, quinceañeras and corporate events.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <ButtonLink size="lg" href="/signup">
              Start Free Trial
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            {/* Spec §2: Watch Demo has no navigation. */}
            <button type="button" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              <PlayCircle aria-hidden="true" />
              Watch Demo
            </button>
          </div>
          <ul className="text-secondary-foreground mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm lg:justify-start">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CheckCircle2 className="text-success-foreground size-4" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
