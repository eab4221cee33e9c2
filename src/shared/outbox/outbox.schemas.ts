import { z } from 'zod';

import type { StaffRole } from '../auth/roles.ts';

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'stored'] as const;
/** E-mails the mailer still has to deliver. */
export const deliverableOutboxStatuses = [
  'pending',
  'sending',
] as const satisfies readonly (typeof outboxStatuses)[number][];

/**
 * A token link inside an e-mail and the staff roles who may read it in the outbox listing.
 * Any token link an e-mail does not declare here is redacted for everyone.
 */
export interface VisibleLink {
  url: string;
  roles: readonly StaffRole[];
}

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
