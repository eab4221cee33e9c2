import type { DayAvailabilityAnswer, InquiryInput, PublicVenue } from '#shared/inquiries/inquiries.schemas.ts';
import { inquirySchema } from '#shared/inquiries/inquiries.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { getDayAvailability } from '../bookings/bookings.service.ts';
import { recordLead } from '../leads/leads.service.ts';
import { notifyVenue } from '../notifications/notifications.service.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { inquiryReceivedEmail } from './inquiries.emails.ts';
import * as repo from './inquiries.repo.ts';

async function requireVenue(deps: AppDeps, slug: string) {
  const venue = await repo.findPublicVenue(deps.db, slug);
  if (!venue) throw notFound('Venue');
  return venue;
}

export async function getPublicVenue(deps: AppDeps, slug: string): Promise<PublicVenue> {
  const { id: _id, email: _email, phone: _phone, ...facts } = await requireVenue(deps, slug);
  return facts;
}

export async function getPublicAvailability(deps: AppDeps, slug: string, day: string): Promise<DayAvailabilityAnswer> {
  const venue = await requireVenue(deps, slug);
  return getDayAvailability(deps.db, venue.id, day);
}

/** Whether the form's hidden `website` field, which people never see, holds anything. */
export function hasFilledHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('website' in body)) return false;
  const { website } = body;
  return typeof website === 'string' ? website.trim() !== '' : website !== null && website !== undefined;
}

/**
 * A visitor's inquiry: a new lead from the website, the visitor's acknowledgement and the
 * venue's notification, in one transaction. A filled honeypot is answered the same, writing nothing.
 */
export async function submitInquiry(deps: AppDeps, slug: string, input: InquiryInput): Promise<void> {
  const { website, eventType, ...inquiry } = inquirySchema.parse(input);
  const venue = await requireVenue(deps, slug);
  if (website) return;
  const notes = [eventType ? `Event type: ${eventType}` : null, inquiry.notes].filter(Boolean).join('\n') || null;
  await deps.db.transaction(async (tx) => {
    const lead = await recordLead(tx, venue.id, { ...inquiry, notes, source: 'website' });
    await enqueueEmail(tx, {
      venueId: venue.id,
      to: lead.email,
      ...venueSender(venue),
      ...inquiryReceivedEmail({
        name: lead.name,
        venueName: venue.name,
        preferredDate: lead.preferredDate,
        venueEmail: venue.email,
        venuePhone: venue.phone,
      }),
    });
    await notifyVenue(tx, {
      venueId: venue.id,
      kind: 'lead.created',
      title: `New inquiry from ${lead.name}`,
      body: [eventType, lead.preferredDate, lead.guestCount ? `${lead.guestCount} guests` : null]
        .filter(Boolean)
        .join(' · '),
      link: `/leads?lead=${lead.id}`,
    });
  });
  deps.mailer.deliverSoon();
}
