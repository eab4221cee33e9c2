import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { readInstallationKeys, type InstallationKeys } from '#server/crypto/installation-keys.ts';
import { getAppRole } from '#server/db/app-role.ts';
import { connectDatabase, type Database } from '#server/db/client.ts';
import { prepareDatabase } from '#server/db/migrate.ts';
import { TEST_SCRYPT_PARAMS } from '#server/features/auth/password.ts';
import type { MailTransport, OutgoingEmail } from '#server/features/outbox/mail-transport.ts';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup.ts';

/** A test database: `db` and `url` reach it as the app's role, `ownerUrl` as its owner. */
export type TestDatabase = Database & { url: string; ownerUrl: string };

/**
 * A fresh database cloned from the migrated template, dropped when the file's tests end. `db` and
 * `url` connect as the app's role, which owns nothing (as the server runs); `ownerUrl` as the
 * owner, for the few tests that must do what only an owner can (tamper with evidence).
 * With `migrated: false` it is empty, and `db` connects as the owner: the test migrates it
 * itself, then calls `prepareTestDatabase` for the app's role.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${options.migrated === false ? 'template0' : TEMPLATE_DATABASE}`);
  await admin.end();
  const ownerUrl = withDatabase(adminUrl, name);
  const url =
    options.migrated === false
      ? ownerUrl
      : withDatabase(getAppRole(withDatabase(adminUrl, TEMPLATE_DATABASE)).url, name);
  const database = connectDatabase(url, { max: 60 });
  afterAll(async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    // A database prepared by its test has a role of its own (prepareTestDatabase).
    await cleanup.query(`DROP ROLE IF EXISTS ${getAppRole(ownerUrl).name}`);
    await cleanup.end();
  });
  return { ...database, url, ownerUrl };
}

/**
 * Migrates a database a test set up by hand, as a server's start does, and connects to it as
 * the app's role (closed after the file's tests).
 */
export async function prepareTestDatabase(ownerUrl: string): Promise<TestDatabase> {
  const role = await prepareDatabase(ownerUrl);
  const database = connectDatabase(role.url, { max: 60 });
  afterAll(() => database.close());
  return { ...database, url: role.url, ownerUrl };
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
  database: TestDatabase;
}

/** Tests hash passwords at a cheap scrypt cost (see TEST_SCRYPT_PARAMS). */
export const TEST_PASSWORD_PARAMS = TEST_SCRYPT_PARAMS;

/** The real app on its own database, closed after the file's tests. */
export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'db' | 'config'>> & {
    env?: Record<string, string>;
    /** A database to use instead of a fresh clone of the template (closed by its creator). */
    database?: TestDatabase;
    /** With OPENAI_API_KEY in `env`: a shorter wait than production's 30 s, for the time-out tests. */
    languageModelTimeoutMs?: number;
    /** A client build to serve; by default none, and pages answer as without a build. */
    clientDir?: string;
  } = {},
): Promise<TestContext> {
  const { env, database: given, languageModelTimeoutMs, clientDir, ...appOptions } = options;
  const database = given ?? (await createTestDatabase());
  const loaded = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://venuedesk.test', ...env });
  const config = {
    ...loaded,
    languageModel: loaded.languageModel && { ...loaded.languageModel, timeoutMs: languageModelTimeoutMs },
    clientDir: clientDir ?? '/nonexistent-client-build',
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
