import { getTranslator } from '#shared/i18n/i18n.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { getBookingMergeValues, getLeadMergeValues } from './automation-email.ts';
import { localizeAutomationTemplate } from './automation-language.ts';
import { sendAutomationEmail } from './automation-send.ts';
import {
  findDueFollowUps,
  findDueReminders,
  findDueThankYous,
  REMINDED_BOOKING_STATUSES,
  THANKED_BOOKING_STATUSES,
  type DueTarget,
} from './automations-due.repo.ts';
import * as repo from './automations.repo.ts';

/** The automation and its venue, read again inside the sending transaction (it may have been switched off). */
async function loadEnabled(tx: Tx, target: DueTarget) {
  const automation = await repo.findVenueAutomation(tx, target.venueId, target.automationId);
  if (!automation?.enabled) return null;
  const venue = await repo.findVenueFacts(tx, target.venueId);
  return venue ? { automation, venue } : null;
}

/** Stops when staff contacted the lead: any stage past New (a reply sent moves it to Contacted). */
async function sendFollowUp(tx: Tx, target: DueTarget, now: Date): Promise<boolean> {
  const lead = await repo.findLead(tx, target.venueId, target.targetId, { lock: true });
  const loaded = await loadEnabled(tx, target);
  if (!lead || lead.status !== 'new' || !loaded) return false;
  const localized = localizeAutomationTemplate(loaded.automation, lead.language, loaded.venue.defaultClientLanguage);
  return sendAutomationEmail(
    tx,
    loaded.automation,
    loaded.venue,
    { leadId: lead.id, triggerKey: target.triggerKey, to: lead.email },
    getLeadMergeValues(lead, loaded.venue, now, undefined, getTranslator(localized.language)),
    localized,
  );
}

async function sendBookingEmail(tx: Tx, target: DueTarget, now: Date, statuses: readonly string[]): Promise<boolean> {
  const booking = await repo.findBooking(tx, target.venueId, target.targetId, { lock: true });
  const loaded = await loadEnabled(tx, target);
  if (!booking || !statuses.includes(booking.status) || !loaded) return false;
  const { automation, venue } = loaded;
  const localized = localizeAutomationTemplate(automation, booking.language, venue.defaultClientLanguage);
  return sendAutomationEmail(
    tx,
    automation,
    venue,
    { bookingId: booking.id, triggerKey: target.triggerKey, to: booking.email },
    getBookingMergeValues(booking, venue, now, automation.reviewLink, getTranslator(localized.language)),
    localized,
  );
}

/**
 * One pass of the automations that wait (follow-ups, event reminders, thank-yous) as of `now`,
 * every venue's days in its own time zone, each e-mail in its couple's language (decision 073). Each e-mail is sent in a transaction of its own with
 * its run; two passes at once send each one once. Meant for the job scheduler, once an hour or so.
 */
export async function runAutomationsPass(deps: AppDeps, now: Date): Promise<{ sent: number }> {
  const work: [DueTarget[], (tx: Tx, target: DueTarget) => Promise<boolean>][] = [
    [await findDueFollowUps(deps.db, now), (tx, target) => sendFollowUp(tx, target, now)],
    [
      await findDueReminders(deps.db, now),
      (tx, target) => sendBookingEmail(tx, target, now, REMINDED_BOOKING_STATUSES),
    ],
    [await findDueThankYous(deps.db, now), (tx, target) => sendBookingEmail(tx, target, now, THANKED_BOOKING_STATUSES)],
  ];
  let sent = 0;
  for (const [targets, send] of work) {
    for (const target of targets) {
      try {
        if (await deps.db.transaction((tx) => send(tx, target))) sent += 1;
      } catch (error) {
        // One target that fails (a venue deleted meanwhile) must not keep the others waiting.
        deps.log.error({ err: error, target }, 'automation run failed');
      }
    }
  }
  if (sent > 0) deps.mailer.deliverSoon();
  return { sent };
}
