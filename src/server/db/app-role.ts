import { createHmac } from 'node:crypto';
import type pg from 'pg';

/**
 * Tables the app may add to and read, never change: the signing audit trail and the venue's
 * countersignatures. Their triggers refuse changes too, but a trigger binds only those who cannot
 * drop or disable it, so the app's role must not own the tables (decision 029).
 */
export const APPEND_ONLY_TABLES = ['contract_events', 'contract_countersignatures'] as const;

export interface AppRole {
  /** A login role that owns nothing: the server's every query runs as it. */
  name: string;
  url: string;
}

/**
 * The role the server runs as, for the database at `ownerUrl` (the owner's connection, used only
 * for migrations and grants): `<database>_app`, whose password is derived from the owner's
 * credentials, so every instance started with the same DATABASE_URL agrees on it without
 * storing it anywhere. `explicitUrl` (DATABASE_APP_URL) names a role made by the operator instead.
 */
export function getAppRole(ownerUrl: string, explicitUrl?: string): AppRole {
  if (explicitUrl) return { name: decodeURIComponent(new URL(explicitUrl).username), url: explicitUrl };
  const owner = new URL(ownerUrl);
  const database = decodeURIComponent(owner.pathname.slice(1)) || 'postgres';
  const name = `${database.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 59) + '_app';
  const password = createHmac('sha256', ownerUrl).update(`venuedesk app role ${name}`).digest('base64url');
  const url = new URL(ownerUrl);
  url.username = name;
  url.password = password;
  return { name, url: url.toString() };
}

/**
 * Makes (or re-keys) the app's role and gives it exactly what the app needs: rows of every table
 * in `public`, without changing or deleting the append-only ones, and nothing else: it cannot
 * create, alter, drop or truncate, nor disable a trigger. Runs as the owner after each migration,
 * so a new table is granted as soon as it exists. Idempotent; one transaction, so a running
 * instance never sees the privileges missing.
 */
export async function grantAppRole(owner: pg.ClientBase, role: AppRole, options: { create: boolean }): Promise<void> {
  const roleId = owner.escapeIdentifier(role.name);
  const [{ rows: ownerRows }, { rows: databaseRows }] = await Promise.all([
    owner.query<{ user: string }>('select current_user as user'),
    owner.query<{ name: string }>('select current_database() as name'),
  ]);
  if (ownerRows[0]!.user === role.name) {
    throw new Error(`The app's database role (${role.name}) must not be the owner that runs the migrations`);
  }
  await owner.query('BEGIN');
  try {
    if (options.create) {
      const password = decodeURIComponent(new URL(role.url).password);
      const exists = await owner.query('select 1 from pg_roles where rolname = $1', [role.name]);
      if (exists.rowCount === 0) await owner.query(`CREATE ROLE ${roleId} LOGIN`);
      // A new role has no powers (CREATE ROLE's defaults); refuseIfPrivileged checks an old one.
      await owner.query(`ALTER ROLE ${roleId} WITH LOGIN PASSWORD ${owner.escapeLiteral(password)}`);
    }
    await refuseIfPrivileged(owner, role.name);
    await owner.query(`GRANT CONNECT ON DATABASE ${owner.escapeIdentifier(databaseRows[0]!.name)} TO ${roleId}`);
    await owner.query(`GRANT USAGE ON SCHEMA public TO ${roleId}`);
    await owner.query(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${roleId}`);
    await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${roleId}`);
    for (const table of APPEND_ONLY_TABLES) {
      await owner.query(`REVOKE UPDATE, DELETE ON ${owner.escapeIdentifier(table)} FROM ${roleId}`);
    }
    await owner.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${roleId}`);
    await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${roleId}`);
    await owner.query('COMMIT');
  } catch (error) {
    await owner.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** The app's role must have no power beyond its grants: no attributes, and nothing it owns. */
async function refuseIfPrivileged(owner: pg.ClientBase, roleName: string): Promise<void> {
  const { rows } = await owner.query<{ owned: string; powers: boolean }>(
    `select (select count(*) from pg_class where relowner = r.oid)
          + (select count(*) from pg_namespace where nspowner = r.oid)
          + (select count(*) from pg_proc where proowner = r.oid) as owned,
            r.rolsuper or r.rolcreaterole or r.rolcreatedb or r.rolreplication or r.rolbypassrls as powers
       from pg_roles r where r.rolname = $1`,
    [roleName],
  );
  if (rows[0]?.powers) {
    throw new Error(
      `The database role ${roleName} may create roles or databases, replicate or bypass row security; ` +
        'the app must run as a role without such powers.',
    );
  }
  if (Number(rows[0]?.owned ?? 0) > 0) {
    throw new Error(
      `The database role ${roleName} owns tables or other objects; the app must run as a role that owns nothing. ` +
        'Give DATABASE_APP_URL a role of its own, or reassign what it owns to the owner.',
    );
  }
}
