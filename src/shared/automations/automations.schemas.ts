import { z } from 'zod';
import { findStrayBraces, findUnknownMergeFields } from '../contracts/merge-fields.ts';
import { singleLine } from '../fields.ts';
import { languageSchema } from '../i18n/language-schema.ts';
import type { Language } from '../i18n/languages.ts';
import { isHttpUrl } from '../settings/settings.schemas.ts';
import { automationKindInfo, automationKinds } from './automation-kinds.ts';

export const MAX_AUTOMATION_DELAY_DAYS = 365;

/** A template's text: every `{{field}}` one the kind offers, no stray braces. */
function checkTemplate(
  text: string,
  fields: readonly string[],
  path: (string | number)[],
  context: z.RefinementCtx,
): void {
  const unknown = findUnknownMergeFields(text, fields);
  if (unknown.length > 0) {
    const names = unknown.map((name) => `{{${name}}}`).join(', ');
    context.addIssue({ code: 'custom', path, message: `This automation has no merge field ${names}` });
  }
  for (const braces of findStrayBraces(text)) {
    context.addIssue({
      code: 'custom',
      path,
      message: `Unmatched "${braces}" in the text: use a merge field such as {{coupleNames}}`,
    });
  }
}

const subjectSchema = singleLine(z.string().trim().max(200, 'The subject is too long'), 'The subject');
const bodySchema = z.string().trim().max(5000, 'The message is too long');

/**
 * The venue's own versions of a template in languages other than its default client language
 * (decision 073). A version left with neither a subject nor a message is none: couples who read
 * that language get the default language's e-mail, whole.
 */
export const automationTranslationsSchema = z.partialRecord(
  languageSchema,
  z.object({ subject: subjectSchema, body: bodySchema }),
);
export type AutomationTranslations = Partial<Record<Language, { subject: string; body: string }>>;

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
    subject: subjectSchema,
    body: bodySchema,
    /** Left out, the versions saved before stay as they are. */
    translations: automationTranslationsSchema.optional(),
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
    checkTemplate(input.subject, info.fields, ['subject'], context);
    checkTemplate(input.body, info.fields, ['body'], context);
    for (const [language, version] of Object.entries(input.translations ?? {})) {
      if (version.subject === '' && version.body === '') continue;
      const path = ['translations', language];
      if (version.subject === '')
        context.addIssue({ code: 'custom', path: [...path, 'subject'], message: 'Enter a subject' });
      if (version.body === '')
        context.addIssue({ code: 'custom', path: [...path, 'body'], message: 'Enter a message' });
      checkTemplate(version.subject, info.fields, [...path, 'subject'], context);
      checkTemplate(version.body, info.fields, [...path, 'body'], context);
    }
    const bodies = [input.body, ...Object.values(input.translations ?? {}).map((version) => version.body)];
    const asksForReview = bodies.some((body) => body.includes('{{reviewLink}}'));
    if (input.enabled && input.kind === 'thank_you' && !input.reviewLink && asksForReview) {
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
  translations: z.partialRecord(languageSchema, z.object({ subject: z.string(), body: z.string() })),
  reviewLink: z.string().nullable(),
  updatedAt: z.string(),
});
export type Automation = z.infer<typeof automationSchema>;

/** POST /api/automations/{id}/preview?language=es: the e-mail a couple who reads that language would get. */
export const automationPreviewQuerySchema = z.object({ language: languageSchema.optional() });

/** POST /api/automations/{id}/preview: the draft filled from a real lead or booking of the venue. */
export const automationPreviewSchema = z.object({
  /** The language the e-mail is in: the one asked for, or the venue's default when it has no version in it. */
  language: languageSchema,
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
