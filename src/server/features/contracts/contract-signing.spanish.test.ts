import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractCountersignatures, contractEvents, contracts, outbox } from '#server/db/schema.ts';
import type { ContractAudit } from '#shared/contracts/contracts.schemas.ts';
import { createEligibleBooking, createSentContract, signatureDataUrl, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner, uniqueEmail } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { hashKeyedEvent, type ContractEventFacts } from './contract-audit.ts';
import { sendContractReminders } from './contract-reminders.service.ts';
import { readPdfText } from './pdf-text.test-helper.ts';

const { app } = await createTestApp();
const db = app.deps.db;
// Staff act in English: nothing about the session names Spanish.
const owner = await signUpOwner(app, 'Hacienda Rosa');

function sign(token: string, payload: object) {
  const remoteAddress = `198.18.${randomInt(256)}.${randomInt(256)}`;
  return app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload, remoteAddress });
}

/** A contract sent, by the English-speaking owner, for a booking whose couple reads Spanish. */
async function sentToSpanishCouple(language: 'es' | 'en' = 'es') {
  const signerEmail = uniqueEmail('pareja');
  const booking = await createEligibleBooking(app, owner, { language });
  const sent = await createSentContract(app, owner, {
    bookingId: booking.id,
    signerEmail,
    templateName: 'Contrato de boda',
  });
  return { ...sent, signerEmail };
}

