import { createHash, createHmac, randomInt } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, contractEvents, contracts, contractTemplates } from '#server/db/schema.ts';
import { createContractTemplateSchema, type ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import { pickTemplateVersion } from '#shared/contracts/contract-versions.ts';
import type { Contract, ContractAudit, PublicContract } from '#shared/contracts/contracts.schemas.ts';
import { createEligibleBooking, createSentContract, contractInput, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner, uniqueEmail, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { hashKeyedEvent, type ContractEventFacts } from './contract-audit.ts';
import { checkContractEvidence } from './contract-evidence.ts';
import { DEFAULT_TEMPLATE_CONTENT, DEFAULT_TEMPLATE_CONTENT_ES, DEFAULT_TEMPLATE_NAME_ES } from './default-template.ts';
import * as repo from './contracts.repo.ts';
import { readPdfText } from './pdf-text.test-helper.ts';

const { app } = await createTestApp();
const db = app.deps.db;
// Staff act in English; the venue's Client Language is English, the default.
const owner = await signUpOwner(app, 'Hacienda Rosa');
const venueId = await (async () => {
  const booking = await createEligibleBooking(app, owner);
  const [found] = await db.select({ venueId: bookings.venueId }).from(bookings).where(eq(bookings.id, booking.id));
  return found!.venueId;
})();

const ENGLISH =
  'Agreement between {{venueName}} and {{coupleNames}} for their {{eventType}} on {{eventDate}}. Total: {{totalAmount}}.';
const SPANISH =
  'Acuerdo entre {{venueName}} y {{coupleNames}} para su {{eventType}} del {{eventDate}}. Total: {{totalAmount}}.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const flat = (text: string) => text.replace(/\s+/g, ' ');

function postContract(who: SignedIn, payload: object) {
  return app.inject({ method: 'POST', url: '/api/contracts', headers: who.auth, payload });
}

function sign(token: string, payload: object) {
  const remoteAddress = `198.18.${randomInt(256)}.${randomInt(256)}`;
  return app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload, remoteAddress });
}

async function audit(id: string) {
  const response = await app.inject({ method: 'GET', url: `/api/contracts/${id}/audit`, headers: owner.auth });
  expect(response.statusCode).toBe(200);
  return response.json<ContractAudit>();
}

async function row(id: string) {
  const [found] = await db.select().from(contracts).where(eq(contracts.id, id));
  return found!;
}

async function venueContractCount() {
  const [result] = await db.select({ total: count() }).from(contracts).where(eq(contracts.venueId, venueId));
  return result!.total;
}

/** A bilingual contract (English governs, Spanish beside it) for a couple who reads Spanish, sent. */
async function sentBilingual(language: 'en' | 'es' = 'en') {
  const booking = await createEligibleBooking(app, owner, { language: 'es' });
  const signerEmail = uniqueEmail('pareja');
  const sent = await createSentContract(app, owner, {
    bookingId: booking.id,
    signerEmail,
    ...(language === 'en'
      ? { content: ENGLISH, language: 'en', translations: { es: { content: SPANISH } } }
      : { content: SPANISH, language: 'es', translations: { en: { content: ENGLISH } } }),
  });
  return { ...sent, signerEmail };
}

