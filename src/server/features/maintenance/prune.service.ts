import type { AppDeps } from '../../deps.ts';
import { deleteEndedAccountLinksBefore } from '../auth/auth-cleanup.ts';
import { pruneOldNotifications } from '../notifications/notifications.service.ts';
import { pruneOldAttachments } from '../outbox/outbox.service.ts';
import { pruneStripeEvents } from '../payments/stripe-event-retention.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one retention pass removed. */
export interface PruneResult {
  /** Records that ended before this instant went. */
  before: string;
  outboxAttachments: number;
  stripeEvents: number;
  emailVerifications: number;
  passwordResets: number;
  notifications: number;
}

/**
 * The daily retention pass (decision 035): what no one needs once RETENTION_DAYS have passed,
 * each feature deleting its own. Every delete names only rows that ended before the cut-off and
 * skips rows another pass holds, so running it twice, or on two instances at once, removes each
 * row once and changes nothing more. Signed contracts keep their PDFs: they are the evidence.
 */
export async function pruneExpiredRecords(deps: AppDeps, now = new Date()): Promise<PruneResult> {
  const before = new Date(now.getTime() - deps.config.retentionDays * DAY_MS);
  const outboxAttachments = await pruneOldAttachments(deps.db, before);
  const stripeEvents = await pruneStripeEvents(deps.db, before);
  const links = await deleteEndedAccountLinksBefore(deps.db, before);
  const notifications = await pruneOldNotifications(deps.db, before);
  return { before: before.toISOString(), outboxAttachments, stripeEvents, ...links, notifications };
}
