import { and, eq } from 'drizzle-orm';
import type { LeadStatus } from '#shared/leads/lead-status.ts';
import { storeEngineAnalysis } from '../../features/optimization/optimization.service.ts';
import type { Tx } from '../client.ts';
import { bookings, leadStageChanges, leads } from '../schema.ts';
import type { DemoContext } from './demo-seed.ts';

const HOUR_MS = 3_600_000;

/**
 * How each demo lead moved, hours after it arrived: a venue that usually replies within the day,
 * with one couple lost after their tour. Moves still in the future (a lead younger than its story)
 * are left out; the converted lead's last move is its booking's creation.
 */
const journeys: Partial<Record<LeadStatus, [LeadStatus, number][]>> = {
  contacted: [['contacted', 3]],
  tour_scheduled: [
    ['contacted', 5],
    ['tour_scheduled', 50],
  ],
  proposal_sent: [
    ['contacted', 20],
    ['tour_scheduled', 44],
    ['proposal_sent', 96],
  ],
  converted: [
    ['contacted', 2],
    ['tour_scheduled', 48],
    ['proposal_sent', 120],
  ],
  lost: [
    ['contacted', 30],
    ['tour_scheduled', 54],
    ['lost', 130],
  ],
};

/** The demo leads' stage history, as the trigger would have written it had staff moved them. */
export async function seedDemoLeadHistory(tx: Tx, context: DemoContext, now = new Date()): Promise<void> {
  const rows = await tx
    .select({ id: leads.id, status: leads.status, createdAt: leads.createdAt, bookedAt: bookings.createdAt })
    .from(leads)
    .leftJoin(bookings, and(eq(bookings.venueId, leads.venueId), eq(bookings.id, leads.bookingId)))
    .where(eq(leads.venueId, context.venueId));
  const changes = rows.flatMap((lead) => {
    let from: LeadStatus = 'new';
    const moves = (journeys[lead.status] ?? []).map(([to, hours]) => {
      const move = { from, to, at: new Date(lead.createdAt.getTime() + hours * HOUR_MS) };
      from = to;
      return move;
    });
    if (lead.status === 'converted' && lead.bookedAt) moves.push({ from, to: 'converted', at: lead.bookedAt });
    return moves
      .filter((move) => move.at < now)
      .map((move) => ({
        venueId: context.venueId,
        leadId: lead.id,
        fromStatus: move.from,
        toStatus: move.to,
        changedAt: move.at,
      }));
  });
  if (changes.length > 0) await tx.insert(leadStageChanges).values(changes);
}

/** The first start shows an analysis of the demo venue, as its owner would have generated it. */
export async function seedDemoAnalysis(tx: Tx, context: DemoContext, now = new Date()): Promise<void> {
  await storeEngineAnalysis(tx, context.venueId, now);
}
