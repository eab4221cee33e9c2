import { MailWarning } from 'lucide-react';

/** How many e-mails wait, in words: "1 e-mail is" / "19 e-mails are". */
export function describeWaiting(waiting: number): string {
  return waiting === 1 ? '1 e-mail is' : `${waiting.toLocaleString('en-US')} e-mails are`;
}

/** Settings → Email without SMTP: what that means and how it is set up (as the README says). */
export function EmailSetupHelp({ waiting, headingId }: { waiting: number | undefined; headingId: string }) {
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <MailWarning className="size-5 shrink-0" aria-hidden="true" />
        E-mail is not set up
      </h3>
      <p>
        VenueDesk cannot send e-mail yet, so nothing reaches your clients, visitors or team: contract links, receipts,
        invitations and inquiry acknowledgements are kept here instead
        {waiting ? ` (${describeWaiting(waiting)} waiting)` : ''}.
      </p>
      <p>Whoever runs your VenueDesk server sets these and restarts it:</p>
      <dl className="grid gap-2">
        <div>
          <dt>
            <code className="font-semibold">SMTP_URL</code>
          </dt>
          <dd className="break-words">
            your mail server, for example <code className="break-all">smtps://user:password@smtp.example.com:465</code>{' '}
            (or <code className="break-all">smtp://localhost:25</code> for a relay on the same machine).
          </dd>
        </div>
        <div>
          <dt>
            <code className="font-semibold">MAIL_FROM</code>
          </dt>
          <dd className="break-words">
            the address e-mails are sent from, for example{' '}
            <code className="break-all">VenueDesk &lt;no-reply@example.com&gt;</code>. Your venue&apos;s e-mails show
            your venue&apos;s name, and replies go to your venue&apos;s e-mail address.
          </dd>
        </div>
      </dl>
      <p>Once it is set up, send the e-mails that waited from the list below with Send.</p>
    </section>
  );
}
