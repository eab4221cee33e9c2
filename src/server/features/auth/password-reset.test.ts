import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffRoles } from '#shared/auth/roles.ts';
import { outbox, passwordResets } from '#server/db/schema.ts';
import { HIDDEN_LINK, redactSecrets } from '#server/features/outbox/outbox-redaction.ts';
import { registerUser, signIn, signUpOwner, TEST_PASSWORD, uniqueEmail } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import {
  asSignedIn,
  followLink,
  login,
  previewLink,
  requestReset,
  sessionStatus,
  tokenFromMailbox,
} from './account-links.test-helpers.ts';
import { RESET_REQUESTS_PER_EMAIL_PER_HOUR } from './password-reset.service.ts';
import { hashSessionToken } from './session-token.ts';

const { app } = await createTestApp();

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('POST /api/auth/password-reset (Forgot password?)', () => {
  it('answers an unknown address exactly as a known one: same status, same body, about the same time', async () => {
    const { email } = await registerUser(app);
    const known = await requestReset(app, email);
    const unknown = await requestReset(app, uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      message: 'If an account uses this address, we have e-mailed it a link to choose a new password.',
    });
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);

    // Timing: the medians of known and unknown addresses stay close. The bound catches a gross leak
    // (a password hash or an SMTP call on one path only costs 100 ms or more); the figures measured
    // (about 1 ms apart alone, 11 ms under the whole parallel suite) are in decision 026.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { email: someone } = await registerUser(app);
      for (const [address, times] of [
        [someone, knownTimes],
        [uniqueEmail('nobody'), unknownTimes],
      ] as const) {
        const started = performance.now();
        expect((await requestReset(app, address)).statusCode).toBe(202);
        times.push(performance.now() - started);
      }
    }
    const gap = Math.abs(median(knownTimes) - median(unknownTimes));
    console.info(
      `reset request medians: known ${median(knownTimes).toFixed(1)} ms, unknown ${median(unknownTimes).toFixed(1)} ms`,
    );
    expect(gap).toBeLessThan(50);
  });

  it('e-mails a link that is stored only as its SHA-256, expires after an hour and that the outbox hides', async () => {
    const owner = await signUpOwner(app, 'Reset Hall');
    const before = Date.now();
    expect((await requestReset(app, owner.email)).statusCode).toBe(202);
    const token = await tokenFromMailbox(app, owner.email, 'reset-password');
    const [row] = await app.deps.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashSessionToken(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(await app.deps.db.select().from(passwordResets))).not.toContain(token);
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);

    const [mail] = await app.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, owner.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    // Not a venue's e-mail: no venue's outbox lists it; and were it read, every role sees the link hidden.
    expect(mail!.venueId).toBeNull();
    const resetUrl = `http://venuedesk.test/reset-password/${token}`;
    expect(mail!.text).toContain(resetUrl);
    for (const role of staffRoles) {
      for (const part of [mail!.text, mail!.html, mail!.subject]) {
        expect(redactSecrets(part, mail!.visibleLinks, role)).not.toContain(token);
      }
      expect(redactSecrets(mail!.text, mail!.visibleLinks, role)).toContain(HIDDEN_LINK);
    }
    const listed = await app.inject({ method: 'GET', url: '/api/outbox', headers: owner.auth });
    expect(listed.body).not.toContain(token);
  });

  it('writes the e-mail in the language of the page it was asked from, its links opening in it; English without one', async () => {
    const { email } = await registerUser(app, { firstName: 'Valeria' });
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email, language: 'es' },
      remoteAddress: '10.9.8.7',
    });
    expect(asked.statusCode).toBe(202);
    const [mail] = await app.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = await tokenFromMailbox(app, email, 'reset-password');
    expect(mail!.subject).toBe('Restablezca su contraseña de VenueDesk');
    expect(mail!.text).toContain('Hola, Valeria:');
    expect(mail!.text).toContain(`http://venuedesk.test/reset-password/${token}?lang=es`);
    expect(mail!.text).toContain(
      'durante 60 minutos. Para pedir otro, vaya a http://venuedesk.test/forgot-password?lang=es',
    );
    expect(mail!.text).not.toMatch(/Choose|link works|Someone asked|Hi /);
    expect(mail!.html).toContain('lang="es"');
    for (const role of staffRoles) expect(redactSecrets(mail!.text, mail!.visibleLinks, role)).not.toContain(token);

    expect((await requestReset(app, email)).statusCode).toBe(202);
    const [english] = await app.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(english!.subject).toBe('Reset your VenueDesk password');
    expect(english!.text).toMatch(/reset-password\/[A-Za-z0-9_-]+($|\s|\))/m);
    expect(english!.text).not.toContain('lang=');

    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email, language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('limits requests per address, known or not, answering both alike past the limit', async () => {
    const { email } = await registerUser(app);
    const stranger = uniqueEmail('stranger');
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL_PER_HOUR; i += 1) {
      expect((await requestReset(app, email)).statusCode).toBe(202);
      expect((await requestReset(app, stranger)).statusCode).toBe(202);
    }
    const knownRefused = await requestReset(app, email);
    const strangerRefused = await requestReset(app, stranger);
    expect(knownRefused.statusCode).toBe(429);
    expect(strangerRefused.statusCode).toBe(429);
    expect(strangerRefused.body).toBe(knownRefused.body);
    expect(knownRefused.headers['retry-after']).toBeDefined();
    const resets = await app.deps.db.select().from(outbox).where(eq(outbox.to, email));
    expect(resets.filter((mail) => mail.subject === 'Reset your VenueDesk password')).toHaveLength(
      RESET_REQUESTS_PER_EMAIL_PER_HOUR,
    );
  });

  it('limits requests per network address (20 an hour)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await requestReset(app, uniqueEmail('x'), '203.0.113.9')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /api/auth/password-reset/:token', () => {
  it('sets the new password, ends every session of the account and signs this browser in', async () => {
    const { email } = await registerUser(app);
    const laptop = await signIn(app, email);
    const phone = await signIn(app, email);
    await requestReset(app, email);
    const token = await tokenFromMailbox(app, email, 'reset-password');
    expect((await previewLink(app, 'reset-password', token)).json()).toEqual({ email, language: null });

    const response = await followLink(app, 'reset-password', token, 'brand-new-pass-1');
    expect(response.statusCode).toBe(200);
    const here = asSignedIn(response.json());
    expect(here.user).toMatchObject({ email, emailVerified: true });
    expect(await sessionStatus(app, laptop)).toBe(401);
    expect(await sessionStatus(app, phone)).toBe(401);
    expect(await sessionStatus(app, here)).toBe(200);
    expect((await login(app, email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(app, email, 'brand-new-pass-1')).statusCode).toBe(200);
  });

  it('works once, and not after an hour; an unknown link is 404', async () => {
    const { email } = await registerUser(app);
    await requestReset(app, email);
    const token = await tokenFromMailbox(app, email, 'reset-password');
    expect((await followLink(app, 'reset-password', token, 'first-reset-1')).statusCode).toBe(200);
    const reused = await followLink(app, 'reset-password', token, 'second-reset-1');
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({ code: 'GONE', message: 'This password reset link has been used or has expired.' });
    expect((await login(app, email, 'first-reset-1')).statusCode).toBe(200);

    await requestReset(app, email);
    const late = await tokenFromMailbox(app, email, 'reset-password');
    // An hour and a moment later: the stored expiry has passed.
    await app.deps.db
      .update(passwordResets)
      .set({ createdAt: sql`now() - interval '61 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.tokenHash, hashSessionToken(late)));
    expect((await previewLink(app, 'reset-password', late)).statusCode).toBe(410);
    expect((await followLink(app, 'reset-password', late, 'too-late-pass-1')).statusCode).toBe(410);
    expect((await login(app, email, 'first-reset-1')).statusCode).toBe(200);

    const unknown = await followLink(app, 'reset-password', 'z'.repeat(43), 'whatever-1');
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This password reset link does not exist' });
  });

  it('uses up the older reset links of the account', async () => {
    const { email } = await registerUser(app);
    await requestReset(app, email);
    const older = await tokenFromMailbox(app, email, 'reset-password');
    await requestReset(app, email);
    const newer = await tokenFromMailbox(app, email, 'reset-password');
    expect(newer).not.toBe(older);
    expect((await followLink(app, 'reset-password', newer, 'newest-pass-1')).statusCode).toBe(200);
    expect((await followLink(app, 'reset-password', older, 'older-pass-1')).statusCode).toBe(410);
  });
});
