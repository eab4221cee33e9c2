import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';

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
          <Button size="lg" variant="secondary" asChild className="text-primary bg-white hover:bg-white/90">
            <Link href="/signup">
              Start Free Trial
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            asChild
            className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link href={secondary.href}>{secondary.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
