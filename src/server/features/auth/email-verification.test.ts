import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailVerifications, outbox, users } from '#server/db/schema.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { registerUser, signIn, signUpOwner, TEST_PASSWORD } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import {
  asSignedIn,
  followLink,
  login,
  previewLink,
  sessionStatus,
  tokenFromMailbox,
} from './account-links.test-helpers.ts';
import { hashSessionToken } from './session-token.ts';
import { VERIFICATION_LINKS_PER_HOUR } from './email-verification.service.ts';

const { app } = await createTestApp();

describe('following the verification link of the welcome e-mail', () => {
  it('claims the account: a new password, the address verified, every other session ended, this browser signed in', async () => {
    const owner = await signUpOwner(app, 'Claim Hall');
    const secondDevice = await signIn(app, owner.email);
    const token = await tokenFromMailbox(app, owner.email, 'verify-email');

    const response = await followLink(app, 'verify-email', token, 'chosen-password-1');
    expect(response.statusCode).toBe(200);
    const claimed = asSignedIn(response.json());
    expect(claimed.user).toMatchObject({
      email: owner.email,
      role: 'owner',
      venueName: 'Claim Hall',
      emailVerified: true,
    });
    expect(await sessionStatus(app, owner)).toBe(401);
    expect(await sessionStatus(app, secondDevice)).toBe(401);
    expect(await sessionStatus(app, claimed)).toBe(200);
    expect((await login(app, owner.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(app, owner.email, 'chosen-password-1')).statusCode).toBe(200);
  });

  it('links no booking a venue made for the address: that takes an invitation or the venue’s confirmation', async () => {
    const venue = await signUpOwner(app);
    const email = 'marta@example.com';
    await createBooking(app, venue, { email, eventDate: '2032-08-01T18:00:00Z' });
    await registerUser(app, { email });
    const claimed = await followLink(
      app,
      'verify-email',
      await tokenFromMailbox(app, email, 'verify-email'),
      'marta-pass-1',
    );
    const bookings = await app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: asSignedIn(claimed.json()).auth,
    });
    expect(bookings.json()).toEqual([]);
  });

  it('works once (410 after), answers 404 for an unknown link and 410 once expired, changing nothing', async () => {
    const { email } = await registerUser(app);
    const token = await tokenFromMailbox(app, email, 'verify-email');
    expect((await followLink(app, 'verify-email', token, 'first-choice-1')).statusCode).toBe(200);
    const again = await followLink(app, 'verify-email', token, 'second-choice-1');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ code: 'GONE', message: 'This verification link has been used or has expired.' });
    expect((await previewLink(app, 'verify-email', token)).statusCode).toBe(410);
    expect((await login(app, email, 'first-choice-1')).statusCode).toBe(200);

    const unknown = await followLink(app, 'verify-email', 'q'.repeat(43), 'whatever-1');
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This verification link does not exist' });

    const late = await registerUser(app);
    const lateToken = await tokenFromMailbox(app, late.email, 'verify-email');
    await app.deps.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.tokenHash, hashSessionToken(lateToken)));
    expect((await followLink(app, 'verify-email', lateToken, 'too-late-1')).statusCode).toBe(410);
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, late.user.id));
    expect(row!.emailVerifiedAt).toBeNull();
    expect((await login(app, late.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a short password with 400, leaving the link usable', async () => {
    const { email } = await registerUser(app);
    const token = await tokenFromMailbox(app, email, 'verify-email');
    const short = await followLink(app, 'verify-email', token, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({ password: ['Password must be at least 6 characters long'] });
    expect((await previewLink(app, 'verify-email', token)).json()).toEqual({ email, language: null });
  });

  it('lets exactly one of 10 simultaneous claims win', async () => {
    const { email } = await registerUser(app);
    const token = await tokenFromMailbox(app, email, 'verify-email');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => followLink(app, 'verify-email', token, `parallel-pass-${i}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(410)]);
  });
});

describe('POST /api/user/email-verification (a new link from the Profile page)', () => {
  it('e-mails a new link while the address is unverified, a few an hour, and refuses once verified', async () => {
    const { email } = await registerUser(app);
    const client = await signIn(app, email);
    const send = () => app.inject({ method: 'POST', url: '/api/user/email-verification', headers: client.auth });
    const sent = await send();
    expect(sent.statusCode).toBe(202);
    const mails = await app.deps.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Welcome to VenueDesk', 'Verify your e-mail address']);
    for (let i = 1; i < VERIFICATION_LINKS_PER_HOUR; i += 1) expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(429);

    const response = await followLink(
      app,
      'verify-email',
      await tokenFromMailbox(app, email, 'verify-email'),
      'pw-chosen-1',
    );
    const verified = asSignedIn(response.json());
    const refused = await app.inject({ method: 'POST', url: '/api/user/email-verification', headers: verified.auth });
    expect(refused.statusCode).toBe(409);
  });
});
