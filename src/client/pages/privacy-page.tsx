import type { PublicNav } from '#client/components/public-header.tsx';
import { PublicLayout } from '#client/components/public-layout.tsx';
import { PRIVACY_LAST_UPDATED, privacySections } from '#client/features/privacy/privacy-policy.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

const privacyNav: PublicNav = {
  links: [
    { href: '/', label: 'Home' },
    { href: '/pricing', label: 'Pricing' },
    { href: '/contact', label: 'Contact' },
  ],
};

export function PrivacyPage() {
  useDocumentTitle(
    'Privacy Policy',
    'How VenueDesk collects, uses, protects and deletes your information, and the rights you have over it.',
  );
  return (
    <PublicLayout nav={privacyNav}>
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-sm font-semibold">On this page</p>
            <ol className="mt-3 grid gap-1 border-l">
              {privacySections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-secondary-foreground hover:text-primary -ml-px block border-l border-transparent py-1 pl-3 text-sm hover:border-current"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Privacy Policy</h1>
          <p className="text-secondary-foreground mt-4">Last updated: {PRIVACY_LAST_UPDATED}</p>
          <p className="mt-6 text-lg leading-relaxed text-gray-600">
            This policy explains what information VenueDesk collects when you use our website and service, how we use
            and protect it, and the choices you have.
          </p>
          {privacySections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-12 scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-gray-700">
                  {paragraph}
                </p>
              ))}
              {section.list && (
                <ul className="mt-4 grid gap-2 text-gray-700">
                  {section.list.map((item) => (
                    <li key={item.term} className="flex gap-2 leading-relaxed">
                      <span className="bg-primary mt-2.5 size-1.5 shrink-0 rounded-full" aria-hidden="true" />
                      <span>
                        <strong className="text-foreground font-semibold">{item.term}</strong>: {item.text}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </div>
    </PublicLayout>
  );
}
