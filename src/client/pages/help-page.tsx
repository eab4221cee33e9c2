import { Search } from 'lucide-react';
import { useState } from 'react';
import type { PublicNav } from '#client/components/public-header.tsx';
import { PublicLayout } from '#client/components/public-layout.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { HelpCategories } from '#client/features/help/help-categories.tsx';
import { HelpSearchResults } from '#client/features/help/help-search-results.tsx';
import { StillNeedHelp } from '#client/features/help/still-need-help.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/** Spec §2: the help header links /, /pricing, /contact and /login (Sign In). */
const helpNav: PublicNav = {
  links: [
    { href: '/', label: 'Home' },
    { href: '/pricing', label: 'Pricing' },
    { href: '/contact', label: 'Contact' },
  ],
};

export function HelpPage() {
  useDocumentTitle(
    'Help Center',
    'Answers about getting started, bookings, payments, contracts and your VenueDesk account, and how to reach our support team.',
  );
  const [term, setTerm] = useState('');
  return (
    <PublicLayout nav={helpNav}>
      <div className="bg-gradient-to-b from-[#f7f1f3] to-white">
        <div className="mx-auto w-full max-w-3xl px-4 pt-16 pb-14 text-center sm:px-6 sm:pt-20">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">How can we help?</h1>
          <p className="mt-4 text-lg text-gray-600">Search our answers or browse by topic.</p>
          {/* With JavaScript off, index.html hides this form (form[role=search]): it could only reload the page. */}
          <form role="search" className="relative mx-auto mt-8 max-w-xl" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="help-search" className="sr-only">
              Search help articles
            </label>
            <Search
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2"
              aria-hidden="true"
            />
            <Input
              id="help-search"
              type="search"
              placeholder="Search for help..."
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              className="h-13 rounded-xl pl-12 text-base shadow-sm md:text-base"
            />
          </form>
          {/* With JavaScript off the search form is hidden (index.html) and this says why. */}
          <noscript>
            <p className="bg-card mx-auto mt-8 max-w-xl rounded-xl border px-5 py-4 text-gray-600 shadow-sm">
              Searching needs JavaScript. Every answer is below: open a question to read it.
            </p>
          </noscript>
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-5xl gap-16 px-4 pb-20 sm:px-6">
        {term.trim() === '' && <HelpCategories />}
        <HelpSearchResults term={term} onClear={() => setTerm('')} />
        <StillNeedHelp />
      </div>
    </PublicLayout>
  );
}
