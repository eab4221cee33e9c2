import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { readInstallationKeys, type InstallationKeys } from '#server/crypto/installation-keys.ts';
import { connectDatabase, type Database } from '#server/db/client.ts';
import type { MailTransport, OutgoingEmail } from '#server/features/outbox/mail-transport.ts';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup.ts';

/**
 * A fresh database cloned from the migrated template (or, with `migrated: false`, an empty one
 * for tests that migrate it themselves), dropped when the file's tests end.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<Database & { url: string }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${options.migrated === false ? 'template0' : TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const database = connectDatabase(url, { max: 60 });
  afterAll(async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return { ...database, url };
}

let testKeys: InstallationKeys | null = null;

/** The test run's certificate and the keys derived from it (made once, in global-setup.ts). */
export function getTestInstallationKeys(): InstallationKeys {
  testKeys ??= readInstallationKeys(Buffer.from(inject('installationP12'), 'base64'), '');
  return testKeys;
}

/** Records mail instead of sending it; set `failWith` to simulate an SMTP outage. */
export function createRecordingTransport(): MailTransport & { sent: OutgoingEmail[]; failWith: Error | null } {
  const transport = {
    sent: [] as OutgoingEmail[],
    failWith: null as Error | null,
    send: async (email: OutgoingEmail) => {
      if (transport.failWith) throw transport.failWith;
      transport.sent.push(email);
    },
  };
  return transport;
}

export interface TestContext {
  app: App;
  database: Database & { url: string };
}

/**
 * Tests hash passwords with a cheap scrypt cost: the suite signs up hundreds of users, and
 * OWASP's parameters take about 0.4 s each here. password.test.ts checks the real parameters.
 */
export const TEST_PASSWORD_PARAMS = { N: 2 ** 10, r: 8, p: 1 };

/** The real app on its own database, closed after the file's tests. */
export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'db' | 'config'>> & {
    env?: Record<string, string>;
    /** A database to use instead of a fresh clone of the template (closed by its creator). */
    database?: Database & { url: string };
  } = {},
): Promise<TestContext> {
  const { env, database: given, ...appOptions } = options;
  const database = given ?? (await createTestDatabase());
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://venuedesk.test', ...env }),
    clientDir: '/nonexistent-client-build',
  };
  const app = await buildApp({
    db: database.db,
    config,
    mailTransport: null,
    passwordParams: TEST_PASSWORD_PARAMS,
    keys: getTestInstallationKeys(),
    ...appOptions,
  });
  afterAll(async () => {
    await app.close();
  });
  return { app, database };
}
