import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { sessions, users } from '../schema.ts';
import { demoAccounts, seedDemo } from './demo-seed.ts';

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.txt';
/** The password every demo login had before each installation got its own. */
export const PUBLISHED_DEMO_PASSWORD = 'demo-password';

/**
 * Seeds the demo venue with a password of its own: DEMO_PASSWORD when set (tests), else random per
 * installation, so a public server's demo logins are not a published back door. The first start
 * writes the logins to `$DATA_DIR/demo-credentials.txt` (mode 600); later starts read them back.
 * `password` is null when another instance seeded the database and this one has no file.
 */
export async function seedDemoWithCredentials(deps: AppDeps, dataDir: string) {
  const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
  const saved = await readSavedPassword(file);
  const password = deps.config.demoPassword ?? saved ?? randomBytes(12).toString('base64url');
  const demo = await seedDemo(deps, password);
  const replacedPublished = !demo.created && saved === null && (await replacePublishedPassword(deps, password));
  if (demo.created || replacedPublished) {
    await writeFile(file, describeCredentials(demo.venueName, password), { mode: 0o600 });
  }
  return {
    ...demo,
    password: demo.created || replacedPublished ? password : saved,
    replacedPublished,
    credentialsFile: file,
  };
}

/**
 * A database seeded before demo passwords were random still lets anyone in with the published
 * one. Such an installation has no credentials file; its demo logins get `password` instead, and
 * their sessions end (whoever signed in with the published password is signed out). It costs a
 * scrypt check per demo login, on starts without the file only. DEMO_PASSWORD=demo-password keeps it.
 */
async function replacePublishedPassword(deps: AppDeps, password: string): Promise<boolean> {
  if (password === PUBLISHED_DEMO_PASSWORD) return false;
  const emails = demoAccounts.map((account) => account.email);
  const accounts = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, emails));
  const published: number[] = [];
  for (const account of accounts) {
    if ((await deps.passwords.verify(PUBLISHED_DEMO_PASSWORD, account.passwordHash)).matches)
      published.push(account.id);
  }
  if (published.length === 0) return false;
  const passwordHash = await deps.passwords.hash(password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(inArray(users.id, published));
    await tx.delete(sessions).where(inArray(sessions.userId, published));
  });
  return true;
}

function describeCredentials(venueName: string, password: string): string {
  const logins = demoAccounts.map((account) => `${account.role}: ${account.email}`);
  return [`# Demo logins for "${venueName}"`, ...logins, `password: ${password}`, ''].join('\n');
}

async function readSavedPassword(file: string): Promise<string | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return /^password: (.+)$/m.exec(text)?.[1]?.trim() ?? null;
}
