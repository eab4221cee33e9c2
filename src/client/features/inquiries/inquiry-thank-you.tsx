import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { describeRequestedDate } from '#shared/inquiries/requested-date.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from './inquiry-i18n.ts';
import type { SentInquiry } from './inquiry-form.tsx';

/** Stands for the address in a translated sentence, which puts it in bold where the sentence has it. */
const EMAIL_SLOT = '\uE000';

function WithEmail({ message, email }: { message: string; email: string }) {
  const [before, after = ''] = message.split(EMAIL_SLOT);
  return (
    <>
      {before}
      <strong className="font-semibold">{email}</strong>
      {after}
    </>
  );
}

/**
 * What the visitor sees once the venue has the inquiry: how the date asked about stood (as the
 * acknowledgement e-mail says it) and what happens next. Focus moves to the
 * heading, so a screen reader reads it and, in an iframe, the frame scrolls it into view. It
 * promises a confirmation e-mail only when the installation can send one (decision 062).
 */
export function InquiryThankYou({
  venueName,
  sent,
  emailEnabled,
  onSendAnother,
}: {
  venueName: string;
  sent: SentInquiry;
  emailEnabled: boolean;
  onSendAnother: () => void;
}) {
  const translator = useT();
  const { t } = translator;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="inquiry-sent-title" className="grid justify-items-center gap-4 py-6 text-center">
      <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
      <h2 id="inquiry-sent-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight">
        {t('inquiry.thanks.heading', { name: sent.name })}
      </h2>
      <p className="max-w-md leading-relaxed break-words">
        <WithEmail
          message={t(emailEnabled ? 'inquiry.thanks.emailed' : 'inquiry.thanks.notEmailed', {
            venueName,
            email: EMAIL_SLOT,
          })}
          email={sent.email}
        />
      </p>
      {sent.requestedDate && (
        <p className="max-w-md leading-relaxed break-words" data-testid="requested-date">
          {describeRequestedDate(sent.requestedDate, translator)}
        </p>
      )}
      <p className="text-muted-foreground max-w-md text-sm">
        {t(emailEnabled ? 'inquiry.thanks.spamHint' : 'inquiry.thanks.noConfirmation')}
      </p>
      <Button type="button" variant="outline" onClick={onSendAnother}>
        {t('inquiry.thanks.sendAnother')}
      </Button>
    </section>
  );
}
