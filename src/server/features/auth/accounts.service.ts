import type { Role } from '#shared/auth/roles.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Account } from './auth.service.ts';
import * as repo from './auth.repo.ts';

// What other features ask of the auth feature about accounts; they never read its tables.

/** The account using an address (any case), without its password hash. */
export async function findAccountByEmail(db: DbOrTx, email: string): Promise<Account | undefined> {
  const row = await repo.findUserByEmail(db, email);
  if (!row) return undefined;
  const { passwordHash: _hash, ...account } = row;
  return account;
}

/**
 * A new account for an address, inside the caller's transaction (accepting an invitation creates
 * one). Its address is not verified: only a link its mailbox alone received proves it (decision 025).
 */
export async function createAccount(
  tx: DbOrTx,
  values: { email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<{ id: number }> {
  return repo.insertUser(tx, { username: values.email, ...values });
}

export async function addMembership(tx: DbOrTx, values: { userId: number; venueId: number; role: Role }) {
  await repo.insertMembership(tx, values);
}

/** The account with this id, without its password hash. */
export async function findAccountById(db: DbOrTx, userId: number): Promise<Account | undefined> {
  const row = await repo.findUserById(db, userId);
  if (!row) return undefined;
  const { passwordHash: _hash, ...account } = row;
  return account;
}