async function emailsTo(address: string) {
  return db.select().from(outbox).where(eq(outbox.to, address)).orderBy(desc(outbox.id));
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function contractRow(id: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row!;
}

describe('a contract for a Spanish-speaking couple, sent by English-speaking staff', () => {
  it("e-mails the signing request in the booking's language, its link opening the page in it", async () => {
    const { token, signerEmail } = await sentToSpanishCouple();
    const [request] = await emailsTo(signerEmail);
    expect(request!.subject).toBe('Su contrato de Hacienda Rosa está listo para firmar');
    expect(request!.text).toContain('Hacienda Rosa le envió «Contrato de boda» para que lo lea y lo firme');
    expect(request!.text).toMatch(/El enlace funciona hasta el \d{1,2} de [a-z]+ de \d{4}\./);
    expect(request!.text).toContain(`http://venuedesk.test/contract/${token}/sign?lang=es`);
    expect(request!.html).toContain('<html lang="es">');
    expect(request!.html).toContain('Revisar y firmar');
    expect(request!.text).not.toMatch(/Your contract|Review and sign|The link works/);
  });

  it("tells the page the booking's language, its last fallback", async () => {
    const spanish = await sentToSpanishCouple('es');
    const english = await sentToSpanishCouple('en');
    const read = async (token: string) =>
      (await app.inject({ method: 'GET', url: `/api/contracts/${token}/public` })).json<{ language: string }>();
    expect((await read(spanish.token)).language).toBe('es');
    expect((await read(english.token)).language).toBe('en');
  });

  it('reminds in Spanish, with the link in Spanish', async () => {
    const { token, signerEmail } = await sentToSpanishCouple();
    await sendContractReminders(app.deps, new Date(Date.now() + 73 * 3_600_000));
    const [reminder] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, signerEmail), like(outbox.subject, 'Recordatorio:%')));
    expect(reminder!.subject).toBe('Recordatorio: «Contrato de boda» de Hacienda Rosa espera su firma');
    expect(reminder!.text).toContain('todavía espera su firma');
    expect(reminder!.text).toContain(`/contract/${token}/sign?lang=es`);
  });

  it('signs in Spanish: the certificate in Spanish, the language in the hashed trail, the copy in Spanish', async () => {
    const { contract, token, signerEmail } = await sentToSpanishCouple();
    const response = await sign(token, signPayload({ signerEmail, signerName: 'Ana Torres', language: 'es' }));
    expect(response.statusCode).toBe(200);

    const [signedEvent] = await db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, contract.id), eq(contractEvents.type, 'signed')));
    expect(signedEvent!.language).toBe('es');
    const audit = (
      await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/audit`, headers: owner.auth })
    ).json<ContractAudit>();
    expect(audit.verified).toBe(true);
    expect(audit.checks.pdfSignature.status).toBe('passed');
    expect(audit.events.find((event) => event.type === 'signed')!.language).toBe('es');
    expect(audit.events.filter((event) => event.language !== null)).toHaveLength(1);

    const [row] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    const text = flat((await readPdfText(row!.signedPdf!)).text);
    expect(text).toContain('Firmado electrónicamente por Ana Torres <');
    expect(text).toContain('Certificado de finalización');
    expect(text).toContain('Contrato: Contrato de boda');
    expect(text).toContain('Idioma de la página de firma: Español');
    expect(text).toContain('Consentimiento dado antes de firmar: «Acepto firmar electrónicamente.');
    expect(text).toContain('SHA-256 del texto del documento tal como se firmó:');
    expect(text).toContain('Registro de auditoría');
    expect(text).toContain('Enviado para firma ·');
    expect(text).toMatch(/Página 1 de \d/);
    expect(text).not.toMatch(/Certificate of Completion|Signed electronically|Audit trail|Consent given|Page 1 of/);

    const copy = (await emailsTo(signerEmail)).find((email) => email.attachments?.length);
    expect(copy!.subject).toBe('Su contrato firmado con Hacienda Rosa');
    expect(copy!.text).toContain('Hola, Ana Torres:');
    expect(copy!.html).toContain('<html lang="es">');
  });

  it('writes VenueDesk’s words of the trail in Spanish, the recorded names and addresses as recorded, countersigned too', async () => {
    const { contract, token, signerEmail } = await sentToSpanishCouple();
    expect((await app.inject({ method: 'POST', url: `/api/contracts/${token}/view`, payload: {} })).statusCode).toBe(
      200,
    );
    expect((await sign(token, signPayload({ signerEmail, signerName: 'Ana Torres', language: 'es' }))).statusCode).toBe(
      200,
    );
    const signed = flat((await readPdfText((await contractRow(contract.id)).signedPdf!)).text);
    expect(signed).toContain(`Por: ${owner.user.firstName} ${owner.user.lastName} <${owner.user.email}> (propietario)`);
    expect(signed).toContain('Por: Visitante con el enlace de firma');
    expect(signed).toContain(`Por: Ana Torres <${signerEmail}>`);

    const countersigned = await app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/countersign`,
      headers: owner.auth,
      payload: { signature: signatureDataUrl() },
    });
    expect(countersigned.statusCode).toBe(200);
    const [countersignature] = await db
      .select()
      .from(contractCountersignatures)
      .where(eq(contractCountersignatures.contractId, contract.id));
    // The trail records the English, as ever; the Spanish document writes VenueDesk's words in Spanish.
    expect(countersignature!.signedBy).toMatch(/ \(owner\)$/);
    const text = flat((await readPdfText(countersignature!.countersignedPdf)).text);
    const owned = `${owner.user.firstName} ${owner.user.lastName} <${owner.user.email}> (propietario)`;
    expect(text).toContain(`Refrendado electrónicamente por ${owned}`);
    expect(text).toContain(`Refrendado por: ${owned}`);
    expect(text).toContain(`Por: ${owned}`);
    expect(text).toContain('Por: Visitante con el enlace de firma');
    // The sealing of the couple's PDF, in the trail since: the installation's certificate.
    expect(text).toContain('Por: VenueDesk (certificado de la instalación)');
    expect(`${signed} ${text}`).not.toMatch(/Visitor with the signing link|\(owner\)|installation certificate/);

    const audit = (
      await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/audit`, headers: owner.auth })
    ).json<ContractAudit>();
    expect(audit.verified).toBe(true);
  });

  it("writes the certificate in the page's language when it differs, the e-mails staying in the booking's", async () => {
    const { contract, token, signerEmail } = await sentToSpanishCouple();
    expect((await sign(token, signPayload({ signerEmail, language: 'en' }))).statusCode).toBe(200);
    const [row] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    const text = flat((await readPdfText(row!.signedPdf!)).text);
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Language of the signing page: English');
    expect(text).toContain('Contract: Contrato de boda');
    const copy = (await emailsTo(signerEmail)).find((email) => email.attachments?.length);
    expect(copy!.subject).toBe('Su contrato firmado con Hacienda Rosa');
  });

  it("takes the booking's language for a signature that names none", async () => {
    const { contract, token, signerEmail } = await sentToSpanishCouple();
    expect((await sign(token, signPayload({ signerEmail }))).statusCode).toBe(200);
    const [signedEvent] = await db
      .select({ language: contractEvents.language })
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, contract.id), eq(contractEvents.type, 'signed')));
    expect(signedEvent!.language).toBe('es');
  });

  it('refuses a language it does not have', async () => {
    const { token, signerEmail } = await sentToSpanishCouple();
    const response = await sign(token, signPayload({ signerEmail, language: 'fr' }));
    expect(response.statusCode).toBe(400);
  });
});

describe("the signer's language in the trail's hash", () => {
  const chainKey = Buffer.alloc(32, 7);
  const facts: ContractEventFacts = {
    contractId: '00000000-0000-4000-8000-000000000001',
    type: 'signed',
    at: new Date('2026-11-20T18:30:00.000Z'),
    ip: '203.0.113.7',
    userAgent: 'Test',
    actor: 'Ana Torres <ana@example.com>',
    documentHash: 'a'.repeat(64),
    signatureHash: 'b'.repeat(64),
    pdfHash: null,
  };

  it('leaves an event without one hashed exactly as before, so older trails still verify', () => {
    // The keyed hash's array as it was before the language was recorded.
    const asBefore = createHmac('sha256', chainKey)
      .update(
        JSON.stringify([
          'venuedesk-trail-v2',
          facts.contractId,
          null,
          facts.type,
          facts.at.toISOString(),
          facts.ip,
          facts.userAgent,
          facts.actor,
          facts.documentHash,
          facts.signatureHash,
          facts.pdfHash,
        ]),
      )
      .digest('hex');
    expect(hashKeyedEvent(chainKey, facts, null)).toBe(asBefore);
    expect(hashKeyedEvent(chainKey, { ...facts, language: null }, null)).toBe(asBefore);
  });

  it('covers it when present: another language, or none, no longer verifies', () => {
    const spanish = hashKeyedEvent(chainKey, { ...facts, language: 'es' }, null);
    expect(spanish).not.toBe(hashKeyedEvent(chainKey, { ...facts, language: 'en' }, null));
    expect(spanish).not.toBe(hashKeyedEvent(chainKey, facts, null));
  });
});
