import type { AppDeps } from '../deps.ts';
import { deleteStaleAuthRecords } from '../features/auth/auth-cleanup.ts';
import { runAutomationsPass } from '../features/automations/index.ts';
import { sendContractReminders } from '../features/contracts/contract-reminders.service.ts';
import { pruneExpiredRecords } from '../features/maintenance/prune.service.ts';
import { sendPaymentReminders } from '../features/payments/payment-reminders.service.ts';

/**
 * Work that runs on a schedule. The job queue runs each pass on one instance per tick of its
 * cron (UTC); `npm run jobs:once` runs every pass once by hand. A pass must be safe to run twice,
 * or on two instances at once (a retry after a crash, a run by hand beside the schedule).
 */
export interface ScheduledPass {
  /** Also the name of its queue, made at migration time (the app's role cannot make one). */
  name: string;
  /** When it runs, in UTC: minute hour day-of-month month day-of-week. */
  cron: string;
  run: (deps: AppDeps, now: Date) => Promise<unknown>;
}

export const scheduledPasses: readonly ScheduledPass[] = [
  // Reminders look every 15 minutes: a venue's midnight falls on a quarter hour of UTC.
  { name: 'payment-reminders', cron: '*/15 * * * *', run: sendPaymentReminders },
  { name: 'contract-reminders', cron: '*/15 * * * *', run: sendContractReminders },
  // Follow-ups, event reminders and thank-yous: also on the venue's day, so as often as reminders.
  { name: 'automations', cron: '*/15 * * * *', run: runAutomationsPass },
  { name: 'auth-cleanup', cron: '7 * * * *', run: (deps, now) => deleteStaleAuthRecords(deps.db, now) },
  { name: 'retention', cron: '30 3 * * *', run: pruneExpiredRecords },
  // Last, so a run by hand also delivers what the passes before it queued.
  { name: 'outbox-sweep', cron: '* * * * *', run: (deps) => deps.mailer.deliverPending() },
];
