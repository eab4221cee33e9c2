import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

/** Serialises the adoption of the installation key by instances starting at once. */
export async function lockInstallation(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7402120)`);
}

export async function findMeta(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

export async function insertMeta(db: DbOrTx, key: string, value: string): Promise<void> {
  await db.insert(appMeta).values({ key, value });
}
