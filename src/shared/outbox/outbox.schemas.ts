import { z } from 'zod';

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'stored'] as const;

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: z.enum(outboxStatuses),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
