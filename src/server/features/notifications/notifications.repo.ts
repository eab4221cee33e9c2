import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export interface NewNotification {
  venueId: number;
  /** What happened, e.g. 'lead.created'. */
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

/** Records a notification for the venue's staff, inside the caller's transaction. */
export async function insertNotification(db: DbOrTx, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values(notification);
}
