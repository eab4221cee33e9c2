import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createSelfSignedP12 } from '#server/crypto/self-signed-certificate.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { prepareDatabase } from '#server/db/migrate.ts';

export const TEMPLATE_DATABASE = 'venuedesk_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** The test run's signing certificate (PKCS#12, empty password), base64. */
    installationP12: string;
  }
}

/**
 * One PostgreSQL cluster per test run (embedded, or TEST_DATABASE_URL's server), with a
 * migrated template database; each test file clones its own database from it.
 */
export default async function setup(project: TestProject) {
  keepFailedExitCode();
  const dataDir = path.resolve('.test-db', String(process.pid));
  const external = process.env.TEST_DATABASE_URL;
  const embedded = external
    ? null
    : await startEmbeddedPostgres({
        dataDir,
        databaseName: 'postgres',
        // A throwaway cluster: durability buys nothing here and costs seconds.
        settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
      });
  const adminUrl = external ?? embedded!.url;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  // Each test file's database is a copy of the template, whose tables the template's app role
  // has been granted: tests run the app as that role, as a server does.
  await prepareDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE));

  project.provide('adminDatabaseUrl', adminUrl);
  // One certificate for the whole run: RSA 2048 is made in a fraction of the time 3072 takes.
  const p12 = await createSelfSignedP12({
    commonName: 'VenueDesk test certificate',
    password: '',
    modulusLength: 2048,
  });
  project.provide('installationP12', p12.toString('base64'));
  return async () => {
    await embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

/**
 * embedded-postgres registers async-exit-hook when it is imported, and that hook answers the
 * process's 'beforeExit' with process.exit(0) (on the next tick): a run whose tests failed
 * would exit 0 and CI would pass it. This listener runs after the hook's and puts back the exit
 * code vitest set.
 */
function keepFailedExitCode(): void {
  process.on('beforeExit', () => {
    const code = process.exitCode;
    process.once('exit', () => {
      if (code) process.exitCode = code;
    });
  });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
