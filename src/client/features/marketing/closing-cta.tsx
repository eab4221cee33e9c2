import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '#client/components/ui/button-link.tsx';

/** The closing call to action: a brand-coloured band with a trial button and a second action. */
export function ClosingCta({
  title,
  description,
  secondary,
}: {
  title: string;
  description: string;
  secondary: { href: string; label: string };
}) {
  return (
    <section aria-labelledby="closing-cta-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="bg-primary mx-auto w-full max-w-5xl rounded-2xl px-6 py-12 text-center text-white shadow-lg sm:px-12 sm:py-16">
        <h2 id="closing-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink size="lg" variant="inverse" href="/signup">
            Start Free Trial
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <ButtonLink size="lg" variant="inverseOutline" href={secondary.href}>
            {secondary.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
