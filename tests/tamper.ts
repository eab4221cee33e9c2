import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';

/**
 * Runs `change` as someone who owns the tables would: with the append-only and frozen-contract
 * triggers switched off for the transaction. Tests use it to tamper with evidence the way a
 * database administrator (or an attacker with the owner's password) could, and then check that
 * the audit still notices.
 */
export async function tamperAsTableOwner(db: Db, change: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table contract_events disable trigger user`);
    await tx.execute(sql`alter table contracts disable trigger user`);
    await change(tx);
    await tx.execute(sql`alter table contract_events enable trigger user`);
    await tx.execute(sql`alter table contracts enable trigger user`);
  });
}
