import type { ContactMessage } from '#shared/contact/contact.schemas.ts';
import { renderEmail } from '../outbox/email-layout.ts';

/** The message as support receives it; every value is the sender's text, escaped by renderEmail. */
export function contactMessageEmail(message: ContactMessage & { id: number }) {
  const sender = [
    `From: ${message.name} <${message.email}>`,
    message.company ? `Company: ${message.company}` : null,
    message.phone ? `Phone: ${message.phone}` : null,
  ].filter((line): line is string => line !== null);
  return {
    // The schema refuses line breaks in a subject, and enqueueEmail keeps every subject on one line.
    subject: `Contact form: ${message.subject}`,
    ...renderEmail({
      heading: `New contact message #${message.id}`,
      paragraphs: [
        ...sender,
        `Subject: ${message.subject}`,
        message.message,
        `Reply to ${message.email} within 24 hours.`,
      ],
    }),
  };
}
