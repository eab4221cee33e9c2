import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { contractEvents, contracts, notifications, outbox } from '#server/db/schema.ts';
import { publicContractSchema, type ContractAudit } from '#shared/contracts/contracts.schemas.ts';
import { createContract, createSentContract, signatureDataUrl, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { readPdfText } from './pdf-text.test-helper.ts';

const { app } = await createTestApp({ env: { TRUST_PROXY: '1' } });
const owner = await signUpOwner(app, 'Casa Azul');

/** Each signature from an address of its own, clear of the per-address limit (tested apart). */
function sign(token: string, payload: object = signPayload(), headers: Record<string, string> = {}) {
  const remoteAddress = `198.18.${randomInt(256)}.${randomInt(256)}`;
  return app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload, headers, remoteAddress });
}

async function contractRow(id: string) {
  const [row] = await app.deps.db.select().from(contracts).where(eq(contracts.id, id));
  return row!;
}

async function eventTypes(id: string) {
  const rows = await app.deps.db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, id))
    .orderBy(contractEvents.id);
  return rows.map((row) => row.type);
}

describe('the public contract read', () => {
  it("gives only the status, name (and its name in each language), text and its versions, signed date, the couple's language and the venue brand, without caching or referrer", async () => {
    const { token } = await createSentContract(app, owner);
    const response = await app.inject({ method: 'GET', url: `/api/contracts/${token}/public` });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'content',
      'language',
      'names',
      'signedAt',
      'signedInClient',
      'status',
      'templateName',
      'venue',
      'versions',
    ]);
    // The brand, never the venue's e-mail or anything else of it.
    expect(Object.keys(response.json().venue).sort()).toEqual([
      'accentColor',
      'logo',
      'name',
      'primaryColor',
      'secondaryColor',
    ]);
    expect(publicContractSchema.parse(response.json())).toMatchObject({
      status: 'sent',
      templateName: 'Wedding Agreement',
      signedAt: null,
      venue: {
        name: 'Casa Azul',
        primaryColor: '#8B5A6B',
        secondaryColor: '#6B7280',
        accentColor: '#10B981',
        logo: null,
      },
    });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it('answers 404 for a draft (by its id), a contract id used as a token, and an altered token', async () => {
    const draft = await createContract(app, owner);
    const { contract, token } = await createSentContract(app, owner);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const reference of [draft.id, contract.id, altered, 'x']) {
      const response = await app.inject({ method: 'GET', url: `/api/contracts/${reference}/public` });
      expect(response.statusCode, reference).toBe(404);
      expect(response.json().message).toBe('Contract not found');
    }
  });

  it('answers 410 for an expired link', async () => {
    const { contract, token } = await createSentContract(app, owner);
    await app.deps.db.execute(
      `update contract_links set expires_at = now() - interval '1 second' where contract_id = '${contract.id}'`,
    );
    const response = await app.inject({ method: 'GET', url: `/api/contracts/${token}/public` });
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe('This signing link has expired or was replaced. Ask the venue for a new one.');
    expect((await sign(token)).statusCode).toBe(410);
    expect((await contractRow(contract.id)).status).toBe('sent');
  });
});

describe('POST /api/contracts/{token}/view', () => {
  it('makes a sent contract viewed, records the opening, and leaves a signed one signed', async () => {
    const { contract, token } = await createSentContract(app, owner);
    const view = () => app.inject({ method: 'POST', url: `/api/contracts/${token}/view` });
    expect((await view()).json().status).toBe('viewed');
    const row = await contractRow(contract.id);
    expect(row.status).toBe('viewed');
    expect(row.viewedAt).not.toBeNull();
    expect(await eventTypes(contract.id)).toEqual(['created', 'sent', 'viewed']);
    expect((await sign(token)).statusCode).toBe(200);
    expect((await view()).json().status).toBe('signed');
    expect(await eventTypes(contract.id)).toEqual(['created', 'sent', 'viewed', 'signed', 'sealed']);
  });

  it('records repeated openings from one address once an hour, and each other address apart', async () => {
    const { contract, token } = await createSentContract(app, owner);
    const view = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: `/api/contracts/${token}/view`, remoteAddress });
    // The first opening, recorded as if 61 minutes ago (the event takes the server's clock).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 61 * 60_000 });
    expect((await view('198.51.100.10')).statusCode).toBe(200);
    vi.useRealTimers();
    for (let reload = 0; reload < 30; reload++) expect((await view('198.51.100.10')).statusCode).toBe(200);
    await view('198.51.100.11');
    await view('198.51.100.11');
    const views = await app.deps.db
      .select({ ip: contractEvents.ip })
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, contract.id), eq(contractEvents.type, 'viewed')))
      .orderBy(contractEvents.id);
    // An hour after the first, the next opening counts again; the 29 after it within the hour do not.
    expect(views.map((event) => event.ip)).toEqual(['198.51.100.10', '198.51.100.10', '198.51.100.11']);
  });
});

