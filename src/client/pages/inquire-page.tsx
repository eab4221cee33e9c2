import { useState } from 'react';
import { useParams } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useEmailDelivery } from '#client/features/email/index.ts';
import { usePublicVenue } from '#client/features/inquiries/api.ts';
import { InquiryForm, type SentInquiry } from '#client/features/inquiries/inquiry-form.tsx';
import { InquiryLayout, VenueHeader } from '#client/features/inquiries/inquiry-layout.tsx';
import { InquiryThankYou } from '#client/features/inquiries/inquiry-thank-you.tsx';
import { InquiryUnavailable } from '#client/features/inquiries/inquiry-unavailable.tsx';
import { useBrandTheme } from '#client/lib/use-brand-theme.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/** /inquire/{slug}: a venue's public inquiry form, branded in its colours, made to be embedded. */
export function InquirePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: venue, error, isPending, refetch } = usePublicVenue(slug);
  const [sent, setSent] = useState<SentInquiry | null>(null);
  // Read with the form, so the thank-you knows at once whether an e-mail can have gone out.
  const emailEnabled = useEmailDelivery();
  useBrandTheme(venue);
  useDocumentTitle(
    venue ? `Inquire at ${venue.name}` : 'Event inquiry',
    venue ? `Tell ${venue.name} about your event and check whether your date is free.` : undefined,
  );

  if (isPending) {
    return (
      <InquiryLayout>
        <Spinner />
      </InquiryLayout>
    );
  }
  if (error) {
    return (
      <InquiryLayout>
        <InquiryUnavailable error={error} onRetry={() => void refetch()} />
      </InquiryLayout>
    );
  }
  return (
    <InquiryLayout>
      <VenueHeader venue={venue} />
      <Card className="shadow-md">
        {sent ? (
          <CardContent className="p-6">
            <InquiryThankYou
              venueName={venue.name}
              sent={sent}
              emailEnabled={emailEnabled !== false && sent.acknowledged}
              onSendAnother={() => setSent(null)}
            />
          </CardContent>
        ) : (
          <>
            <CardHeader>
              <h2 className="text-xl font-semibold tracking-tight">Tell us about your event</h2>
              <CardDescription>
                Pick a date to see whether it is free. Only your name and email are required.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <InquiryForm venue={venue} onSent={setSent} />
            </CardContent>
          </>
        )}
      </Card>
    </InquiryLayout>
  );
}
