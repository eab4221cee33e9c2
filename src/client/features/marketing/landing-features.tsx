import {
  BarChart3,
  Building2,
  CalendarCheck,
  CreditCard,
  FileSignature,
  LayoutDashboard,
  Palette,
  Sparkles,
  Users,
  Workflow,
} from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

/** The marketing claims of spec §1, one card each. */
const features = [
  {
    icon: Sparkles,
    title: 'AI pricing & optimization',
    text: 'Suggestions drawn from your own bookings: which dates to promote and when to charge a premium.',
  },
  {
    icon: CalendarCheck,
    title: 'Conflict-free calendar',
    text: 'Each day holds only as many events as you allow, so a double booking cannot happen.',
  },
  {
    icon: Users,
    title: 'CRM & lead tracking',
    text: 'Every inquiry in one pipeline, from first contact to signed contract.',
  },
  {
    icon: FileSignature,
    title: 'Contracts & e-signature',
    text: 'Send contracts from your templates and collect signatures online, with a full audit trail.',
  },
  { icon: CreditCard, title: 'Card & bank payments', text: 'Deposits, milestone payments and invoices, paid online.' },
  {
    icon: LayoutDashboard,
    title: 'Client portal',
    text: 'Clients see their bookings, payments and contracts, and pay whenever suits them.',
  },
  { icon: BarChart3, title: 'Analytics & reporting', text: 'A live dashboard plus booking and revenue heat maps.' },
  {
    icon: Workflow,
    title: 'Automated workflows',
    text: 'Confirmations, reminders and follow-ups go out on their own.',
  },
  {
    icon: Building2,
    title: 'Multi-location support',
    text: 'Run several venues from one login, each with its own team.',
  },
  {
    icon: Palette,
    title: 'Branding & notifications',
    text: 'Your colours on every page clients see, and a heads-up when something happens.',
  },
];

export function LandingFeatures() {
  return (
    <section aria-labelledby="features-title" className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Everything your venue runs on, in one place"
        description="Replace the spreadsheets, paper contracts and scattered inboxes with one system your whole team shares."
      />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="bg-card rounded-xl border p-5 shadow-xs transition-shadow hover:shadow-md">
            <span className="bg-accent text-primary flex size-10 items-center justify-center rounded-lg">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="text-muted-foreground mt-1.5 text-sm leading-relaxed">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
