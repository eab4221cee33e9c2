import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '#server/db/schema.ts';
import { registerUser, signIn, TEST_PASSWORD, uniqueEmail } from '#tests/factories.ts';
import { buildApp } from '#server/app.ts';
import { createTestApp } from '#tests/test-app.ts';
import { MAX_FAILURES_PER_EMAIL } from './auth.service.ts';

const { app } = await createTestApp();

function login(email: string, password: string, remoteAddress = `192.0.2.${Math.floor(Math.random() * 250) + 1}`) {
  return app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
}

describe('sign-in throttling under parallel attempts', () => {
  it('lets at most 10 of 50 simultaneous wrong passwords reach verification, then refuses the right one', async () => {
    const { email } = await registerUser(app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(email, 'wrong-password')));
    const verified = answers.filter((answer) => answer.statusCode === 401).length;
    const refused = answers.filter((answer) => answer.statusCode === 429).length;
    // 401 is only answered after the password was checked; 429 before any check.
    console.log(`sign-in throttle: 50 parallel wrong passwords → ${verified} verified (401), ${refused} refused (429)`);
    expect(verified).toBe(MAX_FAILURES_PER_EMAIL);
    expect(refused).toBe(50 - MAX_FAILURES_PER_EMAIL);

    const right = await login(email, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);

    // Once the window has passed, the right password works again.
    await app.deps.db
      .update(loginFailures)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginFailures.email, email));
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a right password as no failure', async () => {
    const { email } = await registerUser(app);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(app, email);
    const failures = await app.deps.db.select().from(loginFailures).where(eq(loginFailures.email, email));
    expect(failures).toEqual([]);
  });

  it('limits sign-in requests per address per minute as a second layer, right or wrong', async () => {
    const { app: limited } = await createTestApp({ env: { SIGNINS_PER_MINUTE: '3' } });
    const { email } = await registerUser(limited);
    const address = '198.51.100.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { email, password: TEST_PASSWORD },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('per-address limits are counted in PostgreSQL', () => {
  it('shares the sign-up limit between two instances on one database', async () => {
    const { app: first } = await createTestApp({ env: { SIGNUPS_PER_HOUR: '2' } });
    // A second instance of the app on the first one's database, as behind a load balancer.
    const second = await buildApp({
      db: first.deps.db,
      config: first.deps.config,
      mailTransport: null,
      keys: first.deps.keys,
    });
    const register = (instance: typeof first) =>
      instance.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '203.0.113.50',
        payload: { email: uniqueEmail(), password: 'secret-pass', firstName: 'A', lastName: 'B' },
      });
    expect((await register(first)).statusCode).toBe(201);
    expect((await register(second)).statusCode).toBe(201);
    expect((await register(first)).statusCode).toBe(429);
    expect((await register(second)).statusCode).toBe(429);
    await second.close();
  });
});
