import { z } from 'zod';

/**
 * What a venue's reply template may name; the server fills each from its own records when a
 * coordinator drafts a reply to a lead (decision 049).
 */
export const replyPlaceholders = {
  clientName: 'the name the lead gave',
  venueName: 'your venue’s name',
  eventDate: 'the date asked for, or “your event”',
  availability: 'whether that date is open, and the nearest open dates when it is not',
  price: 'your base price, from Venue Info',
} as const;
export type ReplyPlaceholder = keyof typeof replyPlaceholders;

export const DEFAULT_REPLY_TEMPLATE = `Hi {clientName},

Thank you for thinking of {venueName} for {eventDate}, and for the details you sent.

{availability}

{price}

We would love to show you the venue. Reply with a few days and times that suit you for a tour, or with any questions, and we will get back to you right away.

Warm regards,
The {venueName} team`;

export const MAX_REPLY_TEMPLATE_LENGTH = 5000;

const placeholderPattern = /\{([^{}\s]*)\}/g;

/** The names in braces that are not placeholders ("{date}" for "{eventDate}"). */
export function getUnknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(placeholderPattern)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !(name in replyPlaceholders)))];
}

/** The Inquiry Replies template as Settings saves it; blank goes back to the default. */
export const replyTemplateSchema = z
  .string()
  .trim()
  .max(MAX_REPLY_TEMPLATE_LENGTH, `The reply template is too long (at most ${MAX_REPLY_TEMPLATE_LENGTH} characters)`)
  .superRefine((template, context) => {
    const unknown = getUnknownPlaceholders(template);
    if (unknown.length > 0) {
      const known = Object.keys(replyPlaceholders)
        .map((name) => `{${name}}`)
        .join(', ');
      context.addIssue({
        code: 'custom',
        message: `${unknown.map((name) => `{${name}}`).join(', ')} is not a placeholder; use ${known}`,
      });
    }
  })
  .transform((template) => template || null)
  .nullable();

/**
 * The template with each placeholder replaced. A placeholder that fills to nothing (no base
 * price) takes its blank lines with it, so the reply has no gap where it stood.
 */
export function fillReplyTemplate(template: string, values: Record<ReplyPlaceholder, string>): string {
  return template
    .replace(placeholderPattern, (whole, name: string) => (name in values ? values[name as ReplyPlaceholder] : whole))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
