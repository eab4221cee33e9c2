import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { readInstallationKeys } from '#server/crypto/installation-keys.ts';
import { createSelfSignedP12 } from '#server/crypto/self-signed-certificate.ts';
import type { Tx } from '#server/db/client.ts';
import { contractEvents, contracts } from '#server/db/schema.ts';
import type { ContractAudit } from '#shared/contracts/contracts.schemas.ts';
import { createSentContract, signatureDataUrl, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { tamperAsTableOwner } from '#tests/tamper.ts';
import { createTestApp } from '#tests/test-app.ts';
import { hashLegacyEvent, sha256Hex } from './contract-audit.ts';
import { checkPdfSignature } from './pdf-signature-check.ts';
import { saveSealedPdf } from './pdf-seal.ts';

const run = promisify(execFile);
const { app, database } = await createTestApp();
const owner = await signUpOwner(app, 'Casa Azul');
const shots = await mkdtemp(path.join(tmpdir(), 'venuedesk-evidence-'));
afterAll(() => rm(shots, { recursive: true, force: true }));

async function signedContract() {
  const { contract, token } = await createSentContract(app, owner);
  const signed = await app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload: signPayload() });
  expect(signed.statusCode).toBe(200);
  const [row] = await app.deps.db.select().from(contracts).where(eq(contracts.id, contract.id));
  return row!;
}

async function audit(id: string): Promise<ContractAudit> {
  const response = await app.inject({ method: 'GET', url: `/api/contracts/${id}/audit`, headers: owner.auth });
  expect(response.statusCode).toBe(200);
  return response.json<ContractAudit>();
}

/** `pdfsig` (poppler) on the bytes: its report, whatever its exit status. */
async function pdfsig(pdf: Buffer, name: string): Promise<string> {
  const file = path.join(shots, name);
  await writeFile(file, pdf);
  const result = await run('pdfsig', [file]).catch((error: { stdout: string; stderr: string }) => error);
  return `${result.stdout}${result.stderr}`;
}

/** The PDF with one byte of its signed range changed: a letter of the Producer entry, so it still parses. */
function withOneByteChanged(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('VenueDesk', copy.indexOf('/Producer'));
  copy[at] = 'W'.charCodeAt(0);
  return copy;
}

function setPdf(id: string, signedPdf: Buffer) {
  return tamperAsTableOwner(database, async (tx) => {
    await tx.update(contracts).set({ signedPdf }).where(eq(contracts.id, id));
  });
}

describe('a signed contract as evidence', () => {
  it('passes all three checks: the keyed chain, the PDF’s hash and its digital signature', async () => {
    const row = await signedContract();
    const result = await audit(row.id);
    expect(result.verified).toBe(true);
    expect(result.checks.chain.status).toBe('passed');
    expect(result.checks.pdfHash.status).toBe('passed');
    expect(result.checks.pdfSignature.status).toBe('passed');
    expect(result.events.map((event) => event.type)).toEqual(['created', 'sent', 'signed', 'sealed']);
    expect(result.events.every((event) => event.keyed)).toBe(true);
    expect(result.events[2]!.signatureHash).toBe(sha256Hex(row.signatureImage!));
    expect(result.events[3]!.pdfHash).toBe(sha256Hex(row.signedPdf!));
    expect(checkPdfSignature(row.signedPdf!)).toMatchObject({
      status: 'valid',
      fingerprint: app.deps.keys.certificate.fingerprint,
      // The CMS signing time (UTCTime) keeps whole seconds.
      signedAt: new Date(Math.floor(row.signedAt!.getTime() / 1000) * 1000),
    });
  });

  it('is a PDF that pdfsig finds validly signed, and invalid after one byte of it changes; qpdf finds it sound', async () => {
    const row = await signedContract();
    const report = await pdfsig(row.signedPdf!, 'signed.pdf');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signer Certificate Common Name: VenueDesk test certificate');
    const { stdout } = await run('qpdf', ['--check', path.join(shots, 'signed.pdf')]);
    expect(stdout).toContain('No syntax or stream encoding errors found');

    const tampered = await pdfsig(withOneByteChanged(row.signedPdf!), 'tampered.pdf');
    expect(tampered).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
    expect(checkPdfSignature(withOneByteChanged(row.signedPdf!))).toEqual({
      status: 'invalid',
      reason: 'the file changed after it was signed',
    });
  });
});

