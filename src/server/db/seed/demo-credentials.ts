import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../deps.ts';
import { demoAccounts, seedDemo } from './demo-seed.ts';

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.txt';

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
  if (demo.created) await writeFile(file, describeCredentials(demo.venueName, password), { mode: 0o600 });
  return { ...demo, password: demo.created ? password : saved, credentialsFile: file };
}

function describeCredentials(venueName: string, password: string): string {
  const logins = demoAccounts.map((account) => `${account.role}: ${account.email}`);
  return [`# Demo logins for "${venueName}"`, ...logins, `password: ${password}`, ''].join('\n');
}

async function readSavedPassword(file: string): Promise<string | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return /^password: (.+)$/m.exec(text)?.[1]?.trim() ?? null;
}
