import { z } from 'zod';
import { requiredText } from '../fields.ts';

/** Who wrote a reply draft: the venue's template filled by the server, or the language model. */
export const replyDraftAuthors = ['engine', 'model'] as const;

/** POST /api/leads/{id}/reply-draft: an answer to the inquiry, for the coordinator to edit. */
export const leadReplyDraftSchema = z.object({
  subject: z.string(),
  body: z.string(),
  author: z.enum(replyDraftAuthors),
});
export type LeadReplyDraft = z.infer<typeof leadReplyDraftSchema>;

/**
 * The body of POST /api/leads/{id}/reply-draft: none, for the best draft there is (the language
 * model's when one is configured), or `{ author: 'engine' }` for the template's, which the page
 * offers when the model failed.
 */
export const replyDraftRequestSchema = z
  .object({ author: z.enum(['engine'], { message: 'author may only ask for engine' }).optional() })
  .nullish()
  .transform((value) => value ?? {});
export type ReplyDraftRequest = z.input<typeof replyDraftRequestSchema>;

/** POST /api/leads/{id}/reply: the reply as the coordinator edited it, sent in the venue's name. */
export const sendLeadReplySchema = z.object({
  subject: requiredText('Subject', 200),
  body: requiredText('Message', 20_000, { multiline: true }),
});
export type SendLeadReplyInput = z.input<typeof sendLeadReplySchema>;
