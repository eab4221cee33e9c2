import type { Language } from '#shared/i18n/languages.ts';
import { isStaffRole } from '#shared/auth/roles.ts';
import {
  getEmailableKinds,
  getNotificationKind,
  type ClientNotificationKind,
  type NotificationAudience,
} from '#shared/notifications/notification-kinds.ts';
import type {
  EmailPreferences,
  NotificationList,
  NotificationListQuery,
} from '#shared/notifications/notifications.schemas.ts';
import { repeatInBatches } from '../../db/batches.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor, Viewer } from '../../http/access.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { notificationEmail } from './notification-emails.ts';
import { NOTIFICATIONS_CHANNEL, type NotificationSignal } from './notification-hub.ts';
import * as repo from './notifications.repo.ts';

export type { NewNotification } from './notifications.repo.ts';

/**
 * Tells the venue's staff that something happened (a new inquiry, a contract signed, a payment
 * received), inside the caller's transaction: the notice, its e-mails to the staff who chose its
 * kind and its announcement to open bells exist exactly when the event does (NOTIFY is delivered
 * on commit). Callers run `deps.mailer.deliverSoon()` after commit.
 */
export async function notifyVenue(db: DbOrTx, notification: repo.NewNotification): Promise<void> {
  const id = await repo.insertNotification(db, { ...notification, userId: null });
  const byDefault = getNotificationKind(notification.kind)?.emailByDefault ?? false;
  const recipients = await repo.findStaffEmailRecipients(db, notification.venueId, notification.kind, byDefault);
  for (const { email } of recipients) {
    await enqueueEmail(db, { venueId: notification.venueId, to: email, ...notificationEmail(notification) });
  }
  await signal(db, { id, venueId: notification.venueId, userId: null });
}

/** Tells one client of the venue something about their own booking; like notifyVenue otherwise. */
export async function notifyClient(
  db: DbOrTx,
  {
    language,
    ...notification
  }: Omit<repo.NewNotification, 'kind'> & {
    userId: number;
    kind: ClientNotificationKind;
    /** The client's language for the e-mail's frame (their booking's); English when not named. */
    language?: Language;
  },
): Promise<void> {
  const id = await repo.insertNotification(db, notification);
  const info = getNotificationKind(notification.kind);
  if (info && !info.emailed) {
    const [recipient] = await repo.findUserEmailRecipient(
      db,
      notification.userId,
      notification.kind,
      info.emailByDefault,
    );
    if (recipient) {
      await enqueueEmail(db, {
        venueId: notification.venueId,
        to: recipient.email,
        ...notificationEmail(notification, language),
      });
    }
  }
  await signal(db, { id, venueId: notification.venueId, userId: notification.userId });
}

async function signal(db: DbOrTx, notice: NotificationSignal): Promise<void> {
  await repo.announce(db, NOTIFICATIONS_CHANNEL, JSON.stringify(notice));
}

function toScope(viewer: Viewer): repo.NotificationScope {
  return viewer.kind === 'staff' ? { staffOfVenue: viewer.actor.venueId } : { clientUserId: viewer.actor.userId };
}

export async function listNotifications(
  deps: AppDeps,
  viewer: Viewer,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const scope = toScope(viewer);
  const readerId = viewer.actor.userId;
  const [rows, unreadCount] = await Promise.all([
    repo.listNotifications(deps.db, scope, readerId, query),
    repo.countUnread(deps.db, scope, readerId),
  ]);
  const items = rows.slice(0, query.limit).map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
  return { unreadCount, items, nextBefore: rows.length > query.limit ? items.at(-1)!.id : null };
}

export async function readNotification(deps: AppDeps, viewer: Viewer, id: number): Promise<{ unreadCount: number }> {
  const scope = toScope(viewer);
  if (!(await repo.markRead(deps.db, scope, viewer.actor.userId, id))) throw notFound('Notification');
  return { unreadCount: await repo.countUnread(deps.db, scope, viewer.actor.userId) };
}

export async function readAllNotifications(deps: AppDeps, viewer: Viewer): Promise<{ unreadCount: number }> {
  const scope = toScope(viewer);
  await repo.markAllRead(deps.db, scope, viewer.actor.userId);
  return { unreadCount: await repo.countUnread(deps.db, scope, viewer.actor.userId) };
}

function audienceOf(actor: Actor): NotificationAudience {
  return isStaffRole(actor.role) ? 'staff' : 'client';
}

/** The kinds offered to this user that they receive by e-mail: their choices, else the defaults. */
export async function getEmailPreferences(deps: AppDeps, actor: Actor): Promise<EmailPreferences> {
  const chosen = new Map((await repo.listEmailPreferences(deps.db, actor.userId)).map((row) => [row.kind, row.email]));
  const emailKinds = getEmailableKinds(audienceOf(actor))
    .filter((info) => chosen.get(info.kind) ?? info.emailByDefault)
    .map((info) => info.kind);
  return { emailKinds } as EmailPreferences;
}

/** Saves a choice for every kind offered to the user: ticked ones by e-mail, the rest not. */
export async function saveEmailPreferences(
  deps: AppDeps,
  actor: Actor,
  input: EmailPreferences,
): Promise<EmailPreferences> {
  const offered = getEmailableKinds(audienceOf(actor));
  const refused = input.emailKinds.filter((kind) => !offered.some((info) => info.kind === kind));
  if (refused.length > 0) {
    throw new AppError('VALIDATION_FAILED', `These notifications are not offered to you: ${refused.join(', ')}`, {
      fieldErrors: { emailKinds: ['Choose among the notifications offered to you'] },
    });
  }
  const ticked = new Set<string>(input.emailKinds);
  await repo.saveEmailPreferences(
    deps.db,
    actor.userId,
    offered.map((info) => ({ kind: info.kind, email: ticked.has(info.kind) })),
  );
  return getEmailPreferences(deps, actor);
}

/**
 * The retention pass's share (decision 035): notifications written before `before` go, read or
 * not. What they told of (the lead, the payment, the contract) stays where it lives; the bell keeps
 * the recent ones, and a reader's read marks go with theirs.
 */
export function pruneOldNotifications(db: DbOrTx, before: Date): Promise<number> {
  return repeatInBatches((limit) => repo.deleteNotificationsBefore(db, before, limit));
}
