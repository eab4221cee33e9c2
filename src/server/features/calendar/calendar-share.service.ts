import { permissionRoles } from '#shared/auth/permissions.ts';
import {
  shareByEmailSchema,
  updateCalendarShareSchema,
  type CalendarShare,
  type ShareByEmailInput,
  type ShareByEmailResult,
  type ShareSettings,
  type UpdateCalendarShareInput,
} from '#shared/calendar/calendar-share.schemas.ts';
import type { AppConfig } from '../../config.ts';
import type { InstallationKeys } from '../../crypto/installation-keys.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, getSqlState } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { getUserView } from '../auth/auth.service.ts';
import { loadEmailBrand } from '../outbox/email-brand.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { sharedCalendarEmail } from './calendar-share.emails.ts';
import * as repo from './calendar-share.repo.ts';
import {
  createFeedTokenColumns,
  createShareTokenColumns,
  openShareTokens,
  sealPlainShareToken,
} from './calendar-share-tokens.ts';

/**
 * The links of a share: the page's by its token, the feed's by the feed's own token (decision
 * 023). Their origin is PUBLIC_URL, never the request's Host header.
 */
export function getShareLinks(config: AppConfig, tokens: { page: string; feed: string }) {
  const feedPath = `/api/calendar/ical/${tokens.feed}`;
  return {
    shareUrl: `${config.publicUrl}/shared-calendar/${tokens.page}`,
    webcalUrl: `webcal://${new URL(config.publicUrl).host}${feedPath}`,
    icsUrl: `${config.publicUrl}${feedPath}?download=1`,
  };
}

export function toShareSettings(row: repo.CalendarShareRow): ShareSettings {
  return {
    includeClientNames: row.includeClientNames,
    includeContactInfo: row.includeContactInfo,
    includeRevenue: row.includeRevenue,
    includeNotes: row.includeNotes,
    publicAccess: row.publicAccess,
    allowDownload: row.allowDownload,
  };
}

function toCalendarShare(deps: AppDeps, row: repo.CalendarShareRow): CalendarShare {
  const tokens = openShareTokens(deps.keys, row);
  const { shareUrl, webcalUrl } = getShareLinks(deps.config, tokens);
  return { token: tokens.page, slug: row.slug, shareUrl, webcalUrl, settings: toShareSettings(row) };
}

/** The venue's share row, made with new tokens on first use (the demo seed shares this step). */
export function ensureCalendarShare(db: DbOrTx, keys: InstallationKeys, venueId: number) {
  return repo.ensureShare(db, venueId, () => createShareTokenColumns(keys, venueId));
}

export async function getCalendarShare(deps: AppDeps, actor: StaffActor): Promise<CalendarShare> {
  return toCalendarShare(deps, await ensureCalendarShare(deps.db, deps.keys, actor.venueId));
}

/**
 * Any of the switches and the custom address; a taken address is 409 on the `slug` field.
 * Turning public access off also replaces the feed's token: the shared page handed it to every
 * visitor (its Add to calendar and Download links), and a calendar app keeps it for good, so
 * closing the page must close the feed it gave away too (decision 023).
 */
export async function updateCalendarShare(
  deps: AppDeps,
  actor: StaffActor,
  input: UpdateCalendarShareInput,
): Promise<CalendarShare> {
  const changes = updateCalendarShareSchema.parse(input);
  const row = await deps.db
    .transaction(async (tx) => {
      await ensureCalendarShare(tx, deps.keys, actor.venueId);
      const current = (await repo.findShareByVenue(tx, actor.venueId, { lock: true }))!;
      const closing = changes.publicAccess === false && current.publicAccess;
      return repo.updateShare(tx, actor.venueId, {
        ...changes,
        ...(closing ? createFeedTokenColumns(deps.keys, actor.venueId) : {}),
      });
    })
    .catch((error: unknown) => {
      if (getSqlState(error) === '23505' && changes.slug) {
        const message = `${changes.slug} is taken by another calendar; choose another`;
        throw new AppError('CONFLICT', message, { fieldErrors: { slug: [message] } });
      }
      throw error;
    });
  return toCalendarShare(deps, row);
}

/** New tokens: the old share link, feed and downloads answer 404 from the commit on. */
export async function rotateCalendarShare(deps: AppDeps, actor: StaffActor): Promise<CalendarShare> {
  const row = await deps.db.transaction(async (tx) => {
    await ensureCalendarShare(tx, deps.keys, actor.venueId);
    return repo.updateShare(tx, actor.venueId, createShareTokenColumns(deps.keys, actor.venueId));
  });
  return toCalendarShare(deps, row);
}

/**
 * One e-mail per address (duplicates in any case sent once), each carrying the share link,
 * queued in one transaction through the outbox. Every staff role may read the link in the outbox:
 * they see it in the Share & Export tab anyway (decision 012).
 */
export async function shareCalendarByEmail(
  deps: AppDeps,
  actor: StaffActor,
  input: ShareByEmailInput,
): Promise<ShareByEmailResult> {
  const recipients = [...new Set(shareByEmailSchema.parse(input).recipients)];
  await deps.db.transaction(async (tx) => {
    const share = await ensureCalendarShare(tx, deps.keys, actor.venueId);
    const { shareUrl } = getShareLinks(deps.config, openShareTokens(deps.keys, share));
    const sender = await getUserView(tx, actor.userId, actor.venueId);
    const email = sharedCalendarEmail({
      venueName: sender.venueName ?? 'Your venue',
      sharedBy: `${sender.firstName} ${sender.lastName}`,
      shareUrl,
      brand: await loadEmailBrand(tx, actor.venueId, deps.config.publicUrl),
    });
    const venue = await repo.findVenueSender(tx, actor.venueId);
    for (const to of recipients) {
      await enqueueEmail(tx, {
        venueId: actor.venueId,
        to,
        // To planners, vendors and family: from the venue, and their answers reach it.
        ...venueSender(venue),
        visibleLinks: [{ url: shareUrl, roles: permissionRoles['calendar-share:read'] }],
        ...email,
      });
    }
  });
  deps.mailer.deliverSoon();
  return { sent: recipients.length };
}

/**
 * Shares made before tokens were hashed get encrypted copies of their token (as the page's and
 * the feed's), and the plain token goes; the migration hashed it, so every link keeps working.
 */
export async function sealLegacyShareTokens(db: DbOrTx, keys: InstallationKeys): Promise<number> {
  const rows = await repo.listPlainShareTokens(db);
  for (const row of rows) {
    await repo.replacePlainShareToken(db, row.venueId, sealPlainShareToken(keys, row.venueId, row.token!));
  }
  return rows.length;
}
