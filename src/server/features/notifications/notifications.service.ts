import type { DbOrTx } from '../../db/client.ts';
import { insertNotification, type NewNotification } from './notifications.repo.ts';

export type { NewNotification };

/**
 * Tells the venue's staff that something happened (a new inquiry, a contract signed, a payment
 * received), inside the caller's transaction: the notice exists exactly when the event does.
 */
export async function notifyVenue(db: DbOrTx, notification: NewNotification): Promise<void> {
  await insertNotification(db, notification);
}
