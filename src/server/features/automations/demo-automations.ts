import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { automationRuns, automations, bookings, leads } from '../../db/schema.ts';
import { getBookingMergeValues, getLeadMergeValues, renderAutomationEmail } from './automation-email.ts';
import * as repo from './automations.repo.ts';

const DAY_MS = 86_400_000;

/**
 * The demo venue's automations, switched on, with the runs a venue that used them for a while
 * would show: the website leads' acknowledgements, the reminder of an event coming up and the
 * thank-you of the last one. The runs are history only: no e-mail is queued for them.
 */
export async function seedDemoAutomations(tx: Tx, venueId: number, now = new Date()): Promise<void> {
  await repo.insertDefaultAutomations(tx, venueId);
  await tx
    .update(automations)
    .set({ enabled: true })
    .where(and(eq(automations.venueId, venueId), inArray(automations.kind, ['lead_follow_up', 'event_reminder'])));
  await tx
    .update(automations)
    .set({ enabled: true, reviewLink: 'https://g.page/r/demo-venue/review' })
    .where(and(eq(automations.venueId, venueId), eq(automations.kind, 'thank_you')));
  const venue = (await repo.findVenueFacts(tx, venueId))!;
  const byKind = Object.fromEntries((await repo.listVenueAutomations(tx, venueId)).map((row) => [row.kind, row]));

  const websiteLeads = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.venueId, venueId), eq(leads.source, 'website')))
    .orderBy(asc(leads.id));
  const acknowledgement = byKind.inquiry_acknowledgement!;
  for (const lead of websiteLeads) {
    const email = renderAutomationEmail(
      'inquiry_acknowledgement',
      acknowledgement,
      getLeadMergeValues(lead, venue, lead.createdAt),
    );
    await tx
      .insert(automationRuns)
      .values({
        automationId: acknowledgement.id,
        venueId,
        leadId: lead.id,
        triggerKey: `lead:${lead.id}`,
        recipient: lead.email,
        subject: email.subject,
        result: 'sent',
        createdAt: lead.createdAt,
      })
      .onConflictDoNothing();
  }

  const live = inArray(bookings.status, ['booked', 'deposit_paid', 'completed']);
  const coming = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.venueId, venueId), live, gte(bookings.eventDate, now)))
    .orderBy(asc(bookings.eventDate))
    .limit(1);
  const past = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.venueId, venueId), live, lt(bookings.eventDate, now)))
    .orderBy(asc(bookings.eventDate));
  const seeded: [repo.AutomationRow, repo.BookingRow | undefined, string, Date][] = [];
  const reminder = byKind.event_reminder!;
  const [next] = coming;
  if (next) seeded.push([reminder, next, `booking:${next.id}:${next.localDay}`, new Date(now.getTime() - DAY_MS)]);
  const last = past.at(-1);
  if (last) {
    seeded.push([byKind.thank_you!, last, `booking:${last.id}`, new Date(last.eventDate.getTime() + DAY_MS)]);
  }
  for (const [automation, booking, triggerKey, at] of seeded) {
    if (!booking) continue;
    const email = renderAutomationEmail(
      automation.kind,
      automation,
      getBookingMergeValues(booking, venue, at, automation.reviewLink),
    );
    await tx
      .insert(automationRuns)
      .values({
        automationId: automation.id,
        venueId,
        bookingId: booking.id,
        triggerKey,
        recipient: booking.email,
        subject: email.subject,
        result: 'sent',
        createdAt: at,
      })
      .onConflictDoNothing();
  }
}
