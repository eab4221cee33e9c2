import { describe, expect, it } from 'vitest';
import { registerUser, signIn, TEST_PASSWORD, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { login, randomAddress, sessionStatus } from './account-links.test-helpers.ts';
import { MAX_FAILURES_PER_EMAIL } from './auth.service.ts';

const { app } = await createTestApp();

function changePassword(who: SignedIn, payload: Record<string, unknown>, remoteAddress = randomAddress()) {
  return app.inject({ method: 'PUT', url: '/api/user/password', headers: who.auth, payload, remoteAddress });
}

describe('PUT /api/user/password (the Profile page)', () => {
  it('changes the password, ends the account’s other sessions and keeps this one', async () => {
    const { email } = await registerUser(app);
    const here = await signIn(app, email);
    const elsewhere = await signIn(app, email);
    const response = await changePassword(here, { currentPassword: TEST_PASSWORD, newPassword: 'changed-pass-1' });
    expect(response.statusCode).toBe(204);
    expect(await sessionStatus(app, here)).toBe(200);
    expect(await sessionStatus(app, elsewhere)).toBe(401);
    expect((await login(app, email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(app, email, 'changed-pass-1')).statusCode).toBe(200);
  });

  it('refuses a wrong current password as a field error (not 401, which signs the browser out), changing nothing', async () => {
    const { email } = await registerUser(app);
    const here = await signIn(app, email);
    const elsewhere = await signIn(app, email);
    const response = await changePassword(here, { currentPassword: 'not-it', newPassword: 'changed-pass-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Your current password is not correct',
      fieldErrors: { currentPassword: ['Your current password is not correct'] },
    });
    expect(await sessionStatus(app, here)).toBe(200);
    expect(await sessionStatus(app, elsewhere)).toBe(200);
    expect((await login(app, email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a short new password with 400 before checking anything', async () => {
    const { email } = await registerUser(app);
    const here = await signIn(app, email);
    const response = await changePassword(here, { currentPassword: TEST_PASSWORD, newPassword: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ newPassword: ['Password must be at least 6 characters long'] });
    expect((await login(app, email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords against the sign-in throttle of the address', async () => {
    const { email } = await registerUser(app);
    const here = await signIn(app, email);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      expect(
        (await changePassword(here, { currentPassword: `wrong-${i}`, newPassword: 'changed-pass-1' })).statusCode,
      ).toBe(400);
    }
    const locked = await changePassword(here, { currentPassword: TEST_PASSWORD, newPassword: 'changed-pass-1' });
    expect(locked.statusCode).toBe(429);
    expect((await login(app, email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('is for signed-in users only', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'changed-pass-1' },
    });
    expect(response.statusCode).toBe(401);
  });
});
