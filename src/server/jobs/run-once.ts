/**
 * `npm run jobs:once`: runs one pass of every scheduled pass by hand, now, against the database
 * `npm start` uses (same environment), and says what each did. With DATABASE_URL it may run
 * beside running servers (each pass is safe to run twice at once). The embedded database is
 * one server's at a time: stop the app first.
 */
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loadInstallationKeys } from '../crypto/installation-keys.ts';
import { connectDatabase } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.ts';
import { prepareDatabase } from '../db/migrate.ts';
import { OWASP_SCRYPT_PARAMS, TEST_SCRYPT_PARAMS } from '../features/auth/password.ts';
import { createSmtpTransport } from '../features/outbox/mail-transport.ts';
import { scheduledPasses } from './scheduled-passes.ts';

// Warnings and errors only: what each pass did is printed below.
const config = { ...loadConfig(), logLevel: 'warn' as const, skipClientBuild: true };

let embedded: EmbeddedDatabase | null = null;
let ownerUrl = config.databaseUrl;
if (!ownerUrl) {
  try {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, notice: (line) => console.log(line) });
  } catch (error) {
    console.error(
      `jobs:once could not open the embedded database in ${path.join(config.dataDir, 'pg')}: ` +
        `${error instanceof Error ? error.message : String(error)}\n` +
        'The embedded database serves one process at a time: stop the app (npm start) and run this again.',
    );
    process.exit(1);
  }
  ownerUrl = embedded.url;
}

let failed = 0;
try {
  const appRole = await prepareDatabase(ownerUrl, config.databaseAppUrl);
  const database = connectDatabase(appRole.url, { max: 5 });
  try {
    const certificate = await loadInstallationKeys({
      file: config.signingCertificate,
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
    });
    const app = await buildApp({
      db: database.db,
      config,
      mailTransport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
      keys: certificate.keys,
      passwordParams: config.passwordHashing === 'fast' ? TEST_SCRYPT_PARAMS : OWASP_SCRYPT_PARAMS,
    });
    try {
      for (const pass of scheduledPasses) {
        const started = Date.now();
        try {
          const result = await pass.run(app.deps, new Date());
          console.log(`${pass.name}: ${JSON.stringify(result ?? null)} (${Date.now() - started} ms)`);
        } catch (error) {
          failed += 1;
          console.error(`${pass.name}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    } finally {
      // Waits for the deliveries the reminders started.
      await app.close();
    }
  } finally {
    await database.close();
  }
} catch (error) {
  failed += 1;
  console.error(`jobs:once failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await embedded?.stop().catch(() => undefined);
}
process.exit(failed > 0 ? 1 : 0);
