import { and, count, desc, eq, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { staffRoles } from '#shared/auth/roles.ts';
import { deleteEndedBefore } from '../../db/batches.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isOneOf } from '../../db/schema/columns.ts';
import { memberships, notificationEmailPreferences, notificationReads, notifications, users } from '../../db/schema.ts';

export interface NewNotification {
  venueId: number;
  /** What happened: one of the shared notificationKinds, e.g. 'lead.created'. */
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

/** Whose notifications a reader sees: their venue's staff ones, or a client's own. */
export type NotificationScope = { staffOfVenue: number } | { clientUserId: number };

function inScope(scope: NotificationScope): SQL {
  return 'staffOfVenue' in scope
    ? and(eq(notifications.venueId, scope.staffOfVenue), isNull(notifications.userId))!
    : eq(notifications.userId, scope.clientUserId);
}

export async function insertNotification(
  db: DbOrTx,
  notification: NewNotification & { userId: number | null },
): Promise<number> {
  const [row] = await db.insert(notifications).values(notification).returning({ id: notifications.id });
  return row!.id;
}

/** Newest first, each with this reader's own read time; one more than `limit` tells a next page. */
export function listNotifications(
  db: DbOrTx,
  scope: NotificationScope,
  readerId: number,
  page: { limit: number; before?: number },
) {
  return db
    .select({
      id: notifications.id,
      type: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notificationReads.readAt,
    })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, readerId)),
    )
    .where(and(inScope(scope), page.before === undefined ? undefined : lt(notifications.id, page.before)))
    .orderBy(desc(notifications.id))
    .limit(page.limit + 1);
}

export async function countUnread(db: DbOrTx, scope: NotificationScope, readerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(
      and(
        inScope(scope),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notificationReads)
            .where(and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, readerId))),
        ),
      ),
    );
  return row!.total;
}

/** Marks one read for this reader; false when the reader cannot see it (another venue's, or none). */
export async function markRead(db: DbOrTx, scope: NotificationScope, readerId: number, id: number): Promise<boolean> {
  const visible = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inScope(scope), eq(notifications.id, id)));
  if (visible.length === 0) return false;
  await db.insert(notificationReads).values({ notificationId: id, userId: readerId }).onConflictDoNothing();
  return true;
}

/** Marks every one this reader sees read, for this reader alone. */
export async function markAllRead(db: DbOrTx, scope: NotificationScope, readerId: number): Promise<void> {
  await db
    .insert(notificationReads)
    .select(
      db
        .select({
          notificationId: notifications.id,
          userId: sql<number>`${readerId}::integer`.as('user_id'),
          readAt: sql<Date>`now()`.as('read_at'),
        })
        .from(notifications)
        .where(inScope(scope)),
    )
    .onConflictDoNothing();
}

/** Addresses of the venue's staff who receive this kind by e-mail (their choice, or its default). */
export function findStaffEmailRecipients(db: DbOrTx, venueId: number, kind: string, byDefault: boolean) {
  return db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      notificationEmailPreferences,
      and(eq(notificationEmailPreferences.userId, memberships.userId), eq(notificationEmailPreferences.kind, kind)),
    )
    .where(
      and(
        eq(memberships.venueId, venueId),
        isOneOf(memberships.role, staffRoles),
        sql`coalesce(${notificationEmailPreferences.email}, ${byDefault})`,
      ),
    )
    .orderBy(memberships.userId);
}

/** The client's address when they receive this kind by e-mail, else nothing. */
export function findUserEmailRecipient(db: DbOrTx, userId: number, kind: string, byDefault: boolean) {
  return db
    .select({ email: users.email })
    .from(users)
    .leftJoin(
      notificationEmailPreferences,
      and(eq(notificationEmailPreferences.userId, users.id), eq(notificationEmailPreferences.kind, kind)),
    )
    .where(and(eq(users.id, userId), sql`coalesce(${notificationEmailPreferences.email}, ${byDefault})`));
}

export function listEmailPreferences(db: DbOrTx, userId: number) {
  return db
    .select({ kind: notificationEmailPreferences.kind, email: notificationEmailPreferences.email })
    .from(notificationEmailPreferences)
    .where(eq(notificationEmailPreferences.userId, userId));
}

export async function saveEmailPreferences(
  db: DbOrTx,
  userId: number,
  choices: { kind: string; email: boolean }[],
): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insert(notificationEmailPreferences)
    .values(choices.map((choice) => ({ userId, ...choice })))
    .onConflictDoUpdate({
      target: [notificationEmailPreferences.userId, notificationEmailPreferences.kind],
      set: { email: sql`excluded.email`, updatedAt: sql`now()` },
    });
}

/** Announces a committed notification to every instance's listeners (NOTIFY waits for commit). */
export async function announce(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Deletes at most `limit` notifications written before `before` (their reads go with them), oldest
 * first: ids grow with time, so the primary key finds the oldest.
 */
export function deleteNotificationsBefore(db: DbOrTx, before: Date, limit: number): Promise<number> {
  return deleteEndedBefore(db, { key: notifications.id, time: notifications.createdAt }, before, limit);
}
