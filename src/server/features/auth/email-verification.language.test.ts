import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { registerUser, signIn, signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { asSignedIn, postAccept } from '../team/team.test-helpers.ts';
import { previewLink, tokenFromMailbox } from './account-links.test-helpers.ts';

// Issue #22: a couple's client account gets its verification e-mail in their booking's
// language, its link opening the page in it; a staff account's stays English.
const { app } = await createTestApp();

async function lastVerificationTo(email: string) {
  const [mail] = await app.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.text, '%/verify-email/%')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail!;
}

describe("a client's verification e-mail in their booking's language", () => {
  it('writes a Spanish couple’s new verification link in Spanish, with ?lang=es, and the page reads Spanish', async () => {
    const owner = await signUpOwner(app, 'Salón Verificado');
    const email = 'ana.verifica@example.com';
    const booking = await createBooking(app, owner, { email, coupleNames: 'Ana y Luis', language: 'es' });
    const invited = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/invite-client`,
      headers: owner.auth,
    });
    const token = invited.json<{ inviteUrl: string }>().inviteUrl.split('/').pop()!;
    const accepted = await postAccept(app, token, { firstName: 'Ana', lastName: 'López', password: 'ana-pass-1' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const couple = asSignedIn(accepted.json());

    const sent = await app.inject({ method: 'POST', url: '/api/user/email-verification', headers: couple.auth });
    expect(sent.statusCode).toBe(202);
    const mail = await lastVerificationTo(email);
    expect(mail.subject).toBe('Verifique su correo electrónico');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('El enlace funciona una sola vez, durante 7 días.');
    expect(mail.text).toMatch(/\/verify-email\/[\w-]+\?lang=es/);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Verificar mi correo');
    expect(mail.text).not.toContain('Hi Ana');

    const preview = await previewLink(app, 'verify-email', await tokenFromMailbox(app, email, 'verify-email'));
    expect(preview.json()).toEqual({ email, language: 'es' });
  });

  it('writes in the language the Profile page names, over the booking’s, and refuses one we do not have', async () => {
    // Session 31: a couple reading their Profile in Spanish asks for the link there; their booking
    // is English, so before the e-mail and its link were English.
    const owner = await signUpOwner(app, 'Salón Pide Idioma');
    const email = 'sofia.pide@example.com';
    const booking = await createBooking(app, owner, { email, coupleNames: 'Sofía y Marco', language: 'en' });
    const invited = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/invite-client`,
      headers: owner.auth,
    });
    const token = invited.json<{ inviteUrl: string }>().inviteUrl.split('/').pop()!;
    const accepted = await postAccept(app, token, { firstName: 'Sofía', lastName: 'Paz', password: 'sofia-pass-1' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const couple = asSignedIn(accepted.json());
    const ask = (payload?: object) =>
      app.inject({ method: 'POST', url: '/api/user/email-verification', headers: couple.auth, payload });

    const refused = await ask({ language: 'fr' });
    expect(refused.statusCode).toBe(400);

    expect((await ask({ language: 'es' })).statusCode).toBe(202);
    const spanish = await lastVerificationTo(email);
    expect(spanish.subject).toBe('Verifique su correo electrónico');
    expect(spanish.text).toContain('Hola, Sofía:');
    expect(spanish.text).toMatch(/\/verify-email\/[\w-]+\?lang=es/);
    expect(spanish.html).toContain('<html lang="es">');

    // Without a language, the booking's as before.
    expect((await ask()).statusCode).toBe(202);
    const english = await lastVerificationTo(email);
    expect(english.id).toBeGreaterThan(spanish.id);
    expect(english.subject).toBe('Verify your e-mail address');
    expect(english.text).toMatch(/\/verify-email\/[\w-]+\?lang=en/);
  });

  it('keeps an account that is no booking’s client in English, with no language on its link', async () => {
    const { email } = await registerUser(app);
    const person = await signIn(app, email);
    expect(
      (await app.inject({ method: 'POST', url: '/api/user/email-verification', headers: person.auth })).statusCode,
    ).toBe(202);
    const mail = await lastVerificationTo(email);
    expect(mail.subject).toBe('Verify your e-mail address');
    expect(mail.text).toContain('The link works once, for 7 days.');
    expect(mail.text).not.toContain('?lang=');
    const preview = await previewLink(app, 'verify-email', await tokenFromMailbox(app, email, 'verify-email'));
    expect(preview.json()).toEqual({ email, language: null });
  });
});
