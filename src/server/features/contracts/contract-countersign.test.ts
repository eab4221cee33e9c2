import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contractCountersignatures, contractEvents, contracts, outbox } from '#server/db/schema.ts';
import type { Contract, ContractAudit } from '#shared/contracts/contracts.schemas.ts';
import { createSentContract, signatureDataUrl, signPayload } from '#tests/contracts-factory.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { tamperAsTableOwner } from '#tests/tamper.ts';
import { createTestApp } from '#tests/test-app.ts';
import { sha256Hex } from './contract-audit.ts';
import { poppler } from './pdf-inspect.test-helper.ts';
import { checkPdfSignature } from './pdf-signature-check.ts';

const run = promisify(execFile);
const { app, database } = await createTestApp();
const owner = await signUpOwner(app, 'Casa Azul');
const venueId = owner.user.venueId!;
const manager = await addStaffMember(app, venueId, 'manager');
const otherManager = await addStaffMember(app, venueId, 'manager');
const coordinator = await addStaffMember(app, venueId, 'coordinator');
const stranger = await signUpOwner(app, 'Other Venue');
const files = await mkdtemp(path.join(tmpdir(), 'venuedesk-countersign-'));
afterAll(() => rm(files, { recursive: true, force: true }));

async function signedContract(): Promise<Contract> {
  const { contract, token } = await createSentContract(app, owner);
  const signed = await app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload: signPayload() });
  expect(signed.statusCode).toBe(200);
  return contract;
}

function countersign(who: SignedIn | null, id: string, payload: object = { signature: signatureDataUrl() }) {
  return app.inject({
    method: 'POST',
    url: `/api/contracts/${id}/countersign`,
    headers: { ...who?.auth, 'user-agent': 'Countersign Test' },
    payload,
  });
}

async function audit(id: string): Promise<ContractAudit> {
  const response = await app.inject({ method: 'GET', url: `/api/contracts/${id}/audit`, headers: owner.auth });
  expect(response.statusCode).toBe(200);
  return response.json<ContractAudit>();
}

async function contractRow(id: string) {
  const [row] = await app.deps.db.select().from(contracts).where(eq(contracts.id, id));
  return row!;
}

async function countersignatures(id: string) {
  return app.deps.db.select().from(contractCountersignatures).where(eq(contractCountersignatures.contractId, id));
}

async function tool(command: string, args: string[], pdf: Buffer, name: string): Promise<string> {
  const file = path.join(files, name);
  await writeFile(file, pdf);
  const result = await run(command, [...args, file]).catch((error: { stdout: string; stderr: string }) => error);
  return `${result.stdout}${result.stderr}`;
}

