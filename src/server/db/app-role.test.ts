import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { getSqlState } from '#server/errors.ts';
import { createSentContract } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { withDatabase } from '#tests/global-setup.ts';
import { createTestApp } from '#tests/test-app.ts';
import { getAppRole, grantAppRole } from './app-role.ts';
import { prepareDatabase } from './migrate.ts';

const { app, database } = await createTestApp();
const owner = await signUpOwner(app, 'Role Hall');

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The SQLSTATE a statement fails with, or 'allowed'. */
function outcome(statement: Promise<unknown>): Promise<string | undefined> {
  return statement.then(
    () => 'allowed',
    (error: unknown) => getSqlState(error),
  );
}

describe('the role the app runs as', () => {
  it('is not the owner and owns nothing', async () => {
    const { rows } = await app.deps.db.execute<{ user: string; owned: number; superuser: boolean }>(sql`
      select current_user as user, r.rolsuper as superuser,
        (select count(*) from pg_class where relowner = r.oid)::int as owned
      from pg_roles r where r.rolname = current_user`);
    expect(rows[0]).toEqual({ user: 'venuedesk_template_app', owned: 0, superuser: false });
    const tableOwner = await app.deps.db.execute<{ owner: string }>(
      sql`select tableowner as owner from pg_tables where tablename = 'contract_events'`,
    );
    expect(tableOwner.rows[0]!.owner).not.toBe('venuedesk_template_app');
  });

  it('cannot change the schema, disable a trigger, or change or delete audit events', async () => {
    const { contract } = await createSentContract(app, owner);
    const db = app.deps.db;
    const refused = [
      sql`create table intruder (id int)`,
      sql`alter table contract_events disable trigger all`,
      sql`drop trigger contract_events_no_update_or_delete on contract_events`,
      sql`truncate contract_events cascade`,
      sql`update contract_events set ip = '198.51.100.1' where contract_id = ${contract.id}`,
      sql`delete from contract_events where contract_id = ${contract.id}`,
      sql`set session_replication_role = replica`,
    ];
    for (const statement of refused) expect(await outcome(db.execute(statement))).toBe('42501');
    const events = await db.execute<{ total: number }>(
      sql`select count(*)::int as total from contract_events where contract_id = ${contract.id}`,
    );
    expect(events.rows[0]!.total).toBe(2);
  });

  it('works every table the app uses: reads and writes rows, takes ids from sequences', async () => {
    const { rows } = await app.deps.db.execute<{ table: string }>(sql`
      select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and not has_table_privilege(current_user, c.oid, 'select, insert')`);
    expect(rows).toEqual([]);
    const sequences = await app.deps.db.execute<{ sequence: string }>(sql`
      select c.relname as sequence from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' and not has_sequence_privilege(current_user, c.oid, 'usage')`);
    expect(sequences.rows).toEqual([]);
  });
});

describe('the owner', () => {
  it('is still held by the append-only trigger', async () => {
    const { contract } = await createSentContract(app, owner);
    await withClient(database.ownerUrl, async (client) => {
      expect(
        await outcome(
          client.query('update contract_events set ip = $1 where contract_id = $2', ['1.2.3.4', contract.id]),
        ),
      ).toBe('42501');
      expect(await outcome(client.query('delete from contract_events where contract_id = $1', [contract.id]))).toBe(
        '42501',
      );
    });
  });

  it('grants a table added by a later migration on the next start', async () => {
    await withClient(database.ownerUrl, (client) =>
      client.query('create table later_feature (id serial primary key, note text)'),
    );
    expect(await outcome(app.deps.db.execute(sql`insert into later_feature (note) values ('x')`))).toBe('42501');
    const role = getAppRole(withDatabase(inject('adminDatabaseUrl'), 'venuedesk_template'));
    await withClient(database.ownerUrl, (client) => grantAppRole(client, role, { create: false }));
    expect(await outcome(app.deps.db.execute(sql`insert into later_feature (note) values ('x')`))).toBe('allowed');
  });
});

describe('preparing a database', () => {
  const adminUrl = inject('adminDatabaseUrl');
  const made: { databases: string[]; roles: string[] } = { databases: [], roles: [] };
  afterAll(() =>
    withClient(adminUrl, async (admin) => {
      for (const name of made.databases) await admin.query(`drop database if exists ${name} with (force)`);
      for (const name of made.roles) await admin.query(`drop role if exists ${name}`);
    }),
  );

  /** A database owned by a login role of its own, as a managed PostgreSQL hands one out. */
  async function databaseOwnedBy(options: { createRole: boolean }) {
    const suffix = randomBytes(4).toString('hex');
    const ownerName = `owner_${suffix}`;
    const databaseName = `prepared_${suffix}`;
    const password = randomBytes(12).toString('hex');
    await withClient(adminUrl, async (admin) => {
      await admin.query(
        `create role ${ownerName} login password '${password}' ${options.createRole ? 'createrole' : ''}`,
      );
      await admin.query(`create database ${databaseName} owner ${ownerName}`);
    });
    made.databases.push(databaseName);
    made.roles.push(ownerName, `${databaseName}_app`);
    const url = new URL(withDatabase(adminUrl, databaseName));
    url.username = ownerName;
    url.password = password;
    return url.toString();
  }

  it('migrates as the owner and makes the app role, the same one on every start', async () => {
    const ownerUrl = await databaseOwnedBy({ createRole: true });
    const first = await prepareDatabase(ownerUrl);
    const second = await prepareDatabase(ownerUrl);
    expect(second).toEqual(first);
    expect(first.name).toMatch(/^prepared_[0-9a-f]{8}_app$/);
    const user = await withClient(
      first.url,
      async (client) => (await client.query('select current_user as u')).rows[0].u,
    );
    expect(user).toBe(first.name);
  });

  it('says what to do when the owner may not create roles', async () => {
    const ownerUrl = await databaseOwnedBy({ createRole: false });
    await expect(prepareDatabase(ownerUrl)).rejects.toThrow(/may not create the role .* DATABASE_APP_URL/);
  });

  it('refuses to run the app as the owner, or as a role that owns tables', async () => {
    const ownerUrl = await databaseOwnedBy({ createRole: true });
    await expect(prepareDatabase(ownerUrl, ownerUrl)).rejects.toThrow(/must not be the owner/);

    const squatter = `squatter_${randomBytes(4).toString('hex')}`;
    made.roles.unshift(squatter);
    const databaseName = new URL(ownerUrl).pathname.slice(1);
    await withClient(adminUrl, (admin) => admin.query(`create role ${squatter} login password 'squat'`));
    await withClient(withDatabase(adminUrl, databaseName), async (admin) => {
      await admin.query('create table squatted (id int)');
      await admin.query(`alter table squatted owner to ${squatter}`);
    });
    const squatterUrl = new URL(ownerUrl);
    squatterUrl.username = squatter;
    squatterUrl.password = 'squat';
    await expect(prepareDatabase(ownerUrl, squatterUrl.toString())).rejects.toThrow(/owns tables or other objects/);

    const mighty = `mighty_${randomBytes(4).toString('hex')}`;
    made.roles.unshift(mighty);
    await withClient(adminUrl, (admin) => admin.query(`create role ${mighty} login createdb password 'might'`));
    const mightyUrl = new URL(ownerUrl);
    mightyUrl.username = mighty;
    mightyUrl.password = 'might';
    await expect(prepareDatabase(ownerUrl, mightyUrl.toString())).rejects.toThrow(/without such powers/);
  });
});
