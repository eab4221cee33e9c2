import { z } from 'zod';
import { optionalText, requiredText } from '../fields.ts';
import { languageSchema } from '../i18n/language-schema.ts';
import { findStrayBraces, findUnknownMergeFields } from './merge-fields.ts';

/**
 * Contract text: plain text whose `{{fields}}` must all be merge fields, with no `{{` or `}}`
 * outside one, so that no brace survives the filling.
 */
export const contractContentField = requiredText('Contract content', 100_000, { multiline: true }).superRefine(
  (content, context) => {
    const unknown = findUnknownMergeFields(content);
    if (unknown.length > 0) {
      const names = unknown.map((name) => `{{${name}}}`).join(', ');
      context.addIssue({ code: 'custom', message: `Unknown merge field ${names}` });
    }
    for (const braces of findStrayBraces(content)) {
      context.addIssue({
        code: 'custom',
        message: `Unmatched "${braces}" in the text: use a merge field such as {{coupleNames}}`,
      });
    }
  },
);

/**
 * A version of the text in another language (decision 074): checked as the original is, except
 * that it may be left blank, which is no version (couples who read that language get the
 * original, whole).
 */
export const contractVersionContentField = z
  .string()
  .superRefine((content, context) => {
    if (content.trim() === '') return;
    const result = contractContentField.safeParse(content);
    if (!result.success) {
      for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    }
  })
  .transform((content) => content.trim());

/** A template's name, and the name of a version in another language (session 31): the same rules. */
const templateNameField = requiredText('Template name', 200);

/**
 * The name a version carries (session 31): checked as the template's name, except that it may be
 * left blank, which is no name (readers of that language get the original's name, whole).
 */
export const versionNameField = optionalText('Template name', 200);

/**
 * A template's versions in languages other than the venue's default: `{ es: { content, name } }`.
 * A name belongs to its version: one given for a blank text is refused rather than lost.
 */
export const contractTemplateTranslationsInputSchema = z.partialRecord(
  languageSchema,
  z.object({ content: contractVersionContentField, name: versionNameField }).superRefine((version, context) => {
    if (version.name && version.content === '') {
      context.addIssue({
        code: 'custom',
        path: ['content'],
        message: 'Write the text of this version too, or clear its name',
      });
    }
  }),
);

/** POST /api/contract-templates. */
export const createContractTemplateSchema = z.object({
  name: templateNameField,
  content: contractContentField,
  /** Left out, the versions saved before stay as they are; a blank version is removed. */
  translations: contractTemplateTranslationsInputSchema.optional(),
  /** Making a template the default takes the mark from the venue's previous default. */
  isDefault: z.boolean().optional(),
});
export type CreateContractTemplateInput = z.input<typeof createContractTemplateSchema>;

/** PATCH /api/contract-templates/{id}: any of the fields. */
export const updateContractTemplateSchema = createContractTemplateSchema.partial();
export type UpdateContractTemplateInput = z.input<typeof updateContractTemplateSchema>;

/** Spec §3 Contract template. */
export const contractTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  /** The language `content` is written in: the venue's default client language (decision 073). */
  language: languageSchema,
  /**
   * The body in languages other than the venue's default client language (decision 074), each
   * with its name when the venue gave one (session 31).
   */
  translations: z.partialRecord(languageSchema, z.object({ content: z.string(), name: z.string().optional() })),
  createdAt: z.string(),
  isDefault: z.boolean(),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;
