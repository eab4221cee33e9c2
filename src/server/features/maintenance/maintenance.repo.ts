import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { maintenanceRuns } from '../../db/schema.ts';

/**
 * Takes the task on if nobody has in the last `everyMs` (or ever), by the database's clock, and
 * answers whether this caller got it. Of several instances asking at once exactly one does: the
 * upsert locks the task's row, so the others wait for that claim and then find it too recent.
 */
export async function claimTask(db: DbOrTx, task: string, everyMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${maintenanceRuns} (task, claimed_at) values (${task}, now())
    on conflict (task) do update set claimed_at = now(), finished_at = null
    where ${maintenanceRuns.claimedAt} <= now() - make_interval(secs => ${everyMs / 1000})`);
  return (result.rowCount ?? 0) > 0;
}

export async function markTaskFinished(db: DbOrTx, task: string): Promise<void> {
  await db
    .update(maintenanceRuns)
    .set({ finishedAt: sql`now()` })
    .where(eq(maintenanceRuns.task, task));
}
