import { formatCalendarEventDay } from '#shared/dates/format-dates.ts';
import { renderEmail } from '../outbox/email-layout.ts';

/** The visitor's acknowledgement, in the venue's name. */
export function inquiryReceivedEmail(input: {
  name: string;
  venueName: string;
  preferredDate: string | null;
  venueEmail: string | null;
  venuePhone: string | null;
}) {
  const contact = [input.venueEmail, input.venuePhone].filter(Boolean).join(' or ');
  const paragraphs = [
    `Hi ${input.name},`,
    `Thank you for your inquiry${input.preferredDate ? ` about ${formatCalendarEventDay(input.preferredDate)}` : ''}. ` +
      `The ${input.venueName} team has it and will get back to you within 24 hours.`,
    contact ? `If anything changes in the meantime, you can reach us at ${contact}.` : 'We look forward to talking.',
    `— ${input.venueName}`,
  ];
  return {
    subject: `${input.venueName} received your inquiry`,
    ...renderEmail({ heading: `Thank you for your inquiry`, paragraphs }),
  };
}
