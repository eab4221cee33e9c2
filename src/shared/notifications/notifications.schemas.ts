import { z } from 'zod';
import { notificationKindValues } from './notification-kinds.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const MAX_NOTIFICATIONS_PAGE_SIZE = 100;

const limitMessage = `limit must be a whole number from 1 to ${MAX_NOTIFICATIONS_PAGE_SIZE}`;
const beforeMessage = 'before must be a notification id (a whole number from 1)';

/** Newest first; `before` is the id of the last item of the previous page. */
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(MAX_NOTIFICATIONS_PAGE_SIZE, limitMessage)
    .default(NOTIFICATIONS_PAGE_SIZE),
  before: z.coerce
    .number({ message: beforeMessage })
    .int(beforeMessage)
    .min(1, beforeMessage)
    .max(2_147_483_647, beforeMessage)
    .optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  /** One of notificationKinds; a kind written by an older version still reads as text. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path in the app, e.g. /leads?lead=12. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  unreadCount: z.number().int(),
  items: z.array(notificationSchema),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const readAllResultSchema = z.object({ unreadCount: z.number().int() });

/** The kinds the signed-in user receives by e-mail too (of those offered to them). */
export const emailPreferencesSchema = z.object({
  emailKinds: z.array(z.enum(notificationKindValues, { message: 'Unknown notification type' })).max(50),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
