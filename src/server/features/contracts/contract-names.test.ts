import { randomInt } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts, outbox } from '#server/db/schema.ts';
import type { ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import type { Contract, ContractAudit, PublicContract } from '#shared/contracts/contracts.schemas.ts';
import { createEligibleBooking, contractInput, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner, uniqueEmail } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { sendContractReminders } from './contract-reminders.service.ts';
import { DEFAULT_TEMPLATE_NAME, DEFAULT_TEMPLATE_NAME_ES } from './default-template.ts';
import { readPdfText } from './pdf-text.test-helper.ts';

/**
 * A contract's name in each language version (decision 074, amended in session 31): a template's
 * Spanish version carries a Spanish name, a contract made in Spanish from it is named so, and
 * every text a Spanish-reading couple gets names it so.
 */
const { app } = await createTestApp();
const db = app.deps.db;
// Staff act in English; the venue's Client Language is English, the default.
const owner = await signUpOwner(app, 'Hacienda Rosa');

const ENGLISH = 'Agreement between {{venueName}} and {{coupleNames}} for {{eventDate}}.';
const SPANISH = 'Acuerdo entre {{venueName}} y {{coupleNames}} para el {{eventDate}}.';
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function createTemplate(translations: object, name = 'Rental Agreement') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contract-templates',
    headers: owner.auth,
    payload: { name, content: ENGLISH, translations },
  });
  expect(response.statusCode).toBe(201);
  return response.json<ContractTemplate>();
}

/** Made from a template as an API caller may: the name left for the server to choose. */
async function createFromTemplate(template: ContractTemplate, payload: object, bookingLanguage: 'en' | 'es' = 'es') {
  const booking = await createEligibleBooking(app, owner, { language: bookingLanguage });
  const signerEmail = uniqueEmail('pareja');
  const response = await app.inject({
    method: 'POST',
    url: '/api/contracts',
    headers: owner.auth,
    payload: contractInput(booking.id, {
      templateId: template.id,
      templateName: undefined,
      signerEmail,
      ...payload,
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { contract: response.json<Contract>(), signerEmail };
}

async function send(contract: Contract) {
  const response = await app.inject({ method: 'POST', url: `/api/contracts/${contract.id}/send`, headers: owner.auth });
  expect(response.statusCode).toBe(200);
  return /\/contract\/([^/]+)\/sign$/.exec(response.json<Contract>().signingUrl!)![1]!;
}

function sign(token: string, payload: object) {
  const remoteAddress = `198.18.${randomInt(256)}.${randomInt(256)}`;
  return app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload, remoteAddress });
}

async function readPublic(token: string) {
  return (await app.inject({ method: 'GET', url: `/api/contracts/${token}/public` })).json<PublicContract>();
}

async function emailsTo(address: string) {
  return db.select().from(outbox).where(eq(outbox.to, address)).orderBy(desc(outbox.id));
}

describe('a template’s version names', () => {
  it('are saved beside the version’s text, kept by a PATCH that leaves the versions out, and cleared with them', async () => {
    const template = await createTemplate({ es: { content: SPANISH, name: ' Contrato de alquiler ' } });
    expect(template.translations).toEqual({ es: { content: SPANISH, name: 'Contrato de alquiler' } });

    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/contract-templates/${template.id}`, headers: owner.auth, payload });
    expect((await patch({ name: 'Rental Agreement 2' })).json<ContractTemplate>().translations.es!.name).toBe(
      'Contrato de alquiler',
    );
    const unnamed = await patch({ translations: { es: { content: SPANISH, name: '' } } });
    expect(unnamed.json<ContractTemplate>().translations).toEqual({ es: { content: SPANISH } });
  });

  it('are refused for a version with no text, or on two lines, with nothing written', async () => {
    const template = await createTemplate({});
    const patch = (translations: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/contract-templates/${template.id}`,
        headers: owner.auth,
        payload: { translations },
      });
    expect((await patch({ es: { content: '', name: 'Contrato' } })).statusCode).toBe(400);
    expect((await patch({ es: { content: SPANISH, name: 'Contrato\r\nBcc: x@example.com' } })).statusCode).toBe(400);
    const list = (await app.inject({ method: 'GET', url: '/api/contract-templates', headers: owner.auth })).json<
      ContractTemplate[]
    >();
    expect(list.find((found) => found.id === template.id)!.translations).toEqual({});
  });

  it('come with a new venue’s default template: VenueDesk’s Spanish name', async () => {
    const other = await signUpOwner(app, 'Salón Luna');
    const [template] = (await app.inject({ method: 'GET', url: '/api/contract-templates', headers: other.auth })).json<
      ContractTemplate[]
    >();
    expect(template!.name).toBe(DEFAULT_TEMPLATE_NAME);
    expect(template!.translations.es!.name).toBe(DEFAULT_TEMPLATE_NAME_ES);
  });
});

