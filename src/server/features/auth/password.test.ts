import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { users } from '#server/db/schema.ts';
import { registerUser, signIn, TEST_PASSWORD } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { createPasswordHasher, OWASP_SCRYPT_PARAMS } from './password.ts';

describe('password hashing', () => {
  it('hashes with OWASP’s scrypt minimum by default and stores the parameters with the hash', async () => {
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(OWASP_SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(await hasher.verify('correct horse', stored)).toEqual({ matches: true, needsRehash: false });
    expect(await hasher.verify('wrong horse', stored)).toEqual({ matches: false, needsRehash: false });
  });

  it('verifies a hash made with older parameters and says it needs a new one', async () => {
    const old = await createPasswordHasher({ N: 2 ** 14, r: 8, p: 1 }).hash('secret');
    expect(await createPasswordHasher().verify('secret', old)).toEqual({ matches: true, needsRehash: true });
  });

  it('refuses a malformed stored hash', async () => {
    expect(await createPasswordHasher().verify('secret', 'bcrypt$whatever')).toEqual({
      matches: false,
      needsRehash: false,
    });
  });

  it('rehashes a password with the current parameters on a successful sign-in', async () => {
    // The test app hashes cheaply; an app with the real parameters signs the same user in.
    const { app } = await createTestApp();
    const { email, user } = await registerUser(app);
    const cheapHash = async () =>
      (await app.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)))[0]!.hash;
    expect(await cheapHash()).toMatch(/^scrypt\$1024\$/);

    const { app: production } = await createTestApp({ passwordParams: OWASP_SCRYPT_PARAMS });
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, user.id));
    await production.deps.db.insert(users).values({ ...row!, id: undefined });
    await signIn(production, email);
    const [upgraded] = await production.deps.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    expect(upgraded!.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    await signIn(production, email, TEST_PASSWORD);
  });
});

describe('PASSWORD_HASHING', () => {
  it('takes the test cost only beside NODE_ENV=test, so no server hashes at it by mistake', () => {
    expect(loadConfig({}).passwordHashing).toBe('owasp');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASHING: 'fast' }).passwordHashing).toBe('fast');
    expect(() => loadConfig({ PASSWORD_HASHING: 'fast' })).toThrow(/PASSWORD_HASHING=fast is for tests only/);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASHING: 'fast' })).toThrow(/for tests only/);
  });
});
