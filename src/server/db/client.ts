import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

/** The app's database, with the pool under it (which pg-boss shares). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 20 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * A named prepared statement, built once per database handle and reused by every call: for
 * queries on each request's path, PostgreSQL then parses and plans them once per connection.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * Where the handle's pool connects, for a connection of its own outside the pool (the
 * notifications listener holds one open for LISTEN, which a pooled connection cannot).
 */
export function getConnectionString(db: Db): string {
  const pool = db.$client;
  const url = pool?.options.connectionString;
  if (!url) throw new Error('The database handle has no connection string');
  return url;
}