describe('a contract made in language versions', () => {
  it('is made in Spanish: the Spanish text, its merge values written in Spanish', async () => {
    const booking = await createEligibleBooking(app, owner, { language: 'es' });
    const response = await postContract(owner, contractInput(booking.id, { content: SPANISH, language: 'es' }));
    expect(response.statusCode).toBe(201);
    const contract = response.json<Contract>();
    expect(contract.language).toBe('es');
    expect(contract.translations).toEqual({});
    expect(contract.content).toMatch(
      /^Acuerdo entre Hacienda Rosa y Sarah & Michael para su Boda del [a-záéíóú]+, \d{1,2} de [a-z]+ de 2031\. Total: \$12,500\.00\.$/,
    );
    expect(contract.content).not.toMatch(/Wedding|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|June|July/);
  });

  it('is made in the venue’s default language, as before, when no language is named', async () => {
    const booking = await createEligibleBooking(app, owner, { language: 'es' });
    const response = await postContract(owner, contractInput(booking.id, { content: ENGLISH }));
    expect(response.statusCode).toBe(201);
    const contract = response.json<Contract>();
    expect(contract.language).toBe('en');
    expect(contract.content).toMatch(
      /^Agreement between Hacienda Rosa and Sarah & Michael for their Wedding on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, 2031\. Total: \$12,500\.00\.$/,
    );
  });

  it('is bilingual: each version filled in its own language, both shown on the page, the governing one first', async () => {
    const { contract, token } = await sentBilingual();
    expect(contract.language).toBe('en');
    expect(contract.content).toContain('for their Wedding on');
    expect(contract.translations.es!.content).toMatch(
      /para su Boda del [a-záéíóú]+, \d{1,2} de [a-z]+ de 2031\. Total: \$12,500\.00\./,
    );
    const page = (await app.inject({ method: 'GET', url: `/api/contracts/${token}/public` })).json<PublicContract>();
    expect(page.content).toBe(contract.content);
    expect(page.versions).toEqual([
      { language: 'en', content: contract.content, governs: true },
      { language: 'es', content: contract.translations.es!.content, governs: false },
    ]);
  });

  it('records each version the signer saw, its language and SHA-256, in the hashed signed event; the trail verifies', async () => {
    const { contract, token, signerEmail } = await sentBilingual();
    expect((await sign(token, signPayload({ signerEmail, language: 'es' }))).statusCode).toBe(200);
    const versions = [
      { language: 'en', sha256: sha256(contract.content), governs: true },
      { language: 'es', sha256: sha256(contract.translations.es!.content), governs: false },
    ];
    const [signedEvent] = await db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, contract.id), eq(contractEvents.type, 'signed')));
    expect(signedEvent!.versions).toEqual(versions);
    const trail = await audit(contract.id);
    expect(trail.verified).toBe(true);
    expect(trail.checks.chain.status).toBe('passed');
    expect(trail.events.find((event) => event.type === 'signed')!.versions).toEqual(versions);
    expect(trail.events.filter((event) => event.versions !== null)).toHaveLength(1);
  });

  it('carries both versions in the signed PDF, says which governs, and lists each version’s hash', async () => {
    const { contract, token, signerEmail } = await sentBilingual();
    expect((await sign(token, signPayload({ signerEmail, language: 'es' }))).statusCode).toBe(200);
    const signed = await row(contract.id);
    const text = flat((await readPdfText(signed.signedPdf!)).text);
    expect(text).toContain('Rige la versión en inglés: si ambas difieren, prevalece esa versión.');
    expect(text).toContain('Versión en inglés (la que rige)');
    expect(text).toContain(flat(contract.content));
    expect(text).toContain('Versión en español');
    expect(text).toContain(flat(contract.translations.es!.content));
    expect(text.indexOf(flat(contract.content))).toBeLessThan(text.indexOf(flat(contract.translations.es!.content)));
    expect(text).toContain('Versiones firmadas por idioma: Versión en inglés (la que rige), Versión en español');
    expect(text).toContain(`SHA-256 de la versión en inglés tal como se firmó: ${sha256(contract.content)}`);
    expect(text).toContain(
      `SHA-256 de la versión en español tal como se firmó: ${sha256(contract.translations.es!.content)}`,
    );
  });

  it('keeps both versions and their hashes in the countersigned PDF, and the trail verifies', async () => {
    const { contract, token, signerEmail } = await sentBilingual();
    expect((await sign(token, signPayload({ signerEmail, language: 'es' }))).statusCode).toBe(200);
    const countersigned = await app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/countersign`,
      headers: owner.auth,
      payload: { signature: signPayload().signature },
    });
    expect(countersigned.statusCode).toBe(200);
    const pdf = await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/pdf`, headers: owner.auth });
    const text = flat((await readPdfText(pdf.rawPayload)).text);
    expect(text).toContain('Versión en inglés (la que rige)');
    expect(text).toContain(flat(contract.translations.es!.content));
    expect(text).toContain(
      `SHA-256 de la versión en español tal como se firmó: ${sha256(contract.translations.es!.content)}`,
    );
    expect((await audit(contract.id)).verified).toBe(true);
  });

  it('lets Spanish govern, in an English certificate', async () => {
    const { contract, token, signerEmail } = await sentBilingual('es');
    expect(contract.language).toBe('es');
    expect((await sign(token, signPayload({ signerEmail, language: 'en' }))).statusCode).toBe(200);
    const text = flat((await readPdfText((await row(contract.id)).signedPdf!)).text);
    expect(text).toContain('The Spanish version governs: where the two differ, it prevails.');
    expect(text).toContain('Spanish version (governing)');
    expect(text.indexOf('Spanish version (governing)')).toBeLessThan(text.indexOf('English version'));
    expect(text).toContain('Language versions signed: Spanish version (governing), English version');
    expect(text).toContain(`SHA-256 of the Spanish version as signed: ${sha256(contract.content)}`);
    expect((await audit(contract.id)).verified).toBe(true);
  });

  it('shows a single-language contract as its one version, and its certificate names it', async () => {
    const booking = await createEligibleBooking(app, owner, { language: 'es' });
    const signerEmail = uniqueEmail('pareja');
    const { contract, token } = await createSentContract(app, owner, {
      bookingId: booking.id,
      signerEmail,
      content: SPANISH,
      language: 'es',
    });
    const page = (await app.inject({ method: 'GET', url: `/api/contracts/${token}/public` })).json<PublicContract>();
    expect(page.versions).toEqual([{ language: 'es', content: contract.content, governs: true }]);
    expect((await sign(token, signPayload({ signerEmail, language: 'es' }))).statusCode).toBe(200);
    const text = flat((await readPdfText((await row(contract.id)).signedPdf!)).text);
    expect(text).toContain('Versiones firmadas por idioma: Versión en español (la que rige)');
    expect(text).not.toContain('Rige la versión');
    expect((await audit(contract.id)).verified).toBe(true);
  });

  it('edits a draft’s other version in its own language, and refuses one in the governing language', async () => {
    const booking = await createEligibleBooking(app, owner);
    const draft = (await postContract(owner, contractInput(booking.id, { content: ENGLISH }))).json<Contract>();
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/contracts/${draft.id}`, headers: owner.auth, payload });
    const edited = await patch({ translations: { es: { content: SPANISH } } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Contract>().translations.es!.content).toContain('para su Boda del');
    const refused = await patch({ translations: { en: { content: ENGLISH } } });
    expect(refused.statusCode).toBe(400);
    expect((await row(draft.id)).translations).toEqual(edited.json<Contract>().translations);
  });

  it('writes both versions of a bilingual draft from one PATCH, or neither, and an empty object makes it one-language', async () => {
    const booking = await createEligibleBooking(app, owner, { language: 'es' });
    const draft = (
      await postContract(owner, {
        ...contractInput(booking.id, { content: ENGLISH }),
        language: 'en',
        translations: { es: { content: SPANISH } },
      })
    ).json<Contract>();
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/contracts/${draft.id}`, headers: owner.auth, payload });

    const both = await patch({
      content: `${ENGLISH} Balance due 30 days before.`,
      translations: { es: { content: `${SPANISH} Saldo 30 días antes.` } },
    });
    expect(both.statusCode).toBe(200);
    const saved = await row(draft.id);
    expect(saved.content).toMatch(/Balance due 30 days before\.$/);
    expect(saved.translations.es!.content).toMatch(/para su Boda del .* Saldo 30 días antes\.$/);

    // An empty Spanish version beside a changed English one: 400, and the English is not written either.
    const refused = await patch({ content: `${ENGLISH} Changed.`, translations: { es: { content: ' ' } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      'translations.es.content': ['Contract content is required'],
    });
    expect(await row(draft.id)).toMatchObject({ content: saved.content, translations: saved.translations });

    const single = await patch({ content: ENGLISH, translations: {} });
    expect(single.statusCode).toBe(200);
    expect(single.json<Contract>()).toMatchObject({ language: 'en', translations: {} });
  });

  it('gives a draft made before languages were recorded its language when it becomes bilingual', async () => {
    const booking = await createEligibleBooking(app, owner);
    const draft = (await postContract(owner, contractInput(booking.id, { content: ENGLISH }))).json<Contract>();
    await db.update(contracts).set({ language: null }).where(eq(contracts.id, draft.id));
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/contracts/${draft.id}`,
      headers: owner.auth,
      payload: { translations: { es: { content: SPANISH } } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Contract>().language).toBe('en');
  });
});

describe('a contract made before versions were recorded', () => {
  it('signs as before: no versions in its signed event, the same hash as before, no versions in its PDF', async () => {
    const booking = await createEligibleBooking(app, owner);
    const signerEmail = uniqueEmail('old');
    const draft = (await postContract(owner, contractInput(booking.id, { signerEmail }))).json<Contract>();
    // As migration contract-language-versions leaves every contract made before it.
    await db.update(contracts).set({ language: null }).where(eq(contracts.id, draft.id));
    const sent = await app.inject({ method: 'POST', url: `/api/contracts/${draft.id}/send`, headers: owner.auth });
    const token = /\/contract\/([^/]+)\/sign$/.exec(sent.json<Contract>().signingUrl!)![1]!;
    const page = (await app.inject({ method: 'GET', url: `/api/contracts/${token}/public` })).json<PublicContract>();
    expect(page.versions).toEqual([{ language: null, content: draft.content, governs: true }]);
    expect((await sign(token, signPayload({ signerEmail }))).statusCode).toBe(200);

    const [signedEvent] = await db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, draft.id), eq(contractEvents.type, 'signed')));
    expect(signedEvent!.versions).toBeNull();
    const trail = await audit(draft.id);
    expect(trail.verified).toBe(true);
    expect(trail.events.every((event) => event.versions === null)).toBe(true);
    const text = flat((await readPdfText((await row(draft.id)).signedPdf!)).text);
    expect(text).toContain(flat(draft.content));
    expect(text).not.toMatch(/Language versions signed|version as signed|governs/);
  });
});

describe('the evidence of the versions signed', () => {
  it('fails the chain check when a stored version differs from the one whose hash was signed', async () => {
    const { contract, token, signerEmail } = await sentBilingual();
    expect((await sign(token, signPayload({ signerEmail }))).statusCode).toBe(200);
    const stored = await repo.findVenueContract(db, venueId, contract.id);
    const events = await repo.listContractEvents(db, contract.id);
    expect(checkContractEvidence(app.deps.keys, stored!, events).checks.chain.status).toBe('passed');
    const rewritten = { ...stored!, translations: { es: { content: 'Otras palabras' } } };
    const check = checkContractEvidence(app.deps.keys, rewritten, events).checks.chain;
    expect(check).toEqual({
      status: 'failed',
      detail: 'The stored language versions differ from the ones that were signed.',
    });
    const governingSwapped = { ...stored!, language: 'es' as const };
    expect(checkContractEvidence(app.deps.keys, governingSwapped, events).checks.chain.status).toBe('failed');
  });

  const chainKey = Buffer.alloc(32, 9);
  const facts: ContractEventFacts = {
    contractId: '00000000-0000-4000-8000-000000000002',
    type: 'signed',
    at: new Date('2026-11-20T18:30:00.000Z'),
    ip: '203.0.113.7',
    userAgent: 'Test',
    actor: 'Ana Torres <ana@example.com>',
    documentHash: 'a'.repeat(64),
    signatureHash: 'b'.repeat(64),
    pdfHash: null,
    language: 'es',
  };
  const versions = [
    { language: 'en' as const, sha256: 'c'.repeat(64), governs: true },
    { language: 'es' as const, sha256: 'd'.repeat(64), governs: false },
  ];

  it('hashes an event without versions exactly as before', () => {
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
          'es',
        ]),
      )
      .digest('hex');
    expect(hashKeyedEvent(chainKey, facts, null)).toBe(asBefore);
    expect(hashKeyedEvent(chainKey, { ...facts, versions: null }, null)).toBe(asBefore);
  });

  it('covers the versions when present: another hash, another governing one, or none breaks it', () => {
    const hash = hashKeyedEvent(chainKey, { ...facts, versions }, null);
    expect(hash).not.toBe(hashKeyedEvent(chainKey, facts, null));
    const otherHash = [versions[0]!, { ...versions[1]!, sha256: 'e'.repeat(64) }];
    expect(hash).not.toBe(hashKeyedEvent(chainKey, { ...facts, versions: otherHash }, null));
    const swapped = versions.map((version) => ({ ...version, governs: !version.governs }));
    expect(hash).not.toBe(hashKeyedEvent(chainKey, { ...facts, versions: swapped }, null));
    // The same facts with their keys in another order (as jsonb gives them back) hash the same.
    const reordered = versions.map(({ governs, sha256: hashed, language }) => ({ governs, sha256: hashed, language }));
    expect(hashKeyedEvent(chainKey, { ...facts, versions: reordered }, null)).toBe(hash);
  });
});

describe('hostile input to a contract’s versions', () => {
  it.each([
    ['a language it does not have', { language: 'fr' }],
    ['a version in a language it does not have', { translations: { fr: { content: 'Bonjour' } } }],
    ['a second version in the governing language', { language: 'es', translations: { es: { content: SPANISH } } }],
    ['the default language twice when none is named', { translations: { en: { content: ENGLISH } } }],
    ['an unknown merge field in a version', { translations: { es: { content: 'Hola {{novia}}' } } }],
    ['stray braces in a version', { translations: { es: { content: 'Hola }} {{coupleNames}}' } } }],
    ['a blank version', { translations: { es: { content: '   ' } } }],
    ['a version that is not an object', { translations: { es: 'Hola' } }],
    ['versions that are a list', { translations: [{ content: 'Hola' }] }],
    ['a version too long', { translations: { es: { content: 'a'.repeat(100_001) } } }],
  ])('refuses %s with 400 and writes nothing', async (_case, overrides) => {
    const booking = await createEligibleBooking(app, owner);
    const before = await venueContractCount();
    const response = await postContract(owner, { ...contractInput(booking.id), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(await venueContractCount()).toBe(before);
  });
});

describe('a contract template’s Spanish version', () => {
  function postTemplate(payload: object) {
    return app.inject({ method: 'POST', url: '/api/contract-templates', headers: owner.auth, payload });
  }
  function patchTemplate(id: number, payload: object) {
    return app.inject({ method: 'PATCH', url: `/api/contract-templates/${id}`, headers: owner.auth, payload });
  }

  it('is saved beside the original, kept when left out, and removed when blank', async () => {
    const created = await postTemplate({ name: 'Boda', content: ENGLISH, translations: { es: { content: SPANISH } } });
    expect(created.statusCode).toBe(201);
    const template = created.json<ContractTemplate>();
    expect(template.translations).toEqual({ es: { content: SPANISH } });
    const renamed = await patchTemplate(template.id, { name: 'Boda 2' });
    expect(renamed.json<ContractTemplate>().translations).toEqual({ es: { content: SPANISH } });
    const cleared = await patchTemplate(template.id, { translations: { es: { content: '  ' } } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<ContractTemplate>().translations).toEqual({});
  });

  it('is VenueDesk’s own on a new venue’s default template, so Settings flags nothing Missing (amended in session 31)', async () => {
    const fresh = await signUpOwner(app);
    const list = await app.inject({ method: 'GET', url: '/api/contract-templates', headers: fresh.auth });
    const [template] = list.json<ContractTemplate[]>();
    expect(template).toMatchObject({ content: DEFAULT_TEMPLATE_CONTENT, language: 'en', isDefault: true });
    expect(template!.translations).toEqual({
      es: { content: DEFAULT_TEMPLATE_CONTENT_ES, name: DEFAULT_TEMPLATE_NAME_ES },
    });
    // Settings flags a version Missing when the template has no text in it, its name when it has none (template-row.tsx).
    expect(template!.translations.es!.content.trim()).not.toBe('');
    expect(template!.translations.es!.name!.trim()).not.toBe('');
    // It passes the rules a save of the template checks, and a Spanish-reading couple's contract starts from it.
    expect(createContractTemplateSchema.safeParse(template).success).toBe(true);
    expect(pickTemplateVersion(template!, 'es', template!.language)).toEqual({
      content: DEFAULT_TEMPLATE_CONTENT_ES,
      language: 'es',
      name: DEFAULT_TEMPLATE_NAME_ES,
    });
  });

  it.each([
    ['a version in the venue’s default language', { translations: { en: { content: ENGLISH } } }],
    ['an unknown merge field', { translations: { es: { content: 'Hola {{novia}}' } } }],
    ['a language it does not have', { translations: { fr: { content: 'Bonjour' } } }],
    ['a version that is not an object', { translations: { es: SPANISH } }],
  ])('refuses %s with 400 and writes nothing', async (_case, overrides) => {
    const [before] = await db
      .select({ total: count() })
      .from(contractTemplates)
      .where(eq(contractTemplates.venueId, venueId));
    const response = await postTemplate({ name: 'Rechazada', content: ENGLISH, ...overrides });
    expect(response.statusCode).toBe(400);
    const [after] = await db
      .select({ total: count() })
      .from(contractTemplates)
      .where(eq(contractTemplates.venueId, venueId));
    expect(after!.total).toBe(before!.total);
  });
});
