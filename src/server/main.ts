import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { buildClientIfMissing } from './build-client.ts';
import { loadConfig } from './config.ts';
import { loadInstallationKeys } from './crypto/installation-keys.ts';
import { connectDatabase } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { prepareDatabase } from './db/migrate.ts';
import { seedDemoWithCredentials } from './db/seed/demo-credentials.ts';
import { OWASP_SCRYPT_PARAMS, TEST_SCRYPT_PARAMS } from './features/auth/password.ts';
import { adoptInstallationKeys, InstallationKeyError } from './features/installation/installation.service.ts';
import { createSmtpTransport } from './features/outbox/mail-transport.ts';

const config = loadConfig();

// In `npm run dev` Vite serves the client, so there is nothing to build.
if (!config.skipClientBuild) buildClientIfMissing(config.clientDir);

let embedded: EmbeddedDatabase | null = null;
let ownerUrl = config.databaseUrl;
if (!ownerUrl) {
  console.log(`Starting the embedded PostgreSQL in ${path.join(config.dataDir, 'pg')} ...`);
  try {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, notice: (line) => console.log(line) });
  } catch (error) {
    // Another server holds the data directory, or PostgreSQL would not start: say so plainly.
    console.error(`\nVenueDesk could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  ownerUrl = embedded.url;
}

// Migrations run as the database's owner; everything else as a role that owns nothing.
const appRole = await prepareDatabase(ownerUrl, config.databaseAppUrl).catch((error: unknown) => {
  console.error(`\nVenueDesk could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const database = connectDatabase(appRole.url);

const certificate = await loadInstallationKeys({
  file: config.signingCertificate,
  dataDir: config.dataDir,
  publicUrl: config.publicUrl,
}).catch((error: unknown) => stopStarting(error));

const app = await buildApp({
  db: database.db,
  config,
  mailTransport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
  keys: certificate.keys,
  passwordParams: config.passwordHashing === 'fast' ? TEST_SCRYPT_PARAMS : OWASP_SCRYPT_PARAMS,
});
const adoption = await adoptInstallationKeys(app.deps, certificate.source).catch((error: unknown) => {
  if (error instanceof InstallationKeyError) return stopStarting(error);
  throw error;
});

/** A start that cannot go on for a reason the operator can fix: say so plainly, and stop cleanly. */
async function stopStarting(error: unknown): Promise<never> {
  console.error(`\nVenueDesk could not start: ${error instanceof Error ? error.message : String(error)}`);
  await database.close().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
}

const demo = config.seedDemo ? await seedDemoWithCredentials(app.deps, config.dataDir) : null;

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info(`${signal} received, shutting down`);
  // Stops the job queue (waiting for a pass that runs here) and the mailer, then the server.
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.deps.mailer.deliverSoon();
// The scheduled passes (outbox sweep, reminders, cleanup, retention), each tick run by one instance.
await app.jobs.start();

/** Said at every start: whether couples' cards move real money, and whose (decision 033). */
function describePayments(appConfig: typeof config): string {
  if (appConfig.stripe) {
    const own = appConfig.stripe.accountVenueSlug;
    return `Payments: Stripe; each venue connects its own account${own ? ` (venue "${own}" uses this server's account)` : ''}; the Demo venue takes test cards`;
  }
  if (appConfig.paymentsMode === 'test') {
    return 'Payments: TEST MODE (PAYMENTS_MODE=test): every venue takes test cards and no money moves';
  }
  return 'Payments: no card processor; venues record payments by hand, the Demo venue takes test cards (set STRIPE_* for real cards)';
}

const lines = [
  '',
  `VenueDesk is running at ${config.publicUrl}`,
  `${embedded ? `Database: embedded PostgreSQL (${config.dataDir})` : 'Database: DATABASE_URL'}, queried as ${appRole.name}`,
  config.smtpUrl
    ? 'Email: sent over SMTP_URL'
    : 'Email: no SMTP_URL set; emails are kept in the outbox (Settings → Email, or GET /api/outbox)',
  describePayments(config),
  config.languageModel
    ? `AI: ${config.languageModel.model} at ${config.languageModel.baseUrl ?? 'OpenAI'} writes analyses and reply drafts`
    : 'AI: the built-in engine writes analyses and reply drafts (set OPENAI_API_KEY for a language model)',
  `Signed PDFs: signed with "${certificate.keys.certificate.commonName}" from ${certificate.source}` +
    (certificate.created ? ' (made now: back it up with the database)' : ''),
];
if (adoption.firstUse && adoption.anchoredTrails > 0) {
  lines.push(
    `Audit trails: ${adoption.anchoredTrails} trail(s) made before keyed trails were sealed with this certificate.`,
  );
}
if (demo) {
  const password = demo.password ?? `set at the first start (see ${demo.credentialsFile} there)`;
  if (demo.replacedPublished) lines.push('', 'The demo logins no longer take the published demo-password.');
  lines.push('', `Demo logins for "${demo.venueName}" (password for all: ${password}):`);
  for (const account of demo.accounts) lines.push(`  ${account.role.padEnd(12)} ${account.email}`);
  lines.push(`  Also in ${demo.credentialsFile}. For a real venue, start with SEED_DEMO=false.`);
}
if (!existsSync(path.join(config.clientDir, 'index.html'))) lines.push('', 'Warning: no client build found.');
console.log(lines.join('\n') + '\n');
