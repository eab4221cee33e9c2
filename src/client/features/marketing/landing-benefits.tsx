import { Check, HeartHandshake, ShieldCheck, TrendingUp, Wallet } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const benefits = [
  {
    icon: ShieldCheck,
    title: 'Never double-book again',
    text: 'Availability rules, blackout dates and closed days are checked on every booking and every reschedule.',
  },
  {
    icon: Wallet,
    title: 'Get paid on time',
    text: 'Deposits and milestones are requested online, and you see at a glance what is due and what is paid.',
  },
  {
    icon: TrendingUp,
    title: 'Turn more inquiries into events',
    text: 'Follow up on every lead at the right moment, then send the contract in the same place.',
  },
  {
    icon: HeartHandshake,
    title: 'Give couples and planners a better experience',
    text: 'One link to review, sign and pay, on any device, instead of emails and attachments.',
  },
];

const checklist = ['Set up in an afternoon', 'Your data stays yours', 'Cancel anytime'];

export function LandingBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="bg-[#faf8f9] py-20 sm:py-24">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="benefits-title"
          eyebrow="Why VenueDesk"
          title="Spend your time on events, not admin"
          description="VenueDesk takes the busywork off your team so every booking runs smoothly from inquiry to final payment."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="bg-card flex gap-4 rounded-xl border p-6 shadow-xs">
              <span className="bg-primary text-primary-foreground flex size-11 shrink-0 items-center justify-center rounded-xl">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="text-muted-foreground mt-1.5 leading-relaxed">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <ul className="text-secondary-foreground mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm font-medium">
          {checklist.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Check className="text-success-foreground size-4" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
