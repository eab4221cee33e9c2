import type { Tx } from '../../db/client.ts';
import { loadEmailBrand } from '../outbox/email-brand.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { renderAutomationEmail, type MergeValues } from './automation-email.ts';
import type { LocalizedTemplate } from './automation-language.ts';
import * as repo from './automations.repo.ts';

/**
 * Inside the caller's transaction: records the run and queues the e-mail, or does nothing when
 * the automation already ran for this trigger (the run's unique key decides, not a read before
 * it). True when an e-mail was queued.
 */
export async function sendAutomationEmail(
  tx: Tx,
  automation: repo.AutomationRow,
  venue: repo.VenueFacts,
  target: { leadId?: number; bookingId?: number; triggerKey: string; to: string },
  values: MergeValues,
  /** The template in the couple's language (automation-language.ts); the automation's own words otherwise. */
  localized?: LocalizedTemplate,
): Promise<boolean> {
  // In the venue's name and colour; a pass has no public address to link the logo from.
  const brand = await loadEmailBrand(tx, automation.venueId, null);
  const email = renderAutomationEmail(automation.kind, localized ?? automation, values, brand);
  const runId = await repo.claimRun(tx, {
    automationId: automation.id,
    venueId: automation.venueId,
    leadId: target.leadId ?? null,
    bookingId: target.bookingId ?? null,
    triggerKey: target.triggerKey,
    recipient: target.to,
    subject: email.subject,
    result: 'sent',
  });
  if (runId === null) return false;
  await enqueueEmail(tx, { venueId: automation.venueId, to: target.to, ...venueSender(venue), ...email });
  return true;
}
