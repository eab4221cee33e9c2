import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '#shared/contact/support-details.ts';
import { contactMessages, outbox } from '#server/db/schema.ts';
import { createTestApp } from '#tests/test-app.ts';
import { CONTACT_RATE_LIMIT } from './contact.routes.ts';

const { app } = await createTestApp();

const validMessage = {
  name: 'Ana Lopez',
  email: 'Ana@Example.com',
  company: 'Casa Blanca Events',
  phone: '555-0100',
  subject: 'Pricing for two venues',
  message: 'We run two venues in Sacramento. <b>Can</b> we get one account for both?',
};

// Each test sends from its own address, so the per-IP rate limit of one test never reaches another.
let nextAddress = 1;
function send(payload: Record<string, unknown>, remoteAddress = `10.0.0.${nextAddress++}`) {
  return app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
}

async function storedCounts() {
  const [messages] = await app.deps.db.select({ total: count() }).from(contactMessages);
  const [emails] = await app.deps.db.select({ total: count() }).from(outbox);
  return { messages: messages!.total, emails: emails!.total };
}

describe('POST /api/contact', () => {
  it('stores the message and queues an e-mail with it to the support address', async () => {
    const response = await send(validMessage, '10.1.0.1');
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(id).toEqual(expect.any(Number));

    const [row] = await app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      company: 'Casa Blanca Events',
      phone: '555-0100',
      subject: 'Pricing for two venues',
      message: validMessage.message,
      ip: '10.1.0.1',
    });

    const emails = await app.deps.db.select().from(outbox).where(eq(outbox.to, SUPPORT_EMAIL));
    const email = emails.find((e) => e.text.includes(`#${id}`));
    expect(email).toMatchObject({ venueId: null, subject: 'Contact form: Pricing for two venues' });
    expect(email!.text).toContain('From: Ana Lopez <ana@example.com>');
    expect(email!.text).toContain('Company: Casa Blanca Events');
    expect(email!.text).toContain(validMessage.message);
    // The sender's text is text: no markup of theirs reaches the HTML part.
    expect(email!.html).toContain('&lt;b&gt;Can&lt;/b&gt;');
    expect(email!.html).not.toContain('<b>Can</b>');
  });

  it('accepts a message without the optional company and phone', async () => {
    const response = await send({ ...validMessage, company: '', phone: undefined });
    expect(response.statusCode).toBe(201);
    const [row] = await app.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json<{ id: number }>().id));
    expect(row).toMatchObject({ company: null, phone: null });
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', undefined],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['a missing email', { email: '' }, 'email', 'Email is required'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    ['a blank subject', { subject: ' ' }, 'subject', 'Subject is required'],
    ['a blank message', { message: '' }, 'message', 'Message is required'],
    [
      'a message over 5000 characters',
      { message: 'x'.repeat(5001) },
      'message',
      'Message is too long (at most 5000 characters)',
    ],
    ['a phone over 40 characters', { phone: '5'.repeat(41) }, 'phone', undefined],
  ])('answers 400 with field errors for %s and stores nothing', async (_case, override, field, message) => {
    const before = await storedCounts();
    const response = await send({ ...validMessage, ...override });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors[field]).toBeDefined();
    if (message) expect(body.fieldErrors[field]).toContain(message);
    expect(await storedCounts()).toEqual(before);
  });

  it(`answers 429 after ${CONTACT_RATE_LIMIT} messages a minute from one address, and stores no more`, async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) {
      expect((await send(validMessage, address)).statusCode).toBe(201);
    }
    const before = await storedCounts();
    const refused = await send(validMessage, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await storedCounts()).toEqual(before);
    // Another visitor is not held back by the first one's limit.
    expect((await send(validMessage, '10.2.0.2')).statusCode).toBe(201);
  });
});
