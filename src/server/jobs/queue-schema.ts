import PgBoss from 'pg-boss';
import type pg from 'pg';

/** The schema pg-boss keeps its tables in, beside the app's `public`. */
export const JOB_SCHEMA = 'pgboss';

/** The queue pg-boss's own clock sends scheduled jobs through (timekeeper.js in pg-boss). */
const CRON_QUEUE = '__pgboss__send-it';

export interface QueueDefinition {
  name: string;
  options: Omit<PgBoss.Queue, 'name'>;
}

/** pg-boss's queries through a connection it does not own (the owner's, or the app's pool). */
export function toBossDb(client: Pick<pg.ClientBase, 'query'>): PgBoss.Db {
  return { executeSql: (text, values) => client.query(text, values) };
}

/**
 * Run as the database's owner at migration time, under the migration lock: creates pg-boss's
 * schema or upgrades it to the installed version, creates every queue (each is a table pg-boss
 * makes, which the app's role may not), and grants that role the rows of pg-boss's tables and
 * nothing more. The server's pg-boss then starts with `migrate: false` and never needs DDL.
 */
export async function prepareJobQueue(
  owner: pg.ClientBase,
  appRoleName: string,
  queues: readonly QueueDefinition[],
): Promise<void> {
  const boss = new PgBoss({ db: toBossDb(owner), schema: JOB_SCHEMA, supervise: false, schedule: false });
  // pg-boss's own installer: creates, or applies its migrations in order, under its own lock.
  await boss.start();
  try {
    for (const queue of [{ name: CRON_QUEUE, options: {} }, ...queues]) {
      await boss.createQueue(queue.name, { name: queue.name, ...queue.options });
      // A queue made by an older version takes today's settings.
      await boss.updateQueue(queue.name, { name: queue.name, ...queue.options });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  const role = owner.escapeIdentifier(appRoleName);
  const schema = owner.escapeIdentifier(JOB_SCHEMA);
  await owner.query('BEGIN');
  try {
    await owner.query(`GRANT USAGE ON SCHEMA ${schema} TO ${role}`);
    await owner.query(`REVOKE ALL ON ALL TABLES IN SCHEMA ${schema} FROM ${role}`);
    await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${role}`);
    await owner.query('COMMIT');
  } catch (error) {
    await owner.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
