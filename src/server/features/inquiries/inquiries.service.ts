import { getOfferedEventTypes } from '#shared/bookings/event-types.ts';
import { readLanguageCookie, selectLanguage } from '#shared/i18n/select-language.ts';
import type {
  DayAvailabilityAnswer,
  InquiryInput,
  InquiryReceipt,
  PublicVenue,
} from '#shared/inquiries/inquiries.schemas.ts';
import { ALTERNATIVE_DAYS, ALTERNATIVES_WINDOW_DAYS, inquirySchema } from '#shared/inquiries/inquiries.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { findNearestOpenDays, getDayAvailability } from '../bookings/bookings.service.ts';
import { acknowledgeInquiry } from '../automations/index.ts';
import { recordLead } from '../leads/leads.service.ts';
import { notifyVenue } from '../notifications/notifications.service.ts';
import { getEmailLogoUrl } from '../outbox/email-brand.ts';
import { decodeVenueLogo, getVenueLogoPath, type LogoImage } from '../settings/venue-logo.ts';
import * as repo from './inquiries.repo.ts';

async function requireVenue(deps: AppDeps, slug: string) {
  const venue = await repo.findPublicVenue(deps.db, slug);
  if (!venue) throw notFound('Venue');
  return venue;
}

/**
 * The venue's public facts; its event types are what the form offers and the server accepts, and
 * its logo is the image's own address (`getVenueLogoPath`), not the stored image.
 */
export async function getPublicVenue(deps: AppDeps, slug: string): Promise<PublicVenue> {
  return (await getPublicVenuePage(deps, slug)).venue;
}

/** The venue's public facts as its rendered page shows them, with the logo a link preview shows. */
export async function getPublicVenuePage(
  deps: AppDeps,
  slug: string,
): Promise<{ venue: PublicVenue; imageUrl: string | null }> {
  const { id: _id, email: _email, phone: _phone, eventTypes, logo, ...facts } = await requireVenue(deps, slug);
  return {
    venue: {
      ...facts,
      logo: getVenueLogoPath({ slug: facts.slug, logo }),
      eventTypes: getOfferedEventTypes(eventTypes),
    },
    imageUrl: getEmailLogoUrl(deps.config.publicUrl, { slug: facts.slug, logo }),
  };
}

/** The venue's logo as an image file, for its public pages and e-mails. */
export async function getPublicVenueLogo(deps: AppDeps, slug: string): Promise<LogoImage> {
  const venue = await requireVenue(deps, slug);
  const image = decodeVenueLogo(venue.logo);
  if (!image) throw notFound('Logo');
  return image;
}

/**
 * How a day stands, and when it cannot be had, the open days nearest to it: the public form's
 * answer, which a reply drafted to a lead repeats (decision 049).
 */
export async function answerDay(db: DbOrTx, venueId: number, day: string): Promise<DayAvailabilityAnswer> {
  const answer = await getDayAvailability(db, venueId, day);
  if (answer.available) return answer;
  const alternatives = await findNearestOpenDays(db, venueId, day, {
    limit: ALTERNATIVE_DAYS,
    windowDays: ALTERNATIVES_WINDOW_DAYS,
  });
  return { ...answer, alternatives };
}

export async function getPublicAvailability(deps: AppDeps, slug: string, day: string): Promise<DayAvailabilityAnswer> {
  const venue = await requireVenue(deps, slug);
  return answerDay(deps.db, venue.id, day);
}

/** Whether the form's hidden `website` field, which people never see, holds anything. */
export function hasFilledHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('website' in body)) return false;
  const { website } = body;
  return typeof website === 'string' ? website.trim() !== '' : website !== null && website !== undefined;
}

/** The form offers the venue's event types and nothing else; neither does the server. */
function requireOfferedEventType(eventType: string | null, venueTypes: readonly string[]): void {
  if (eventType === null || getOfferedEventTypes(venueTypes).includes(eventType)) return;
  const message = 'Choose an event type from the list';
  throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { eventType: [message] } });
}

/** What the request says of the visitor's language, for an inquiry that names none. */
export interface InquiryRequestLanguage {
  acceptLanguage?: string | undefined;
  cookie?: string | undefined;
}

/**
 * A visitor's inquiry: a new lead from the website, the visitor's acknowledgement (the venue's
 * automation, when on) and the venue's notification, in one transaction. A filled honeypot is answered the same, writing
 * nothing. A date asked about is answered as the form answers it: open, or taken with the
 * nearest open days, in the reply and in the acknowledgement. The lead keeps the language the
 * form was read in: the one it names, else the page's (saved choice, Accept-Language), else the
 * venue's default client language (decision 068).
 */
export async function submitInquiry(
  deps: AppDeps,
  slug: string,
  input: InquiryInput,
  request: InquiryRequestLanguage = {},
): Promise<InquiryReceipt> {
  const { website, eventType, language: named, ...inquiry } = inquirySchema.parse(input);
  const venue = await requireVenue(deps, slug);
  if (website) return { received: true, acknowledged: true };
  requireOfferedEventType(eventType, venue.eventTypes);
  const language =
    named ??
    selectLanguage({
      saved: readLanguageCookie(request.cookie),
      acceptLanguage: request.acceptLanguage,
      venueDefault: venue.defaultLanguage,
    });
  const notes = [eventType ? `Event type: ${eventType}` : null, inquiry.notes].filter(Boolean).join('\n') || null;
  const { requestedDate, acknowledged } = await deps.db.transaction(async (tx) => {
    const lead = await recordLead(tx, venue.id, { ...inquiry, notes, source: 'website', language });
    const dateAnswer = lead.preferredDate
      ? { day: lead.preferredDate, ...(await answerDay(tx, venue.id, lead.preferredDate)) }
      : undefined;
    const acknowledged = await acknowledgeInquiry(tx, { venueId: venue.id, lead, requestedDate: dateAnswer });
    await notifyVenue(tx, {
      venueId: venue.id,
      kind: 'lead.created',
      title: `New inquiry from ${lead.name}`,
      body: [
        eventType,
        lead.preferredDate && `${lead.preferredDate}${dateAnswer?.available === false ? ' (not open)' : ''}`,
        lead.guestCount ? `${lead.guestCount} guests` : null,
      ]
        .filter(Boolean)
        .join(' · '),
      link: `/leads?lead=${lead.id}`,
    });
    return { requestedDate: dateAnswer, acknowledged };
  });
  deps.mailer.deliverSoon();
  return requestedDate ? { received: true, acknowledged, requestedDate } : { received: true, acknowledged };
}
