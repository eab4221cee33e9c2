import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { getSqlState } from '../errors.ts';
import { getPassQueues } from '../jobs/job-queue.ts';
import { prepareJobQueue } from '../jobs/queue-schema.ts';
import { scheduledPasses } from '../jobs/scheduled-passes.ts';
import { getAppRole, grantAppRole, type AppRole } from './app-role.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
// Any constant works; it only has to be the same for every instance of the server.
const MIGRATION_LOCK_ID = 7_402_118;

/**
 * Connected as the database's owner: applies the committed migrations, makes or upgrades the job
 * queue's schema and queues (decision 055) and grants the app's role what it needs, then hands
 * back that role, which the server runs as (decision 029). An advisory lock lets several
 * instances start at once.
 */
export async function prepareDatabase(ownerUrl: string, explicitAppUrl?: string): Promise<AppRole> {
  const role = getAppRole(ownerUrl, explicitAppUrl);
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    await owner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(owner), { migrationsFolder });
    await grantAppRole(owner, role, { create: !explicitAppUrl }).catch((error: unknown) => {
      if (getSqlState(error) !== '42501') throw error;
      throw new Error(
        `The database user of DATABASE_URL may not create the role ${role.name} that VenueDesk runs as. ` +
          'Give it CREATEROLE, or create a login role that owns nothing and give its URL as DATABASE_APP_URL.',
        { cause: error },
      );
    });
    await prepareJobQueue(owner, role.name, getPassQueues(scheduledPasses));
  } finally {
    await owner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await owner.end().catch(() => undefined);
  }
  return role;
}
