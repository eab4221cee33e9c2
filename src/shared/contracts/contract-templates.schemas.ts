import { z } from 'zod';
import { requiredText } from '../fields.ts';
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

/** POST /api/contract-templates. */
export const createContractTemplateSchema = z.object({
  name: requiredText('Template name', 200),
  content: contractContentField,
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
  createdAt: z.string(),
  isDefault: z.boolean(),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;
