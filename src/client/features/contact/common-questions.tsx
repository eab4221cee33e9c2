import { Link } from 'wouter';
import { REPLY_WITHIN_HOURS } from '#shared/contact/support-details.ts';

const linkClass = 'text-primary font-medium underline underline-offset-4';

/** The contact page's common questions (spec §2). */
export function CommonQuestions() {
  return (
    <section aria-labelledby="common-questions-title" className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6">
      <h2 id="common-questions-title" className="text-2xl font-bold tracking-tight">
        Common questions
      </h2>
      <dl className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="bg-card rounded-xl border p-6">
          <dt className="font-semibold">How quickly will I hear back?</dt>
          <dd className="text-muted-foreground mt-2 leading-relaxed">
            Within {REPLY_WITHIN_HOURS} hours, and usually the same business day.
          </dd>
        </div>
        <div className="bg-card rounded-xl border p-6">
          <dt className="font-semibold">Can I see a demo first?</dt>
          <dd className="text-muted-foreground mt-2 leading-relaxed">
            Yes. Write &ldquo;Demo&rdquo; in the subject and tell us a few times that suit you; we will walk you through
            VenueDesk with your own venue in mind.
          </dd>
        </div>
        <div className="bg-card rounded-xl border p-6">
          <dt className="font-semibold">Do I need to talk to sales to start?</dt>
          <dd className="text-muted-foreground mt-2 leading-relaxed">
            No.{' '}
            <Link href="/signup" className={linkClass}>
              Start a free trial
            </Link>{' '}
            and set your venue up yourself; we are here if you want help.
          </dd>
        </div>
        <div className="bg-card rounded-xl border p-6">
          <dt className="font-semibold">Where can I find how-to guides?</dt>
          <dd className="text-muted-foreground mt-2 leading-relaxed">
            The{' '}
            <Link href="/help" className={linkClass}>
              Help Center
            </Link>{' '}
            answers the most common questions about bookings, payments, contracts and your account.
          </dd>
        </div>
      </dl>
    </section>
  );
}
