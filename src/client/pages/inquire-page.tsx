import { useState } from 'react';
import { useParams } from 'wouter';
import type { PublicVenue } from '#shared/inquiries/inquiries.schemas.ts';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { useEmailDelivery } from '#client/features/email/email-delivery.ts';
import { usePublicVenue } from '#client/features/inquiries/api.ts';
import { InquiryForm, type SentInquiry } from '#client/features/inquiries/inquiry-form.tsx';
import { InquiryLoading } from '#client/features/inquiries/inquiry-loading.tsx';
import { InquiryLayout, VenueHeader } from '#client/features/inquiries/inquiry-layout.tsx';
import { InquiryThankYou } from '#client/features/inquiries/inquiry-thank-you.tsx';
import { InquiryUnavailable } from '#client/features/inquiries/inquiry-unavailable.tsx';
import { useBrandTheme } from '#client/lib/use-brand-theme.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useVisitorLanguage } from '#client/lib/i18n/i18n-context.tsx';
import { I18nProvider, useT } from '#client/features/inquiries/inquiry-i18n.ts';

/**
 * /inquire/{slug}: a venue's public inquiry form, branded in its colours, made to be embedded,
 * in the visitor's language (?lang=, their saved choice, their browser's, the venue's default).
 */
export function InquirePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const query = usePublicVenue(slug);
  const language = useVisitorLanguage(query.data?.defaultLanguage);
  return (
    <I18nProvider language={language}>
      <InquiryContent query={query} />
    </I18nProvider>
  );
}

function InquiryContent({ query }: { query: ReturnType<typeof usePublicVenue> }) {
  const { data: venue, error, isPending, refetch } = query;
  const { t } = useT();
  const [sent, setSent] = useState<SentInquiry | null>(null);
  // Read with the form, so the thank-you knows at once whether an e-mail can have gone out.
  const emailEnabled = useEmailDelivery();
  useBrandTheme(venue);
  useDocumentTitle(
    venue ? t('inquiry.pageTitle', { venueName: venue.name }) : t('inquiry.pageTitleUnknownVenue'),
    venue ? t('inquiry.pageDescription', { venueName: venue.name }) : undefined,
  );

  if (isPending) {
    return (
      <InquiryLayout>
        <InquiryLoading />
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
          <InquiryStart venue={venue} onSent={setSent} />
        )}
      </Card>
    </InquiryLayout>
  );
}

function InquiryStart({ venue, onSent }: { venue: PublicVenue; onSent: (sent: SentInquiry) => void }) {
  const { t } = useT();
  return (
    <>
      <CardHeader>
        <h2 className="text-xl font-semibold tracking-tight">{t('inquiry.heading')}</h2>
        <CardDescription>{t('inquiry.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <InquiryForm venue={venue} onSent={onSent} />
      </CardContent>
    </>
  );
}
