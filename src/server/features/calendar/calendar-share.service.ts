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
import type { AppDeps } from '../../deps.ts';
import { AppError, getSqlState } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import * as authRepo from '../auth/auth.repo.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { sharedCalendarEmail } from './calendar-share.emails.ts';
import * as repo from './calendar-share.repo.ts';

/** The links of a share. Their origin is PUBLIC_URL, never the request's Host header. */
export function getShareLinks(config: AppConfig, token: string) {
  const feedPath = `/api/calendar/ical/${token}`;
  return {
    shareUrl: `${config.publicUrl}/shared-calendar/${token}`,
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

function toCalendarShare(config: AppConfig, row: repo.CalendarShareRow): CalendarShare {
  const { shareUrl, webcalUrl } = getShareLinks(config, row.token);
  return { token: row.token, slug: row.slug, shareUrl, webcalUrl, settings: toShareSettings(row) };
}

export async function getCalendarShare(deps: AppDeps, actor: StaffActor): Promise<CalendarShare> {
  return toCalendarShare(deps.config, await repo.ensureShare(deps.db, actor.venueId));
}

/** Any of the switches and the custom address; a taken address is 409 on the `slug` field. */
export async function updateCalendarShare(
  deps: AppDeps,
  actor: StaffActor,
  input: UpdateCalendarShareInput,
): Promise<CalendarShare> {
  const changes = updateCalendarShareSchema.parse(input);
  const row = await deps.db
    .transaction(async (tx) => {
      await repo.ensureShare(tx, actor.venueId);
      return repo.updateShare(tx, actor.venueId, changes);
    })
    .catch((error: unknown) => {
      if (getSqlState(error) === '23505' && changes.slug) {
        const message = `${changes.slug} is taken by another calendar; choose another`;
        throw new AppError('CONFLICT', message, { fieldErrors: { slug: [message] } });
      }
      throw error;
    });
  return toCalendarShare(deps.config, row);
}

/** A new token: the old share link, feed and downloads answer 404 from the commit on. */
export async function rotateCalendarShare(deps: AppDeps, actor: StaffActor): Promise<CalendarShare> {
  const row = await deps.db.transaction(async (tx) => {
    await repo.ensureShare(tx, actor.venueId);
    return repo.updateShare(tx, actor.venueId, { token: repo.createShareToken() });
  });
  return toCalendarShare(deps.config, row);
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
    const share = await repo.ensureShare(tx, actor.venueId);
    const { shareUrl } = getShareLinks(deps.config, share.token);
    const sender = (await authRepo.findUserView(tx, actor.userId, actor.venueId))!;
    const email = sharedCalendarEmail({
      venueName: sender.venueName ?? 'Your venue',
      sharedBy: `${sender.firstName} ${sender.lastName}`,
      shareUrl,
    });
    for (const to of recipients) {
      await enqueueEmail(tx, {
        venueId: actor.venueId,
        to,
        visibleLinks: [{ url: shareUrl, roles: permissionRoles['calendar-share:read'] }],
        ...email,
      });
    }
  });
  deps.mailer.deliverSoon();
  return { sent: recipients.length };
}
