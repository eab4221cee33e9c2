import type { RequestedDate } from '#shared/inquiries/inquiries.schemas.ts';
import type { Tx } from '../../db/client.ts';
import { getLeadMergeValues } from './automation-email.ts';
import { sendAutomationEmail } from './automation-send.ts';
import * as repo from './automations.repo.ts';

/**
 * The visitor's acknowledgement of a new inquiry, from the venue's template, in the inquiry's
 * own transaction; nothing when the venue turned it off. True when an e-mail was queued.
 */
export async function acknowledgeInquiry(
  tx: Tx,
  input: {
    venueId: number;
    lead: Pick<repo.LeadRow, 'id' | 'name' | 'email' | 'preferredDate' | 'guestCount' | 'notes'>;
    requestedDate: RequestedDate | undefined;
    now?: Date;
  },
): Promise<boolean> {
  const automation = await repo.findAutomationByKind(tx, input.venueId, 'inquiry_acknowledgement');
  if (!automation?.enabled) return false;
  const venue = (await repo.findVenueFacts(tx, input.venueId))!;
  const { lead } = input;
  return sendAutomationEmail(
    tx,
    automation,
    venue,
    { leadId: lead.id, triggerKey: `lead:${lead.id}`, to: lead.email },
    getLeadMergeValues(lead, venue, input.now ?? new Date(), input.requestedDate),
  );
}