describe('POST /api/contracts/{token}/sign', () => {
  it('signs: evidence stored, the PDF made, the signer e-mailed a copy, the venue notified', async () => {
    const { contract, token } = await createSentContract(app, owner);
    const response = await sign(token, signPayload(), {
      'x-forwarded-for': '203.0.113.7',
      'user-agent': 'Mozilla/5.0 (iPhone) Test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'signed', signedAt: expect.any(String) });

    const row = await contractRow(contract.id);
    expect(row).toMatchObject({ status: 'signed', signerName: 'Sarah Johnson', signerIp: '203.0.113.7' });
    expect(row.signerUserAgent).toBe('Mozilla/5.0 (iPhone) Test');
    expect(row.signatureImage!.subarray(1, 4).toString()).toBe('PNG');
    expect(row.signedPdf!.subarray(0, 5).toString()).toBe('%PDF-');

    const emails = await app.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'sarah@example.com'))
      .orderBy(desc(outbox.id));
    const copy = emails.find((email) => email.subject.startsWith('Your signed contract'))!;
    expect(copy.subject).toBe('Your signed contract with Casa Azul');
    expect(copy.attachments).toEqual([
      {
        filename: expect.stringMatching(/^Sarah-Michael-2031-\d\d-\d\d-signed\.pdf$/),
        contentType: 'application/pdf',
        contentBase64: row.signedPdf!.toString('base64'),
      },
    ]);
    const notes = await app.deps.db.select().from(notifications).where(eq(notifications.kind, 'contract.signed'));
    expect(notes.map((note) => note.title)).toContain('Sarah Johnson signed "Wedding Agreement"');
  });

  it.each([
    ['no name', { signerName: '  ' }, 'signerName'],
    ['a bad email', { signerEmail: 'sarah-at-example' }, 'signerEmail'],
    ['a blank drawing', { signature: signatureDataUrl({ blank: true }) }, 'signature'],
    ['no consent', { consent: false }, 'consent'],
    ['consent left out', { consent: undefined }, 'consent'],
    ['an image that is not a PNG', { signature: 'data:image/png;base64,aGVsbG8gd29ybGQ=' }, 'signature'],
    ['an oversized image', { signature: signatureDataUrl({ width: 3000, height: 200 }) }, 'signature'],
    ['a JPEG data URL', { signature: 'data:image/jpeg;base64,/9j/4AAQ' }, 'signature'],
  ])('refuses %s with 400 on the field and changes nothing', async (_case, overrides, field) => {
    const { contract, token } = await createSentContract(app, owner);
    const response = await sign(token, signPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
    const row = await contractRow(contract.id);
    expect(row.status).toBe('sent');
    expect(row.signedPdf).toBeNull();
    expect(await eventTypes(contract.id)).toEqual(['created', 'sent']);
  });

  it('says a blank drawing needs a signature, in the words of the spec', async () => {
    const { token } = await createSentContract(app, owner);
    const response = await sign(token, signPayload({ signature: signatureDataUrl({ blank: true }) }));
    expect(response.json().fieldErrors.signature).toEqual(['Please provide your signature before submitting.']);
  });

  it('refuses a second signature with 409', async () => {
    const { token } = await createSentContract(app, owner);
    expect((await sign(token)).statusCode).toBe(200);
    const again = await sign(token, signPayload({ signerName: 'Someone Else' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This contract is already signed');
  });

  it('of signatures sent at once, exactly one succeeds and the rest get 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { contract, token } = await createSentContract(app, owner);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) => sign(token, signPayload({ signerName: `Signer ${index}` }))),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      expect((await eventTypes(contract.id)).filter((type) => type === 'signed')).toHaveLength(1);
    }
  });

  it('makes a PDF whose text holds the contract, the signer, the hashes and every event', async () => {
    const { contract, token } = await createSentContract(app, owner, {
      content: `Para one for {{coupleNames}}.\n\n${'A long clause that must wrap across the page width. '.repeat(200)}\nQuinceañera · Ünïcödé · Привет`,
    });
    await app.inject({ method: 'POST', url: `/api/contracts/${token}/view` });
    expect((await sign(token)).statusCode).toBe(200);
    const row = await contractRow(contract.id);
    const { text, pages } = await readPdfText(row.signedPdf!);
    expect(pages).toBeGreaterThanOrEqual(3); // the long text runs over a page, then the certificate
    expect(text).toContain('Para one for Sarah & Michael.');
    expect(text).toContain('Quinceañera · Ünïcödé · Привет');
    expect(text).toContain('Signed electronically by Sarah Johnson <sarah@example.com>');
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Consent given before signing: "I agree to sign electronically.');
    expect(text).toContain(row.documentHash!);
    for (const label of ['Created', 'Sent for signature', 'Viewed by the signer', 'Signed'])
      expect(text).toContain(label);
  });
});

describe('the signed PDF and the audit trail for staff', () => {
  it('serves the stored PDF to the venue, records the download, and verifies the trail', async () => {
    const { contract, token } = await createSentContract(app, owner);
    await sign(token);
    const stored = (await contractRow(contract.id)).signedPdf!;
    const pdf = await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/pdf`, headers: owner.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="Sarah-Michael-2031-\d\d-\d\d-signed\.pdf"$/,
    );
    expect(pdf.rawPayload.equals(stored)).toBe(true);
    const publicPdf = await app.inject({ method: 'GET', url: `/api/contracts/${token}/public/pdf` });
    expect(publicPdf.rawPayload.equals(stored)).toBe(true);

    const audit = (
      await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/audit`, headers: owner.auth })
    ).json<ContractAudit>();
    expect(audit.verified).toBe(true);
    expect(audit.events.map((event) => event.type)).toEqual([
      'created',
      'sent',
      'signed',
      'sealed',
      'downloaded',
      'downloaded',
    ]);
    expect(audit.events[0]!.previousHash).toBeNull();
    for (let i = 1; i < audit.events.length; i++) expect(audit.events[i]!.previousHash).toBe(audit.events[i - 1]!.hash);
    expect(audit.events[0]!.actor).toBe(`Test User <${owner.email}> (owner)`);
    expect(audit.events[2]).toMatchObject({ actor: 'Sarah Johnson <sarah@example.com>', ip: expect.any(String) });
  });

  it('has no PDF before signing', async () => {
    const { contract, token } = await createSentContract(app, owner);
    expect(
      (await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/pdf`, headers: owner.auth })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/contracts/${token}/public/pdf` })).statusCode).toBe(404);
  });

  it('never changes a signed contract: edit, send and revoke answer 409', async () => {
    const { contract, token } = await createSentContract(app, owner);
    await sign(token);
    const before = await contractRow(contract.id);
    const attempts = [
      app.inject({
        method: 'PATCH',
        url: `/api/contracts/${contract.id}`,
        headers: owner.auth,
        payload: { content: 'New' },
      }),
      app.inject({ method: 'POST', url: `/api/contracts/${contract.id}/send`, headers: owner.auth }),
      app.inject({ method: 'POST', url: `/api/contracts/${contract.id}/revoke`, headers: owner.auth }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(409);
    expect(await contractRow(contract.id)).toEqual(before);
  });
});

describe('limits on the signing page', () => {
  it('lets one address try to sign 10 times in 10 minutes, then answers 429', async () => {
    const { token } = await createSentContract(app, owner);
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: `/api/contracts/${token}/sign`,
        payload: signPayload({ consent: false }),
        remoteAddress: '198.19.7.7',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
