import { renderEmail, type EmailBrand } from '../outbox/email-layout.ts';

/** The e-mail of Share & Export's e-mail sharing: the shared calendar's link. */
export function sharedCalendarEmail(input: {
  venueName: string;
  sharedBy: string;
  shareUrl: string;
  brand?: EmailBrand;
}) {
  return {
    subject: `${input.venueName} shared its event calendar with you`,
    ...renderEmail({
      heading: `${input.venueName}'s event calendar`,
      paragraphs: [
        `${input.sharedBy} of ${input.venueName} shared the venue's event calendar with you.`,
        'The link opens a read-only view of the calendar. Please do not forward it: anyone with the link may be able to see the calendar.',
      ],
      action: { label: 'Open the calendar', url: input.shareUrl },
      brand: input.brand,
    }),
  };
}