describe('the venue’s countersignature', () => {
  it('is recorded in the trail, passes all three checks, and gives a new PDF that pdfsig and qpdf accept', async () => {
    const contract = await signedContract();
    const couplePdf = (await contractRow(contract.id)).signedPdf!;

    const response = await countersign(manager, contract.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<Contract>();
    expect(body).toMatchObject({ status: 'signed', countersignedBy: 'Test User' });
    expect(body.countersignedAt).toEqual(expect.any(String));

    const result = await audit(contract.id);
    expect(result.verified).toBe(true);
    expect(result.checks.chain.status).toBe('passed');
    expect(result.checks.pdfHash.status).toBe('passed');
    expect(result.checks.pdfSignature.status).toBe('passed');
    expect(result.events.map((event) => event.type)).toEqual([
      'created',
      'sent',
      'signed',
      'sealed',
      'countersigned',
      'sealed',
    ]);
    const [row] = await countersignatures(contract.id);
    const countersigned = result.events[4]!;
    expect(countersigned.actor).toBe(`Test User <${manager.email}> (manager)`);
    expect(countersigned.userAgent).toBe('Countersign Test');
    expect(countersigned.signatureHash).toBe(sha256Hex(row!.signatureImage));
    expect(result.events[5]!.pdfHash).toBe(sha256Hex(row!.countersignedPdf));
    // The couple's PDF is untouched, and still the one sealed when they signed.
    expect((await contractRow(contract.id)).signedPdf!.equals(couplePdf)).toBe(true);
    expect(result.events[3]!.pdfHash).toBe(sha256Hex(couplePdf));

    // Downloads now serve the countersigned version.
    const pdf = await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/pdf`, headers: owner.auth });
    expect(pdf.rawPayload.equals(row!.countersignedPdf)).toBe(true);
    expect(checkPdfSignature(pdf.rawPayload)).toMatchObject({
      status: 'valid',
      fingerprint: app.deps.keys.certificate.fingerprint,
    });
    expect(await tool('pdfsig', [], pdf.rawPayload, 'countersigned.pdf')).toContain(
      'Signature Validation: Signature is Valid.',
    );
    expect(await tool('qpdf', ['--check'], pdf.rawPayload, 'countersigned-check.pdf')).toContain(
      'No syntax or stream encoding errors found',
    );
    const text = await poppler('pdftotext', pdf.rawPayload);
    expect(text).toContain('Countersignature for Casa Azul');
    expect(text).toContain(`Countersigned electronically by Test User <${manager.email}> (manager)`);
    expect(text).toContain(`Countersigned by: Test User <${manager.email}> (manager)`);
    expect(text).toContain('Signed electronically by Sarah Johnson <sarah@example.com>');
    expect(text).toContain(sha256Hex(couplePdf));
    expect(text).toContain(countersigned.signatureHash!);
    expect(text).toContain('Countersigned by the venue');

    // The couple gets the countersigned copy.
    const emails = await app.deps.db.select().from(outbox).where(eq(outbox.to, 'sarah@example.com'));
    const copy = emails.find((email) => email.subject === 'Your countersigned contract with Casa Azul');
    expect(copy?.attachments?.[0]?.contentBase64).toBe(row!.countersignedPdf.toString('base64'));
  });

  it('shows in the contract list', async () => {
    const contract = await signedContract();
    expect((await countersign(owner, contract.id)).statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/contracts', headers: owner.auth });
    const listed = list.json<Contract[]>().find((item) => item.id === contract.id);
    expect(listed).toMatchObject({ countersignedBy: 'Test User', countersignedAt: expect.any(String) });
  });

  it('is for owners and managers of the venue only', async () => {
    const contract = await signedContract();
    expect((await countersign(coordinator, contract.id)).statusCode).toBe(403);
    expect((await countersign(await signUpClient(app), contract.id)).statusCode).toBe(403);
    expect((await countersign(null, contract.id)).statusCode).toBe(401);
    expect((await countersign(stranger, contract.id)).statusCode).toBe(404);
    expect(await countersignatures(contract.id)).toHaveLength(0);
    expect((await countersign(owner, contract.id)).statusCode).toBe(200);
  });

  it('needs the couple’s signature first, and a drawing with ink', async () => {
    const { contract } = await createSentContract(app, owner);
    const early = await countersign(owner, contract.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a contract the couple has signed can be countersigned');

    const signed = await signedContract();
    const blank = await countersign(owner, signed.id, { signature: signatureDataUrl({ blank: true }) });
    expect(blank.statusCode).toBe(400);
    expect(await countersign(owner, signed.id, {}).then((response) => response.statusCode)).toBe(400);
    expect(await countersignatures(signed.id)).toHaveLength(0);
    expect((await audit(signed.id)).events.map((event) => event.type)).not.toContain('countersigned');
  });

  it('happens once: a second countersignature is refused', async () => {
    const contract = await signedContract();
    expect((await countersign(owner, contract.id)).statusCode).toBe(200);
    const again = await countersign(manager, contract.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This contract is already countersigned');
    expect(await countersignatures(contract.id)).toHaveLength(1);
  });

  it('of two managers at once, records exactly one', async () => {
    const contract = await signedContract();
    const responses = await Promise.all([countersign(manager, contract.id), countersign(otherManager, contract.id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await countersignatures(contract.id)).toHaveLength(1);
    const result = await audit(contract.id);
    expect(result.events.filter((event) => event.type === 'countersigned')).toHaveLength(1);
    expect(result.verified).toBe(true);
  });

  it('cannot be changed or removed by the app, nor added to an unsigned contract behind the service', async () => {
    const contract = await signedContract();
    expect((await countersign(owner, contract.id)).statusCode).toBe(200);
    const refused = (statement: Promise<unknown>) =>
      statement.then(
        () => 'succeeded',
        (error: { cause?: { code?: string } }) => error.cause?.code,
      );
    expect(
      await refused(
        app.deps.db.execute(
          sql`update contract_countersignatures set signer_name = 'Someone' where contract_id = ${contract.id}`,
        ),
      ),
    ).toBe('42501');
    expect(
      await refused(
        app.deps.db.execute(sql`delete from contract_countersignatures where contract_id = ${contract.id}`),
      ),
    ).toBe('42501');

    const { contract: unsigned } = await createSentContract(app, owner);
    const [existing] = await countersignatures(contract.id);
    expect(
      await refused(app.deps.db.insert(contractCountersignatures).values({ ...existing!, contractId: unsigned.id })),
    ).toBe('23514');
  });

  it('fails the audit when the stored countersignature or its PDF is rewritten', async () => {
    const contract = await signedContract();
    expect((await countersign(owner, contract.id)).statusCode).toBe(200);
    const [row] = await countersignatures(contract.id);
    const otherDrawing = Buffer.from(signatureDataUrl({ width: 590 }).split(',')[1]!, 'base64');
    await tamperAsTableOwner(database, async (tx) => {
      await tx
        .update(contractCountersignatures)
        .set({ signatureImage: otherDrawing })
        .where(eq(contractCountersignatures.contractId, contract.id));
    });
    const drawing = await audit(contract.id);
    expect(drawing.verified).toBe(false);
    expect(drawing.checks.chain).toEqual({
      status: 'failed',
      detail: 'The stored countersignature differs from the one the trail recorded.',
    });

    await tamperAsTableOwner(database, async (tx) => {
      await tx
        .update(contractCountersignatures)
        .set({ signatureImage: row!.signatureImage, countersignedPdf: (await contractRow(contract.id)).signedPdf! })
        .where(eq(contractCountersignatures.contractId, contract.id));
    });
    const pdf = await audit(contract.id);
    expect(pdf.checks.chain.status).toBe('passed');
    expect(pdf.checks.pdfHash.status).toBe('failed');

    await tamperAsTableOwner(database, async (tx) => {
      await tx.delete(contractCountersignatures).where(eq(contractCountersignatures.contractId, contract.id));
    });
    const gone = await audit(contract.id);
    expect(gone.checks.chain).toEqual({
      status: 'failed',
      detail: 'The trail records a countersignature that is no longer stored.',
    });
    // The events it left stay: the trail itself is append-only.
    const events = await app.deps.db.select().from(contractEvents).where(eq(contractEvents.contractId, contract.id));
    expect(events.map((event) => event.type)).toContain('countersigned');
  });
});
