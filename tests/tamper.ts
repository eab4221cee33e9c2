import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { connectDatabase, type Db, type Tx } from '#server/db/client.ts';

const ownerConnections = new Map<string, Db>();

/** A connection as the database's owner, the only one allowed to switch its triggers off. */
function getOwnerDb(ownerUrl: string): Db {
  let db = ownerConnections.get(ownerUrl);
  if (!db) {
    const database = connectDatabase(ownerUrl, { max: 2 });
    afterAll(() => database.close());
    db = database.db;
    ownerConnections.set(ownerUrl, db);
  }
  return db;
}

/**
 * Runs `change` as someone who owns the tables would: with the append-only and frozen-contract
 * triggers switched off for the transaction. Tests use it to tamper with evidence the way a
 * database administrator (or an attacker with the owner's password) could, and then check that
 * the audit still notices. The app's own role cannot (decision 029): only the owner can.
 */
export async function tamperAsTableOwner(
  database: { ownerUrl: string },
  change: (tx: Tx) => Promise<void>,
): Promise<void> {
  await getOwnerDb(database.ownerUrl).transaction(async (tx) => {
    await tx.execute(sql`alter table contract_events disable trigger user`);
    await tx.execute(sql`alter table contracts disable trigger user`);
    await tx.execute(sql`alter table contract_countersignatures disable trigger user`);
    await change(tx);
    await tx.execute(sql`alter table contract_events enable trigger user`);
    await tx.execute(sql`alter table contracts enable trigger user`);
    await tx.execute(sql`alter table contract_countersignatures enable trigger user`);
  });
}
