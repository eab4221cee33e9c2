import { ArrowRight, Sparkles } from 'lucide-react';
import { ButtonLink } from '#client/components/ui/button-link.tsx';

export function FeaturesHero() {
  return (
    <section className="bg-gradient-to-br from-[#f7f1f3] via-white to-[#eef7f3]">
      <div className="mx-auto w-full max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="bg-background text-primary inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold shadow-xs">
          <Sparkles className="size-4" aria-hidden="true" />
          Powered by AI
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Every tool your venue needs, <span className="text-primary">working together</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-gray-600 sm:text-xl">
          From the first inquiry to the final payment, VenueDesk keeps your calendar, clients, contracts and revenue in
          one place, and tells you where the next booking is coming from.
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink size="lg" href="/signup">
            Start Free Trial
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <ButtonLink size="lg" variant="outline" href="/contact">
            Schedule Demo
          </ButtonLink>
        </div>
        <p className="text-secondary-foreground mt-6 text-sm">Free trial · No credit card required</p>
      </div>
    </section>
  );
}
