import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp({ env: { SIGNUPS_PER_HOUR: '3' } });

function register(remoteAddress: string) {
  const email = uniqueEmail();
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { email, password: 'secret-pass', firstName: 'Ana', lastName: 'Lopez' },
  });
}

describe('sign-up rate limit', () => {
  it('refuses more than SIGNUPS_PER_HOUR sign-ups from one address with 429, and not from others', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await register('203.0.113.7')).statusCode).toBe(201);
    }
    const refused = await register('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await register('203.0.113.8')).statusCode).toBe(201);
  });
});
