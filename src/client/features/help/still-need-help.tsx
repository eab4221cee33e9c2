import { Headphones, Mail, Phone } from 'lucide-react';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { buttonVariants } from '#client/components/ui/button-variants.ts';

export function StillNeedHelp() {
  return (
    <section
      aria-labelledby="still-need-help-title"
      className="bg-primary rounded-2xl px-6 py-10 text-center text-white sm:px-10"
    >
      <Headphones className="mx-auto size-10" aria-hidden="true" />
      <h2 id="still-need-help-title" className="mt-4 text-2xl font-bold tracking-tight">
        Still need help?
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-white/90">
        Our support team knows venues inside out. Send us a message or book a call and we&apos;ll sort it out together.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink size="lg" variant="inverse" href="/contact">
          <Mail aria-hidden="true" />
          Contact Support
        </ButtonLink>
        {/* Spec §2: Schedule a Call does nothing. */}
        <button type="button" className={buttonVariants({ size: 'lg', variant: 'inverseOutline' })}>
          <Phone aria-hidden="true" />
          Schedule a Call
        </button>
      </div>
    </section>
  );
}
