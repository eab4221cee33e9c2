import { ArrowRight, CalendarCheck, CreditCard, FileSignature, Users } from 'lucide-react';
import { Link } from 'wouter';
import { PublicLayout } from '#client/components/public-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

const highlights = [
  { icon: CalendarCheck, title: 'Conflict-free calendar', text: 'Bookings that can never overlap.' },
  { icon: Users, title: 'Leads & CRM', text: 'Every inquiry followed up on time.' },
  { icon: FileSignature, title: 'Contracts & e\u2011signature', text: 'Send, sign and store in minutes.' },
  { icon: CreditCard, title: 'Payments', text: 'Deposits, milestones and invoices.' },
];

export function LandingPage() {
  useDocumentTitle('');
  return (
    <PublicLayout>
      <section className="bg-gradient-to-br from-[#f7f1f3] via-white to-[#eef7f3]">
        <div className="mx-auto w-full max-w-6xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="bg-background text-secondary-foreground mx-auto inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium">
            <span className="bg-brand-accent size-2 rounded-full" aria-hidden="true" />
            14-day free trial · no credit card
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">VenueDesk</h1>
          <p className="text-muted-foreground mx-auto mt-5 max-w-2xl text-lg sm:text-xl">
            The all-in-one platform for event venues: bookings, leads, contracts, payments and a client portal for
            weddings, quinceañeras and corporate events.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link href="/signup">
                Start Free Trial
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link href="/login">Sign In</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="highlights-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="highlights-title" className="sr-only">
          What VenueDesk does
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="bg-card rounded-xl border p-6 shadow-sm">
              <span className="bg-accent text-primary flex size-10 items-center justify-center rounded-lg">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </PublicLayout>
  );
}
