import { formatCalendarEventDay } from '#shared/dates/format-dates.ts';
import type { RequestedDate } from '#shared/inquiries/inquiries.schemas.ts';
import { describeRequestedDate } from '#shared/inquiries/requested-date.ts';
import { renderEmail, type EmailBrand } from '../outbox/email-layout.ts';

/** The visitor's acknowledgement, in the venue's name; it says how the date asked about stood. */
export function inquiryReceivedEmail(input: {
  name: string;
  venueName: string;
  requestedDate: RequestedDate | undefined;
  venueEmail: string | null;
  venuePhone: string | null;
  /** The venue's name, colour and logo in the HTML part. */
  brand?: EmailBrand;
}) {
  const contact = [input.venueEmail, input.venuePhone].filter(Boolean).join(' or ');
  const { requestedDate } = input;
  const paragraphs = [
    `Hi ${input.name},`,
    `Thank you for your inquiry${requestedDate ? ` about ${formatCalendarEventDay(requestedDate.day)}` : ''}. ` +
      `The ${input.venueName} team has it and will get back to you within 24 hours.`,
    ...(requestedDate ? [describeRequestedDate(requestedDate)] : []),
    contact ? `If anything changes in the meantime, you can reach us at ${contact}.` : 'We look forward to talking.',
    `— ${input.venueName}`,
  ];
  return {
    subject: `${input.venueName} received your inquiry`,
    ...renderEmail({ heading: `Thank you for your inquiry`, paragraphs, brand: input.brand }),
  };
}