describe('tampering with a signed contract in the database', () => {
  it('reports a rewritten signer IP with the chain recomputed without the key as not verified', async () => {
    for (const passAsUnkeyed of [false, true]) {
      const row = await signedContract();
      await tamperAsTableOwner(database, async (tx) => {
        await tx.update(contracts).set({ signerIp: '198.51.100.66' }).where(eq(contracts.id, row.id));
        await rewriteTrail(tx, row.id, passAsUnkeyed);
      });
      const result = await audit(row.id);
      expect(result.events.find((event) => event.type === 'signed')!.ip).toBe('198.51.100.66');
      expect(result.verified, `passed off as unkeyed: ${passAsUnkeyed}`).toBe(false);
      expect(result.checks.chain.status).toBe('failed');
    }
  });

  it('reports a PDF changed by one byte on both PDF checks', async () => {
    const row = await signedContract();
    await setPdf(row.id, withOneByteChanged(row.signedPdf!));
    const result = await audit(row.id);
    expect(result.verified).toBe(false);
    expect(result.checks.chain.status).toBe('passed');
    expect(result.checks.pdfHash).toEqual({
      status: 'failed',
      detail: 'The stored PDF differs from the one whose SHA-256 the trail sealed.',
    });
    expect(result.checks.pdfSignature).toEqual({
      status: 'failed',
      detail: 'The PDF’s digital signature is not valid: the file changed after it was signed.',
    });
  });

  it('reports a PDF replaced by one validly signed with another certificate', async () => {
    const row = await signedContract();
    const otherKeys = readInstallationKeys(
      await createSelfSignedP12({ commonName: 'Someone else', password: 'x', modulusLength: 2048 }),
      'x',
    );
    const forged = await saveSealedPdf(await PDFDocument.create().then((doc) => (doc.addPage(), doc)), otherKeys, {
      signingTime: new Date(),
      reason: 'forged',
      location: 'nowhere',
      contactInfo: 'nobody',
    });
    expect(checkPdfSignature(forged).status).toBe('valid');
    await setPdf(row.id, forged);
    const result = await audit(row.id);
    expect(result.checks.pdfHash.status).toBe('failed');
    expect(result.checks.pdfSignature).toEqual({
      status: 'failed',
      detail: 'The PDF is signed by “Someone else”, which is not this installation’s certificate.',
    });
  });

  it('reports a replaced drawing and a rewritten text against the chain', async () => {
    const row = await signedContract();
    const otherDrawing = Buffer.from(signatureDataUrl({ width: 300, height: 100 }).split(',')[1]!, 'base64');
    await tamperAsTableOwner(database, async (tx) => {
      await tx.update(contracts).set({ signatureImage: otherDrawing }).where(eq(contracts.id, row.id));
    });
    expect((await audit(row.id)).checks.chain).toEqual({
      status: 'failed',
      detail: 'The stored drawn signature differs from the one the trail recorded.',
    });

    const another = await signedContract();
    await tamperAsTableOwner(database, async (tx) => {
      await tx.update(contracts).set({ content: 'Other words' }).where(eq(contracts.id, another.id));
    });
    expect((await audit(another.id)).checks.chain).toEqual({
      status: 'failed',
      detail: 'The stored text differs from the text that was signed.',
    });
  });
});

/**
 * What the attack of the issue did: change the signed event's IP and recompute every hash after
 * it the only way possible without the key, as unkeyed SHA-256 (optionally marking the events as
 * made before keyed trails, to pass the trail off as an old one).
 */
async function rewriteTrail(tx: Tx, contractId: string, passAsUnkeyed: boolean) {
  const events = await tx
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(asc(contractEvents.id));
  let previousHash: string | null = null;
  for (const event of events) {
    const facts = { ...event, ip: event.type === 'signed' ? '198.51.100.66' : event.ip };
    const hash = hashLegacyEvent(facts, previousHash);
    await tx
      .update(contractEvents)
      .set({ ip: facts.ip, previousHash, hash, ...(passAsUnkeyed ? { version: 1 } : {}) })
      .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.id, event.id)));
    previousHash = hash;
  }
}
