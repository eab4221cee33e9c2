import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, sessions, users, venues } from '#server/db/schema.ts';
import { registerUser, signIn, signUpOwner, TEST_PASSWORD, uniqueEmail } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { MAX_FAILURES_PER_EMAIL } from './auth.service.ts';

const { app } = await createTestApp();

async function userCount() {
  const [row] = await app.deps.db.select({ total: count() }).from(users);
  return row!.total;
}

function register(payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload });
}

describe('POST /api/auth/register', () => {
  it('makes a user with a venue name the owner of a new venue, with no trial to end (decision 032)', async () => {
    const email = uniqueEmail('owner');
    const response = await register({
      username: email,
      email,
      password: 'secret1',
      firstName: 'Ana',
      lastName: 'Lopez',
      venueName: 'Casa Blanca',
      role: 'client',
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      email,
      username: email,
      firstName: 'Ana',
      lastName: 'Lopez',
      role: 'owner',
      venueName: 'Casa Blanca',
    });
    expect(Object.keys(user).filter((key) => /trial/i.test(key))).toEqual([]);
    const [venue] = await app.deps.db.select().from(venues).where(eq(venues.id, user.venueId));
    expect(venue).toMatchObject({ name: 'Casa Blanca' });
    const columns = await app.deps.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'venues' and column_name like '%trial%'`,
    );
    expect(columns.rows).toEqual([]);
  });

  it('makes a user without a venue name a client, whatever role the body claims', async () => {
    const email = uniqueEmail('client');
    const response = await register({ email, password: 'secret1', firstName: 'Bo', lastName: 'Kim', role: 'owner' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: 'client', venueId: null, venueName: null });
  });

  it('ignores a role of manager sent alongside a venue name', async () => {
    const email = uniqueEmail();
    const response = await register({
      email,
      password: 'secret1',
      firstName: 'C',
      lastName: 'D',
      venueName: 'V',
      role: 'manager',
    });
    expect(response.json().user.role).toBe('owner');
  });

  it('refuses a duplicate email, whatever its case, and writes nothing', async () => {
    const { email } = await registerUser(app);
    const before = await userCount();
    const response = await register({
      email: email.toUpperCase(),
      password: 'secret1',
      firstName: 'A',
      lastName: 'B',
      venueName: 'Dup',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a short password', { password: '12345' }, 'password', 'Password must be at least 6 characters long'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    ['a blank first name', { firstName: '  ' }, 'firstName', 'First name is required'],
    ['a missing last name', { lastName: undefined }, 'lastName', undefined],
  ])('answers 400 with field errors for %s and writes nothing', async (_case, override, field, message) => {
    const before = await userCount();
    const response = await register({
      email: uniqueEmail(),
      password: 'secret1',
      firstName: 'A',
      lastName: 'B',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors[field]).toBeDefined();
    if (message) expect(body.fieldErrors[field]).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('queues a welcome email to the new owner in the venue outbox', async () => {
    const owner = await signUpOwner(app, 'Welcome Hall');
    const outbox = await app.inject({ method: 'GET', url: '/api/outbox', headers: owner.auth });
    expect(outbox.json()).toEqual([expect.objectContaining({ to: owner.email, subject: 'Welcome to VenueDesk' })]);
    const { text, html } = outbox.json()[0];
    expect(text).toContain('Welcome Hall is set up with you as its owner.');
    // The installation is the venue's own: nothing ends, so the e-mail promises no trial.
    expect(`${text} ${html}`).not.toMatch(/trial|credit card/i);
  });
});

describe('POST /api/auth/login', () => {
  it('returns a token and the user with role and venue', async () => {
    const { email } = await registerUser(app, { venueName: 'Login Hall' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(body.user).sort()).toEqual([
      'email',
      'emailVerified',
      'firstName',
      'id',
      'lastName',
      'role',
      'username',
      'venueId',
      'venueName',
      'venueTimeZone',
    ]);
    expect(body.user).toMatchObject({
      email,
      role: 'owner',
      venueName: 'Login Hall',
      venueTimeZone: 'America/Los_Angeles',
    });
  });

  it('stores only a hash of the token', async () => {
    const { email } = await registerUser(app);
    const { token, user } = await signIn(app, email);
    const rows = await app.deps.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const { email } = await registerUser(app);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong-password' },
    });
    const unknownEmail = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'wrong-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it('refuses an email after 10 failures in 15 minutes with 429 and Retry-After, and only that email', async () => {
    const { email } = await registerUser(app);
    const other = await registerUser(app);
    for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'nope-nope' },
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.json().code).toBe('RATE_LIMITED');

    await signIn(app, other.email);

    // Once the failures leave the 15-minute window, the right password works again.
    await app.deps.db
      .update(loginFailures)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginFailures.email, email));
    await signIn(app, email);
  });

  it('limits failures per IP more loosely, across emails', async () => {
    const ip = '203.0.113.9';
    await app.deps.db
      .insert(loginFailures)
      .values(Array.from({ length: 100 }, (_, i) => ({ email: `spray-${i}@example.com`, ip })));
    const { email } = await registerUser(app);
    const fromThatIp = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email, password: TEST_PASSWORD },
    });
    expect(fromThatIp.statusCode).toBe(429);
    const fromElsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.2',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it('answers 400 with field errors when the email is missing', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toBeDefined();
  });
});

describe('GET /api/user/profile and POST /api/auth/logout', () => {
  it('returns the signed-in user', async () => {
    const owner = await signUpOwner(app, 'Profile Hall');
    const response = await app.inject({ method: 'GET', url: '/api/user/profile', headers: owner.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(owner.user);
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' }],
    ['a malformed header', { authorization: 'Token abc' }],
  ])('answers 401 with %s', async (_case, headers) => {
    const response = await app.inject({ method: 'GET', url: '/api/user/profile', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('revokes the session on logout, so the token stops working', async () => {
    const owner = await signUpOwner(app);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: owner.auth });
    expect(logout.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/user/profile', headers: owner.auth });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const owner = await signUpOwner(app);
    await app.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, owner.user.id));
    const response = await app.inject({ method: 'GET', url: '/api/user/profile', headers: owner.auth });
    expect(response.statusCode).toBe(401);
  });
});
