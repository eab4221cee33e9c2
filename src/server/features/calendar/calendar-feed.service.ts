import { createHash } from 'node:crypto';
import type { SharedCalendar, SharedCalendarEvent, ShareSettings } from '#shared/calendar/calendar-share.schemas.ts';
import { hashLinkToken } from '../../crypto/link-tokens.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor, StaffActor } from '../../http/access.ts';
import { ensureCalendarShare, getShareLinks, toShareSettings } from './calendar-share.service.ts';
import * as repo from './calendar-share.repo.ts';
import { openShareTokens } from './calendar-share-tokens.ts';
import { buildIcsCalendar } from './ical-feed.ts';
import { getEmailLogoUrl } from '../outbox/email-brand.ts';
import { getVenueLogoPath } from '../settings/venue-logo.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { getMonthIn } from '#shared/dates/venue-month.ts';

/** A share token is 43 base64url characters; a custom address at most 40 (so never one). */
const TOKEN_LENGTH = 43;

export interface IcsFile {
  body: string;
  /** A strong validator: the SHA-256 of the exact bytes, quoted. */
  etag: string;
}

function toIcsFile(body: string): IcsFile {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

async function buildVenueIcs(
  deps: AppDeps,
  share: repo.CalendarShareRow,
  bookings: readonly repo.SharedBookingRow[],
  language: Language = 'en',
): Promise<IcsFile> {
  const venue = await repo.findVenueCard(deps.db, share.venueId);
  const host = new URL(deps.config.publicUrl).host;
  return toIcsFile(buildIcsCalendar({ venue, bookings, settings: toShareSettings(share), host, language }));
}

/**
 * GET /api/calendar/ical/{token}: the webcal feed, by the feed's own token (decision 023), the
 * only key (calendar apps send no session). `?lang=es` writes VenueDesk's own texts in Spanish, as
 * the shared calendar's links do on a Spanish page. An unknown or replaced token is 404, and so is a
 * share whose downloads are switched off: allowDownload governs the feed and its download.
 */
export async function getCalendarFeed(deps: AppDeps, token: string, language: Language = 'en'): Promise<IcsFile> {
  const share =
    token.length === TOKEN_LENGTH ? await repo.findShareByFeedTokenHash(deps.db, hashLinkToken(token)) : undefined;
  if (!share?.allowDownload) throw notFound('Calendar');
  return buildVenueIcs(deps, share, await repo.listFeedBookings(deps.db, share.venueId), language);
}

/**
 * The staff's Download ICS: the feed's calendar (same events, same switches) for one month of
 * venue days, whatever allowDownload says; the file is named with the year and month.
 */
export async function exportMonthIcs(
  deps: AppDeps,
  actor: StaffActor,
  month: string,
): Promise<IcsFile & { fileName: string }> {
  const share = await ensureCalendarShare(deps.db, deps.keys, actor.venueId);
  const file = await buildVenueIcs(deps, share, await repo.listMonthBookings(deps.db, actor.venueId, month));
  return { ...file, fileName: `venuedesk-${month}.ics` };
}

/**
 * GET /api/public/shared-calendar/{token|slug}. A custom address works only while publicAccess is
 * on (404 otherwise). The token works for anyone while publicAccess is on; while it is off, only
 * for signed-in staff of the venue (401 'Authentication required' for everyone else). Without a
 * month, the venue's own this month (the page rendered on the server for an address without one).
 */
export async function getSharedCalendar(
  deps: AppDeps,
  ref: string,
  viewer: Actor | null,
  month?: string,
): Promise<SharedCalendar> {
  return (await readSharedCalendar(deps, ref, viewer, month)).calendar;
}

/**
 * The shared calendar as its page shows it, with the venue's logo as the link preview's image
 * (og:image; null when the venue has none an app can show): a shared calendar link in a
 * messaging app shows the venue's name and logo.
 */
export async function getSharedCalendarPage(
  deps: AppDeps,
  ref: string,
  month?: string,
): Promise<{ calendar: SharedCalendar; imageUrl: string | null }> {
  const { calendar, venueSlug, logo } = await readSharedCalendar(deps, ref, null, month);
  return { calendar, imageUrl: getEmailLogoUrl(deps.config.publicUrl, { slug: venueSlug, logo }) };
}

async function readSharedCalendar(
  deps: AppDeps,
  ref: string,
  viewer: Actor | null,
  month?: string,
): Promise<{ calendar: SharedCalendar; venueSlug: string; logo: string | null }> {
  const byToken = ref.length === TOKEN_LENGTH;
  const share = byToken
    ? await repo.findShareByTokenHash(deps.db, hashLinkToken(ref))
    : await repo.findShareBySlug(deps.db, ref);
  if (!share || (!byToken && !share.publicAccess)) throw notFound('Calendar');
  if (!share.publicAccess && !(viewer && (await repo.isVenueStaff(deps.db, viewer.userId, share.venueId)))) {
    throw new AppError('UNAUTHORIZED', 'Authentication required');
  }
  const settings = toShareSettings(share);
  const venue = await repo.findVenueCard(deps.db, share.venueId);
  const shownMonth = month ?? getMonthIn(venue.timeZone);
  const bookings = await repo.listMonthBookings(deps.db, share.venueId, shownMonth);
  const { address: _address, slug, logo, ...card } = venue;
  const links = settings.allowDownload ? getShareLinks(deps.config, openShareTokens(deps.keys, share)) : null;
  const calendar = {
    // The logo's own address, as the inquiry form's: the rendered page does not carry the image twice.
    venue: { ...card, logo: getVenueLogoPath({ slug, logo }) },
    month: shownMonth,
    events: bookings.map((booking) => toSharedEvent(booking, settings)),
    downloads: links ? { webcalUrl: links.webcalUrl, icsUrl: links.icsUrl } : null,
  };
  return { calendar, venueSlug: slug, logo };
}

/** A booking on the shared page: fields whose switch is off are left out, not blanked. */
function toSharedEvent(booking: repo.SharedBookingRow, settings: ShareSettings): SharedCalendarEvent {
  return {
    id: String(booking.id),
    eventDate: booking.eventDate.toISOString(),
    eventType: booking.eventType,
    status: booking.status,
    ...(settings.includeClientNames ? { coupleNames: booking.coupleNames } : {}),
    ...(settings.includeContactInfo ? { email: booking.email, phone: booking.phone } : {}),
    ...(settings.includeRevenue ? { totalAmount: booking.totalAmount } : {}),
    ...(settings.includeNotes ? { notes: booking.notes } : {}),
  };
}
