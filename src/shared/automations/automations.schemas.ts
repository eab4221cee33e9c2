import { z } from 'zod';
import { findStrayBraces, findUnknownMergeFields } from '../contracts/merge-fields.ts';
import { singleLine } from '../fields.ts';
import { isHttpUrl } from '../settings/settings.schemas.ts';
import { automationKindInfo, automationKinds } from './automation-kinds.ts';

export const MAX_AUTOMATION_DELAY_DAYS = 365;

/** A template's text: every `{{field}}` one the kind offers, no stray braces. */
function checkTemplate(
  text: string,
  fields: readonly string[],
  path: 'subject' | 'body',
  context: z.RefinementCtx,
): void {
  const unknown = findUnknownMergeFields(text, fields);
  if (unknown.length > 0) {
    const names = unknown.map((name) => `{{${name}}}`).join(', ');
    context.addIssue({ code: 'custom', path: [path], message: `This automation has no merge field ${names}` });
  }
  for (const braces of findStrayBraces(text)) {
    context.addIssue({
      code: 'custom',
      path: [path],
      message: `Unmatched "${braces}" in the text: use a merge field such as {{coupleNames}}`,
    });
  }
}

/**
 * PUT /api/automations/{id} and POST /api/automations/{id}/preview, and the card's form: the
 * kind comes along so that the fields, the delay and the review link are checked for it.
 */
export const automationInputSchema = z
  .object({
    kind: z.enum(automationKinds),
    enabled: z.boolean(),
    delayDays: z
      .number({ message: 'Enter a number of days' })
      .int('Enter a whole number of days')
      .min(1, 'Enter at least 1 day')
      .max(MAX_AUTOMATION_DELAY_DAYS, `Enter at most ${MAX_AUTOMATION_DELAY_DAYS} days`)
      .nullable(),
    subject: singleLine(z.string().trim().max(200, 'The subject is too long'), 'The subject'),
    body: z.string().trim().max(5000, 'The message is too long'),
    reviewLink: singleLine(z.string().trim().max(500, 'The review link is too long'), 'The review link')
      .refine((value) => value === '' || isHttpUrl(value), 'Enter a link such as https://g.page/r/your-venue/review')
      .transform((value) => value || null)
      .nullable(),
  })
  .superRefine((input, context) => {
    const info = automationKindInfo[input.kind];
    if (info.delay && input.delayDays === null) {
      context.addIssue({ code: 'custom', path: ['delayDays'], message: 'Enter a number of days' });
    }
    if (!info.fields) return;
    if (input.subject === '') context.addIssue({ code: 'custom', path: ['subject'], message: 'Enter a subject' });
    if (input.body === '') context.addIssue({ code: 'custom', path: ['body'], message: 'Enter a message' });
    checkTemplate(input.subject, info.fields, 'subject', context);
    checkTemplate(input.body, info.fields, 'body', context);
    if (input.enabled && input.kind === 'thank_you' && !input.reviewLink && input.body.includes('{{reviewLink}}')) {
      context.addIssue({
        code: 'custom',
        path: ['reviewLink'],
        message: 'Enter your review link, or take {{reviewLink}} out of the message',
      });
    }
  });
export type AutomationInput = z.input<typeof automationInputSchema>;
export type AutomationValues = z.output<typeof automationInputSchema>;

export const automationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(automationKinds),
  enabled: z.boolean(),
  delayDays: z.number().int().nullable(),
  subject: z.string(),
  body: z.string(),
  reviewLink: z.string().nullable(),
  updatedAt: z.string(),
});
export type Automation = z.infer<typeof automationSchema>;

/** POST /api/automations/{id}/preview: the draft filled from a real lead or booking of the venue. */
export const automationPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** What filled the fields; null when the venue has none yet and an example did. */
  source: z.object({ type: z.enum(['lead', 'booking']), id: z.number().int(), name: z.string() }).nullable(),
});
export type AutomationPreview = z.infer<typeof automationPreviewSchema>;

export const automationRunResults = ['sent', 'failed'] as const;
export type AutomationRunResult = (typeof automationRunResults)[number];

/** One run, as the lead's sheet and the booking's details list it. */
export const automationRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(automationKinds),
  recipient: z.string(),
  subject: z.string(),
  result: z.enum(automationRunResults),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type AutomationRun = z.infer<typeof automationRunSchema>;

/** GET /api/automation-runs?leadId= or ?bookingId=: exactly one of them. */
export const automationRunsQuerySchema = z
  .object({
    leadId: z.coerce.number().int().positive().max(2147483647).optional(),
    bookingId: z.coerce.number().int().positive().max(2147483647).optional(),
  })
  .refine((query) => (query.leadId === undefined) !== (query.bookingId === undefined), {
    message: 'Give a leadId or a bookingId',
  });
