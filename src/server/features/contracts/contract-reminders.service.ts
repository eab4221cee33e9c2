import { loadEmailBrand } from '../outbox/email-brand.ts';
import { openLinkToken } from '../../crypto/link-tokens.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import * as repo from './contract-reminders.repo.ts';
import { getSigningLinkContext, getSigningUrl } from './contract-views.ts';
import { signingReminderEmail } from './contracts.emails.ts';
import { findCoupleLanguage, getContractNameIn, withLanguage } from './contract-language.ts';

/** How long a sent contract waits unsigned before its signer is reminded, once. */
export const CONTRACT_REMINDER_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * One pass over every venue's contracts out for signature (a scheduled pass): a link sent more
 * than 3 days ago and still unsigned gets one reminder to the signer with the same link, in the
 * transaction that records it, so two passes at once send it once and a contract signed or
 * revoked before the lock gets none. Sending again makes a new link, which may be reminded of.
 */
export async function sendContractReminders(deps: AppDeps, now: Date): Promise<{ reminded: number }> {
  let reminded = 0;
  const sentBefore = new Date(now.getTime() - CONTRACT_REMINDER_AFTER_MS);
  for (const candidate of await repo.findLinksToRemind(deps.db, now, sentBefore)) {
    const sent = await deps.db.transaction(async (tx) => {
      const link = await repo.lockLinkAwaitingSignature(tx, candidate.venueId, candidate.linkId, now);
      // A link kept only as a hash (made before links were sealed) cannot be written out again.
      const token = link && openLinkToken(deps.keys.tokenKey, link.tokenSealed, getSigningLinkContext(link.contractId));
      if (!link || !token) return false;
      if (!(await repo.recordContractReminder(tx, link))) return false;
      // In the couple's language, with the link opening the page in it (decision 068).
      const language = await findCoupleLanguage(tx, link);
      const signingUrl = withLanguage(getSigningUrl(deps.config.publicUrl, token), language);
      await enqueueEmail(tx, {
        venueId: link.venueId,
        to: link.signerEmail,
        ...venueSender({ name: link.venueName, email: link.venueEmail }),
        ...signingReminderEmail({
          venueName: link.venueName,
          contractName: getContractNameIn(link, language),
          language,
          signingUrl,
          expiresAt: link.expiresAt,
          timeZone: link.timeZone,
          brand: await loadEmailBrand(tx, link.venueId, deps.config.publicUrl),
        }),
        // As with the first e-mail: staff may see the link they can copy anyway (decision 012).
        visibleLinks: [{ url: signingUrl, roles: ['owner', 'manager', 'coordinator'] }],
      });
      return true;
    });
    if (sent) reminded += 1;
  }
  if (reminded > 0) deps.mailer.deliverSoon();
  return { reminded };
}
