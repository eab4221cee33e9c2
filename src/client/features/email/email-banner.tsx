import { MailWarning } from 'lucide-react';
import { Link } from 'wouter';
import { useOutboxStatus } from './api.ts';
import { describeWaiting } from './email-setup-help.tsx';

/** Where the banner leads: Settings, opened at the Email tab with its setup help. */
export const EMAIL_SETTINGS_PATH = '/settings?tab=email';

/**
 * Above every staff page for owners and managers while the installation has no SMTP: nothing
 * they send reaches anyone, and the e-mails wait in the outbox.
 */
export function EmailNotSetUpBanner() {
  const { data } = useOutboxStatus();
  if (!data || data.emailEnabled) return null;
  return (
    <div className="mb-6 flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">E-mail is not set up:</strong>{' '}
          {data.waiting === 0 ? 'no e-mails are waiting yet' : `${describeWaiting(data.waiting)} waiting`}
        </span>
      </p>
      <Link
        href={EMAIL_SETTINGS_PATH}
        className="focus-visible:ring-ring shrink-0 rounded-sm font-medium underline underline-offset-4 focus-visible:ring-2 focus-visible:outline-none"
      >
        How to set up e-mail
      </Link>
    </div>
  );
}