describe('a contract made from a template with a Spanish name', () => {
  it('is named in Spanish when made in Spanish, in English when made in English', async () => {
    const template = await createTemplate({ es: { content: SPANISH, name: 'Contrato de alquiler' } });
    const spanish = await createFromTemplate(template, { content: SPANISH, language: 'es' });
    expect(spanish.contract.templateName).toBe('Contrato de alquiler');
    const english = await createFromTemplate(template, { content: ENGLISH, language: 'en' }, 'en');
    expect(english.contract.templateName).toBe('Rental Agreement');
    // A name staff typed is kept as typed.
    const typed = await createFromTemplate(template, { content: SPANISH, language: 'es', templateName: 'Mi contrato' });
    expect(typed.contract.templateName).toBe('Mi contrato');
  });

  it('keeps the template’s name when its Spanish version has none', async () => {
    const template = await createTemplate({ es: { content: SPANISH } });
    const { contract } = await createFromTemplate(template, { content: SPANISH, language: 'es' });
    expect(contract.templateName).toBe('Rental Agreement');
  });

  it('is bilingual: each version carries its name, the template’s in that language', async () => {
    const template = await createTemplate({ es: { content: SPANISH, name: 'Contrato de alquiler' } });
    const englishGoverns = await createFromTemplate(template, {
      content: ENGLISH,
      language: 'en',
      translations: { es: { content: SPANISH } },
    });
    expect(englishGoverns.contract.templateName).toBe('Rental Agreement');
    expect(englishGoverns.contract.translations.es!.name).toBe('Contrato de alquiler');
    const spanishGoverns = await createFromTemplate(template, {
      content: SPANISH,
      language: 'es',
      translations: { en: { content: ENGLISH } },
    });
    expect(spanishGoverns.contract.templateName).toBe('Contrato de alquiler');
    expect(spanishGoverns.contract.translations.en!.name).toBe('Rental Agreement');
  });

  it('gives the signing page the name of each language, and e-mails the Spanish-reading couple in it', async () => {
    const template = await createTemplate({ es: { content: SPANISH, name: 'Contrato de alquiler' } });
    const { contract, signerEmail } = await createFromTemplate(template, {
      content: ENGLISH,
      language: 'en',
      translations: { es: { content: SPANISH } },
    });
    const token = await send(contract);
    const page = await readPublic(token);
    expect(page.templateName).toBe('Rental Agreement');
    expect(page.names).toEqual({
      en: { name: 'Rental Agreement', nameLanguage: null },
      es: { name: 'Contrato de alquiler', nameLanguage: null },
    });

    const [request] = await emailsTo(signerEmail);
    expect(request!.text).toContain('Hacienda Rosa le envió «Contrato de alquiler» para que lo lea y lo firme');
    expect(request!.text).not.toContain('Rental Agreement');

    await sendContractReminders(app.deps, new Date(Date.now() + 73 * 3_600_000));
    const [reminder] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, signerEmail), like(outbox.subject, 'Recordatorio:%')));
    expect(reminder!.subject).toBe('Recordatorio: «Contrato de alquiler» de Hacienda Rosa espera su firma');
  });

  it('names it in Spanish in the Spanish PDF and the signed copy; the trail verifies as ever', async () => {
    const template = await createTemplate({ es: { content: SPANISH, name: 'Contrato de alquiler' } });
    const { contract, signerEmail } = await createFromTemplate(template, { content: SPANISH, language: 'es' });
    const token = await send(contract);
    expect((await sign(token, signPayload({ signerEmail, language: 'es' }))).statusCode).toBe(200);

    const [signed] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    const text = flat((await readPdfText(signed!.signedPdf!)).text);
    expect(text).toContain('Contrato: Contrato de alquiler');
    expect(text).not.toContain('Rental Agreement');
    const copy = (await emailsTo(signerEmail)).find((email) => email.subject.startsWith('Su contrato firmado'));
    expect(copy!.text).toContain('Gracias por firmar «Contrato de alquiler» con Hacienda Rosa');

    const audit = await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/audit`, headers: owner.auth });
    expect(audit.json<ContractAudit>().verified).toBe(true);
  });

  it('keeps an English reader of a Spanish-governed contract on the English name, and a name-less version on the original’s, marked', async () => {
    const template = await createTemplate({ es: { content: SPANISH } });
    const { contract } = await createFromTemplate(template, {
      content: ENGLISH,
      language: 'en',
      translations: { es: { content: SPANISH } },
    });
    const page = await readPublic(await send(contract));
    expect(page.names).toEqual({
      en: { name: 'Rental Agreement', nameLanguage: null },
      // No Spanish name: the English one, whole, said to be English.
      es: { name: 'Rental Agreement', nameLanguage: 'en' },
    });
  });
});
