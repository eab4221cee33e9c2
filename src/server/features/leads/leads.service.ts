import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { leadStatuses } from '#shared/leads/lead-status.ts';
import {
  convertLeadSchema,
  createLeadSchema,
  LEAD_MATCHES_LIMIT,
  leadListQuerySchema,
  type LeadMatches,
  type LeadCounts,
  type LeadListQuery,
  updateLeadSchema,
  type ConvertLeadInput,
  type CreateLeadInput,
  type Lead,
  type UpdateLeadInput,
} from '#shared/leads/leads.schemas.ts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { findVenueBookingsByEmail, insertBookingUnderSlotRules, toBooking } from '../bookings/bookings.service.ts';
import { notifyVenue } from '../notifications/notifications.service.ts';
import * as repo from './leads.repo.ts';

export function toLead(row: repo.LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferredDate: row.preferredDate,
    guestCount: row.guestCount,
    budget: row.budget === null ? null : Number(row.budget),
    source: row.source,
    notes: row.notes,
    status: row.status,
    lostReason: row.lostReason,
    language: row.language,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of the venue's leads, newest first, as ready JSON (see the repository for why). */
export async function listLeadsJson(deps: AppDeps, actor: StaffActor, query: LeadListQuery) {
  return repo.listVenueLeadsAsJson(deps.db, actor.venueId, leadListQuerySchema.parse(query));
}

export async function countLeads(deps: AppDeps, actor: StaffActor): Promise<LeadCounts> {
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as LeadCounts;
  for (const row of await repo.countVenueLeadsByStatus(deps.db, actor.venueId)) counts[row.status] = row.total;
  return counts;
}

export async function getLead(deps: AppDeps, actor: StaffActor, id: number): Promise<Lead> {
  const row = await repo.findVenueLead(deps.db, actor.venueId, id);
  if (!row) throw notFound('Lead');
  return toLead(row);
}

/**
 * The venue's other leads and its bookings under the lead's e-mail, any case: the couple may have
 * asked before or already booked. The booking this lead became is its own, not a match.
 */
export async function getLeadMatches(deps: AppDeps, actor: StaffActor, id: number): Promise<LeadMatches> {
  const lead = await repo.findVenueLead(deps.db, actor.venueId, id);
  if (!lead) throw notFound('Lead');
  const [leads, bookings] = await Promise.all([
    repo.listVenueLeadsByEmail(deps.db, actor.venueId, lead.email, lead.id, LEAD_MATCHES_LIMIT),
    findVenueBookingsByEmail(deps.db, actor.venueId, lead.email, {
      exceptId: lead.bookingId,
      limit: LEAD_MATCHES_LIMIT,
    }),
  ]);
  return { leads, bookings };
}

export async function createLead(deps: AppDeps, actor: StaffActor, input: CreateLeadInput): Promise<Lead> {
  const data = createLeadSchema.parse(input);
  const lead = await deps.db.transaction(async (tx) => {
    const created = await recordLead(tx, actor.venueId, data);
    await notifyVenue(tx, {
      venueId: actor.venueId,
      kind: 'lead.created',
      title: `New lead: ${created.name}`,
      body: [created.preferredDate, created.guestCount ? `${created.guestCount} guests` : null, `Added by your team`]
        .filter(Boolean)
        .join(' · '),
      link: `/leads?lead=${created.id}`,
    });
    return created;
  });
  deps.mailer.deliverSoon();
  return lead;
}

/** A new lead of the venue, inside the caller's transaction (the public inquiry form uses it). */
export async function recordLead(
  db: DbOrTx,
  venueId: number,
  values: z.output<typeof createLeadSchema>,
): Promise<Lead> {
  return toLead(await repo.insertLead(db, venueId, { ...values, status: 'new' }));
}

/**
 * Changes any field and moves the lead through the pipeline. A lost reason belongs to a lost
 * lead only, so leaving `lost` clears it. `converted` is reached by converting, which creates
 * the booking; setting it by hand is allowed (a booking made elsewhere) but links nothing.
 */
export async function updateLead(deps: AppDeps, actor: StaffActor, id: number, input: UpdateLeadInput): Promise<Lead> {
  const data = updateLeadSchema.parse(input);
  const values: repo.LeadValues = { ...data };
  if (data.status && data.status !== 'lost') values.lostReason = null;
  const row = await repo.updateLead(deps.db, actor.venueId, id, values);
  if (!row) throw notFound('Lead');
  return toLead(row);
}

export async function deleteLead(deps: AppDeps, actor: StaffActor, id: number): Promise<void> {
  if (!(await repo.deleteLead(deps.db, actor.venueId, id))) throw notFound('Lead');
}

/**
 * Turns a lead into a booking: the booking takes a slot under the calendar's rules, its total
 * is the lead's budget unless another (or none) is given, and the lead becomes `converted` and points at it, in one transaction. A refused date (taken,
 * blackout, closed) answers the calendar's 409 and leaves the lead as it was.
 */
export async function convertLead(
  deps: AppDeps,
  actor: StaffActor,
  id: number,
  input: ConvertLeadInput,
): Promise<{ lead: Lead; booking: Booking }> {
  const { eventDate, eventType, totalAmount } = convertLeadSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    const lead = await repo.findVenueLead(tx, actor.venueId, id, { lock: true });
    if (!lead) throw notFound('Lead');
    if (lead.bookingId !== null) throw new AppError('CONFLICT', `${lead.name} is already converted to a booking`);
    const startsAt = eventDate
      ? new Date(eventDate)
      : lead.preferredDate
        ? await repo.getVenueNoon(tx, actor.venueId, lead.preferredDate)
        : null;
    if (!startsAt) {
      const message = 'Choose an event date: this lead has no preferred date';
      throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { eventDate: [message] } });
    }
    const booking = await insertBookingUnderSlotRules(tx, actor.venueId, {
      coupleNames: lead.name,
      email: lead.email,
      phone: lead.phone,
      guestCount: lead.guestCount,
      notes: lead.notes,
      eventType: eventType ?? 'Wedding',
      eventDate: startsAt,
      // What the couple meant to spend is where the booking's money starts; staff may change it.
      totalAmount: totalAmount === undefined ? lead.budget : totalAmount,
      // The couple keeps the language they wrote in.
      language: lead.language,
      // The couple said yes: the booking is ready for its contract (only booked is eligible).
      status: 'booked',
      clientId: null,
    });
    const converted = await repo.updateLead(tx, actor.venueId, id, {
      status: 'converted',
      lostReason: null,
      bookingId: booking.id,
    });
    return { lead: toLead(converted!), booking: toBooking(booking) };
  });
}
