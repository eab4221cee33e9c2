import type { z } from 'zod';
import { updateContractSchema } from '#shared/contracts/contracts.schemas.ts';

/** A draft's edit: the server's rules, with the email and text required and a custom contract's name. */
export const editContractSchema = updateContractSchema
  .required({ signerEmail: true, content: true })
  .superRefine((value, context) => {
    if (value.templateName === null) {
      context.addIssue({ code: 'custom', path: ['templateName'], message: 'Contract name is required' });
    }
  });
export type EditContractValues = z.input<typeof editContractSchema>;
export type EditContractOutput = z.output<typeof editContractSchema>;
