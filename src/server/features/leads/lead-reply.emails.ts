import { renderEmail, type EmailBrand } from '../outbox/email-layout.ts';

/**
 * The reply a coordinator wrote to a lead, laid out as the venue's other e-mails to clients:
 * the subject as the heading, each blank-line-separated block a paragraph.
 */
export function leadReplyEmail(input: { subject: string; body: string; brand?: EmailBrand }) {
  const paragraphs = input.body
    .replaceAll('\r\n', '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return { subject: input.subject, ...renderEmail({ heading: input.subject, paragraphs, brand: input.brand }) };
}
