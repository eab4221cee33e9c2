import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';

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
  /** Delivery attempts so far; a pending e-mail with some is waiting to be tried again. */
  attempts: z.number().int(),
  /** The SMTP server's answer to the last failed attempt, cleared once the e-mail is sent. */
  lastError: z.string().nullable(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** GET /api/outbox: newest first, a page at a time (decision 034). */
export const outboxListQuerySchema = pageQuerySchema;

/**
 * GET /api/outbox/status: whether this installation can send e-mail (SMTP_URL is set), and how
 * many of the venue's e-mails have not gone out yet (kept without SMTP, or still queued).
 */
export const outboxStatusSchema = z.object({ emailEnabled: z.boolean(), waiting: z.number().int() });
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** GET /api/public/email-delivery: whether an e-mail a page promises can reach anyone. */
export const emailDeliverySchema = z.object({ enabled: z.boolean() });
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

/** How the Email tab names an e-mail's delivery: the outbox's states as the venue sees them. */
export type DeliveryStatus = 'queued' | 'sending' | 'retrying' | 'sent' | 'failed' | 'stored';

export function getDeliveryStatus(email: Pick<OutboxEmail, 'status' | 'attempts'>): DeliveryStatus {
  // A pending e-mail that has been tried waits for its next attempt (the mailer's backoff).
  if (email.status === 'pending') return email.attempts > 0 ? 'retrying' : 'queued';
  return email.status;
}

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
