import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { describeRequestedDate } from '#shared/inquiries/requested-date.ts';
import { Button } from '#client/components/ui/button.tsx';
import type { SentInquiry } from './inquiry-form.tsx';

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="inquiry-sent-title" className="grid justify-items-center gap-4 py-6 text-center">
      <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
      <h2 id="inquiry-sent-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight">
        Thank you, {sent.name}!
      </h2>
      {emailEnabled ? (
        <p className="max-w-md leading-relaxed break-words">
          {venueName} has your inquiry and will reply to <strong className="font-semibold">{sent.email}</strong>. We
          have sent you a confirmation e-mail.
        </p>
      ) : (
        <p className="max-w-md leading-relaxed break-words">
          {venueName} has your inquiry and will get back to you at{' '}
          <strong className="font-semibold">{sent.email}</strong>.
        </p>
      )}
      {sent.requestedDate && (
        <p className="max-w-md leading-relaxed break-words" data-testid="requested-date">
          {describeRequestedDate(sent.requestedDate)}
        </p>
      )}
      <p className="text-muted-foreground max-w-md text-sm">
        {emailEnabled
          ? 'No e-mail within a few minutes? Look in your spam folder, or send the inquiry again with another address.'
          : 'No confirmation e-mail is sent for this inquiry, so note the details you sent if you need them.'}
      </p>
      <Button type="button" variant="outline" onClick={onSendAnother}>
        Send another inquiry
      </Button>
    </section>
  );
}
