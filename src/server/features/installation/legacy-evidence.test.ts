import { randomInt } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { readInstallationKeys } from '#server/crypto/installation-keys.ts';
import { createSelfSignedP12 } from '#server/crypto/self-signed-certificate.ts';
import { appMeta, calendarShares, contractLinks } from '#server/db/schema.ts';
import type { CalendarShare } from '#shared/calendar/calendar-share.schemas.ts';
import type { Contract, ContractAudit } from '#shared/contracts/contracts.schemas.ts';
import { signatureDataUrl, signPayload } from '#tests/contracts-factory.ts';
import { addStaffMember } from '#tests/factories.ts';
import { tamperAsTableOwner } from '#tests/tamper.ts';
import { createTestApp, createTestDatabase, prepareTestDatabase } from '#tests/test-app.ts';
import { hashLegacyEvent, sha256Hex } from '../contracts/contract-audit.ts';
import { adoptInstallationKeys, CERTIFICATE_META_KEY, InstallationKeyError } from './installation.service.ts';

/** The last migration an installation had before keyed trails and hashed tokens. */
const LAST_LEGACY_MIGRATION = 12;

/** The migrations folder as it was up to `last`: its SQL files and a journal cut there. */
async function migrationsUpTo(last: number): Promise<string> {
  const source = path.resolve(import.meta.dirname, '../../db/migrations');
  const folder = await mkdtemp(path.join(tmpdir(), 'venuedesk-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const journal = JSON.parse(await readFile(path.join(source, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const file of await readdir(source)) {
    if (journal.entries.some((entry) => file === `${entry.tag}.sql`)) {
      await copyFile(path.join(source, file), path.join(folder, file));
    }
  }
  return folder;
}

// Before decision 029 the server ran as the owner: the old installation is migrated and written
// as the owner, and the upgrade then makes the app's role, as a start does.
const legacyDatabase = await createTestDatabase({ migrated: false });
const legacyFolder = await migrationsUpTo(LAST_LEGACY_MIGRATION);
afterAll(() => rm(legacyFolder, { recursive: true, force: true }));
await migrate(drizzle(legacyDatabase.pool), { migrationsFolder: legacyFolder });

const SIGNED_TOKEN = 'signedcontractlinktokenAAAAAAAAAAAAAAAAAAA';
const LIVE_TOKEN = 'livesigninglinktokenBBBBBBBBBBBBBBBBBBBBBBB';
const REVOKED_TOKEN = 'revokedsigninglinktokenCCCCCCCCCCCCCCCCCCCC';
const SHARE_TOKEN = 'calendarsharetokenDDDDDDDDDDDDDDDDDDDDDDDDD';
const drawing = Buffer.from(signatureDataUrl().split(',')[1]!, 'base64');
const legacyPdf = Buffer.from(await (await PDFDocument.create().then((doc) => (doc.addPage(), doc))).save());

/** What the code before keyed trails wrote: rows, plain tokens and unkeyed SHA-256 events. */
async function seedLegacyInstallation() {
  const { rows: venues } = await legacyDatabase.pool.query<{ id: number }>(
    `insert into venues (name, slug) values ('Old Hall', 'old-hall') returning id`,
  );
  const venueId = venues[0]!.id;
  const content = 'The agreement as it was signed.';
  const documentHash = sha256Hex(content);
  const insertContract = async (status: string, evidence: boolean) => {
    const { rows } = await legacyDatabase.pool.query<{ id: string }>(
      `insert into contracts (venue_id, content, signer_email, status, document_hash, sent_at,
         signer_name, signed_at, signature_image, signer_ip, signed_pdf)
       values ($1, $2, 'sarah@example.com', $3, $4, now(), $5, $6, $7, $8, $9) returning id`,
      evidence
        ? [venueId, content, status, documentHash, 'Sarah', new Date(), drawing, '203.0.113.24', legacyPdf]
        : [venueId, content, status, documentHash, null, null, null, null, null],
    );
    return rows[0]!.id;
  };
  const signedId = await insertContract('signed', true);
  const sentId = await insertContract('sent', false);
  for (const [contractId, types] of [
    [signedId, ['created', 'sent', 'signed']],
    [sentId, ['created', 'sent']],
  ] as const) {
    let previousHash: string | null = null;
    for (const [index, type] of types.entries()) {
      const facts = {
        contractId,
        type,
        at: new Date(Date.UTC(2026, 0, 5, 10, index)),
        ip: type === 'signed' ? '203.0.113.24' : null,
        userAgent: null,
        actor: type === 'signed' ? 'Sarah <sarah@example.com>' : 'Olivia <owner@example.com> (owner)',
        documentHash,
        signatureHash: null,
        pdfHash: null,
      };
      const hash: string = hashLegacyEvent(facts, previousHash);
      await legacyDatabase.pool.query(
        `insert into contract_events (venue_id, contract_id, type, at, ip, user_agent, actor, document_hash, previous_hash, hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [venueId, contractId, type, facts.at, facts.ip, null, facts.actor, documentHash, previousHash, hash],
      );
      previousHash = hash;
    }
  }
  const link = (contractId: string, token: string, revoked: boolean) =>
    legacyDatabase.pool.query(
      `insert into contract_links (venue_id, contract_id, token, expires_at, revoked_at)
       values ($1, $2, $3, now() + interval '20 days', $4)`,
      [venueId, contractId, token, revoked ? new Date() : null],
    );
  await link(signedId, SIGNED_TOKEN, false);
  await link(sentId, REVOKED_TOKEN, true);
  await link(sentId, LIVE_TOKEN, false);
  await legacyDatabase.pool.query(
    `insert into calendar_shares (venue_id, token, public_access) values ($1, $2, true)`,
    [venueId, SHARE_TOKEN],
  );
  return { venueId, signedId, sentId };
}

const legacy = await seedLegacyInstallation();
const database = await prepareTestDatabase(legacyDatabase.ownerUrl);
const { app } = await createTestApp({ database });
const firstStart = await adoptInstallationKeys(app.deps, 'the test certificate');
const owner = await addStaffMember(app, legacy.venueId, 'owner');

async function audit(id: string): Promise<ContractAudit> {
  return (await app.inject({ method: 'GET', url: `/api/contracts/${id}/audit`, headers: owner.auth })).json();
}

describe('an installation from before keyed trails and hashed tokens, after the upgrade', () => {
  it('anchored its two trails and encrypted its three live tokens at the first start', () => {
    // The signed contract's link stays live: its signer downloads the PDF through it.
    expect(firstStart).toEqual({ firstUse: true, anchoredTrails: 2, sealedLinks: 3 });
  });

  it('keeps no plain token, only hashes and encrypted copies; revoked links keep neither', async () => {
    const links = await app.deps.db.select().from(contractLinks);
    expect(links.every((link) => link.legacyToken === null)).toBe(true);
    expect(links.map((link) => link.tokenHash).sort()).toEqual(
      [SIGNED_TOKEN, REVOKED_TOKEN, LIVE_TOKEN].map(sha256Hex).sort(),
    );
    const revoked = links.find((link) => link.tokenHash === sha256Hex(REVOKED_TOKEN))!;
    expect(revoked.tokenSealed).toBeNull();
    const [share] = await app.deps.db.select().from(calendarShares);
    expect(share).toMatchObject({ legacyToken: null, tokenHash: sha256Hex(SHARE_TOKEN) });
    expect(share!.feedTokenHash).toBe(sha256Hex(SHARE_TOKEN));
    const everything = JSON.stringify({ links, share });
    for (const token of [SIGNED_TOKEN, LIVE_TOKEN, REVOKED_TOKEN, SHARE_TOKEN]) expect(everything).not.toContain(token);
  });

  it('keeps the links already handed out working, and shows staff the same links', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/contracts/${LIVE_TOKEN}/public` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/contracts/${REVOKED_TOKEN}/public` })).statusCode).toBe(410);
    const list = (await app.inject({ method: 'GET', url: '/api/contracts', headers: owner.auth })).json<Contract[]>();
    expect(list.find((contract) => contract.id === legacy.sentId)!.signingUrl).toBe(
      `http://venuedesk.test/contract/${LIVE_TOKEN}/sign`,
    );
    const page = await app.inject({ method: 'GET', url: `/api/public/shared-calendar/${SHARE_TOKEN}?month=2031-11` });
    expect(page.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/calendar/ical/${SHARE_TOKEN}` })).statusCode).toBe(200);
    const share = (
      await app.inject({ method: 'GET', url: '/api/calendar/share', headers: owner.auth })
    ).json<CalendarShare>();
    expect(share.shareUrl).toBe(`http://venuedesk.test/shared-calendar/${SHARE_TOKEN}`);
    expect(share.webcalUrl).toBe(`webcal://venuedesk.test/api/calendar/ical/${SHARE_TOKEN}`);
  });

  it('verifies the old signed contract as what it is: an unkeyed trail anchored since, an unsigned PDF sealed by hash', async () => {
    const result = await audit(legacy.signedId);
    expect(result.verified).toBe(true);
    expect(result.checks.chain.status).toBe('legacy');
    expect(result.checks.pdfHash.status).toBe('passed');
    expect(result.checks.pdfSignature.status).toBe('legacy');
    expect(result.events.map((event) => [event.type, event.keyed])).toEqual([
      ['created', false],
      ['sent', false],
      ['signed', false],
      ['anchored', true],
    ]);
    expect(result.events[3]).toMatchObject({ signatureHash: sha256Hex(drawing), pdfHash: sha256Hex(legacyPdf) });
  });

  it('signs the contract that was out for signature with a keyed trail and a signed PDF', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/contracts/${LIVE_TOKEN}/sign`,
      payload: signPayload(),
      remoteAddress: `198.18.${randomInt(256)}.${randomInt(256)}`,
    });
    expect(response.statusCode).toBe(200);
    const result = await audit(legacy.sentId);
    expect(result.verified).toBe(true);
    expect(result.checks.chain.status).toBe('legacy');
    expect(result.checks.pdfSignature.status).toBe('passed');
    expect(result.events.map((event) => event.type)).toEqual(['created', 'sent', 'anchored', 'signed', 'sealed']);
  });

  it('no longer verifies an old trail rewritten after the anchor, unkeyed hashes recomputed', async () => {
    await tamperAsTableOwner(database, async (tx) => {
      const events = await tx.execute<Record<string, unknown>>(
        sql`select * from contract_events where contract_id = ${legacy.signedId} and chain_version = 1 order by id`,
      );
      let previousHash: string | null = null;
      for (const row of events.rows) {
        const facts = {
          contractId: legacy.signedId,
          type: row.type as 'signed',
          at: new Date(row.at as string),
          ip: row.type === 'signed' ? '198.51.100.66' : (row.ip as string | null),
          userAgent: row.user_agent as string | null,
          actor: row.actor as string,
          documentHash: row.document_hash as string,
          signatureHash: null,
          pdfHash: null,
        };
        const hash = hashLegacyEvent(facts, previousHash);
        await tx.execute(
          sql`update contract_events set ip = ${facts.ip}, previous_hash = ${previousHash}, hash = ${hash} where id = ${row.id as number}`,
        );
        previousHash = hash;
      }
    });
    const result = await audit(legacy.signedId);
    expect(result.verified).toBe(false);
    expect(result.checks.chain.status).toBe('failed');
  });

  it('anchors nothing again at later starts', async () => {
    expect(await adoptInstallationKeys(app.deps, 'the test certificate')).toEqual({
      firstUse: false,
      anchoredTrails: 0,
      sealedLinks: 0,
    });
  });

  it('refuses to start with another certificate, saying what to do', async () => {
    const other = readInstallationKeys(
      await createSelfSignedP12({ commonName: 'Another instance', password: '', modulusLength: 2048 }),
      '',
    );
    const start = adoptInstallationKeys({ ...app.deps, keys: other }, '/data/signing-certificate.p12');
    await expect(start).rejects.toThrow(InstallationKeyError);
    await expect(start).rejects.toThrow(/Every instance on one database must use the same certificate/);
  });

  it('refuses to adopt a certificate over keyed trails when the record of the first one is gone', async () => {
    await app.deps.db.delete(appMeta).where(eq(appMeta.key, CERTIFICATE_META_KEY));
    await expect(adoptInstallationKeys(app.deps, 'the test certificate')).rejects.toThrow(/record of which one/);
  });
});
