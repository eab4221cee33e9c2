import { getTranslator } from '#shared/i18n/i18n.ts';
import type { RequestedDate } from '#shared/inquiries/inquiries.schemas.ts';
import type { Tx } from '../../db/client.ts';
import { getLeadMergeValues } from './automation-email.ts';
import { localizeAutomationTemplate } from './automation-language.ts';
import { sendAutomationEmail } from './automation-send.ts';
import * as repo from './automations.repo.ts';

/**
 * The visitor's acknowledgement of a new inquiry, from the venue's template, in the inquiry's
 * own transaction and in the lead's language (decision 068); nothing when the venue turned it
 * off. True when an e-mail was queued.
 */
export async function acknowledgeInquiry(
  tx: Tx,
  input: {
    venueId: number;
    lead: Pick<repo.LeadRow, 'id' | 'name' | 'email' | 'preferredDate' | 'guestCount' | 'notes' | 'language'>;
    requestedDate: RequestedDate | undefined;
    now?: Date;
  },
): Promise<boolean> {
  const automation = await repo.findAutomationByKind(tx, input.venueId, 'inquiry_acknowledgement');
  if (!automation?.enabled) return false;
  const venue = (await repo.findVenueFacts(tx, input.venueId))!;
  const { lead } = input;
  const localized = localizeAutomationTemplate(automation, lead.language, venue.defaultClientLanguage);
  const translator = getTranslator(localized.language);
  return sendAutomationEmail(
    tx,
    automation,
    venue,
    { leadId: lead.id, triggerKey: `lead:${lead.id}`, to: lead.email },
    getLeadMergeValues(lead, venue, input.now ?? new Date(), input.requestedDate, translator),
    localized,
  );
}
