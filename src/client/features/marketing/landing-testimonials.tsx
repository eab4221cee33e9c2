import { Star } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const testimonials = [
  {
    quote:
      'We used to juggle three spreadsheets and a paper calendar. Now every inquiry, contract and deposit is in one place, and we have not had a scheduling mix-up since.',
    name: 'Maria Gonzalez',
    role: 'Owner, Hacienda Rosa',
  },
  {
    quote:
      'Couples sign their contract and pay the deposit from their phone the same evening we tour them. Our bookings close days faster.',
    name: 'James Whitfield',
    role: 'Events Manager, The Grand Oak Ballroom',
  },
  {
    quote:
      'The pricing suggestions paid for the subscription in the first month. We now charge a fair premium for peak Saturdays.',
    name: 'Lucia Ramirez',
    role: 'Director, Jardín Quinceañera Hall',
  },
];

export function LandingTestimonials() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="mx-auto w-full max-w-6xl px-4 pt-20 pb-4 sm:px-6 sm:pt-24 sm:pb-6"
    >
      <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Loved by venue teams" />
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="bg-card flex h-full flex-col rounded-xl border p-6 shadow-xs">
              <p className="flex gap-0.5 text-amber-500" role="img" aria-label="Rated 5 out of 5">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                ))}
              </p>
              <blockquote className="text-foreground mt-4 flex-1 leading-relaxed">“{t.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  className="bg-accent text-accent-foreground flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
                  aria-hidden="true"
                >
                  {t.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <span>
                  <span className="block font-semibold">{t.name}</span>
                  <span className="text-muted-foreground block text-sm">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
