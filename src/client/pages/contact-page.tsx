import { REPLY_WITHIN_HOURS } from '#shared/contact/support-details.ts';
import type { PublicNav } from '#client/components/public-header.tsx';
import { PublicLayout } from '#client/components/public-layout.tsx';
import { CommonQuestions } from '#client/features/contact/common-questions.tsx';
import { ContactForm } from '#client/features/contact/contact-form.tsx';
import { SupportChannels } from '#client/features/contact/support-channels.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/** Spec §2: the contact page's nav is Home, Pricing, Sign In. */
const contactNav: PublicNav = {
  links: [
    { href: '/', label: 'Home' },
    { href: '/pricing', label: 'Pricing' },
  ],
};

export function ContactPage() {
  useDocumentTitle(
    'Contact Us',
    `Questions about VenueDesk, a demo or pricing for several venues? Send us a message and we'll reply within ${REPLY_WITHIN_HOURS} hours.`,
  );
  return (
    <PublicLayout nav={contactNav}>
      <div className="bg-gradient-to-b from-[#f7f1f3] to-white">
        <div className="mx-auto w-full max-w-6xl px-4 pt-16 pb-12 sm:px-6 sm:pt-20">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Get in touch</h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-600">
            Questions about VenueDesk, a demo, or a setup for several venues? Send us a message and we&apos;ll get back
            to you within {REPLY_WITHIN_HOURS} hours.
          </p>
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="contact-form-title" className="bg-card rounded-2xl border p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="text-xl font-semibold">
            Send us a message
          </h2>
          <p className="text-muted-foreground mt-1 mb-6 text-sm">Fields without “optional” are required.</p>
          <ContactForm />
        </section>
        <SupportChannels />
      </div>
      <CommonQuestions />
    </PublicLayout>
  );
}
