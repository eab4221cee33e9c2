import { TRIAL_DAYS } from '#shared/marketing/plan.ts';

const questions = [
  {
    question: 'Do I need a credit card to start the trial?',
    answer: `No. The ${TRIAL_DAYS}-day trial includes every Professional feature and asks for no card. Add payment details only when you decide to stay.`,
  },
  {
    question: 'What happens when my trial ends?',
    answer:
      'Choose monthly or annual billing to keep going. Your bookings, clients, contracts and settings carry over as they are.',
  },
  {
    question: 'Can I switch between monthly and annual billing?',
    answer:
      'Yes, at any time. Annual billing saves 20% and is charged once a year; the change applies from your next billing date.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. There is no minimum term and no cancellation fee, and you can export your calendar whenever you like.',
  },
  {
    question: 'Is there a plan for several venues?',
    answer:
      'Professional supports multiple locations. For a group of venues, contact sales and we will put together the right setup.',
  },
  {
    question: 'Is my data secure?',
    answer:
      'Every connection is encrypted, each venue’s data is kept separate, and only the people you invite can see it.',
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto w-full max-w-5xl px-4 py-20 sm:px-6">
      <h2 id="pricing-faq-title" className="text-center text-3xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <dl className="mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2">
        {questions.map((item) => (
          <div key={item.question}>
            <dt className="font-semibold">{item.question}</dt>
            <dd className="text-muted-foreground mt-2 leading-relaxed">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
