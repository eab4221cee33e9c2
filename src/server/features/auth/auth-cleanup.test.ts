import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, sessions } from '#server/db/schema.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { deleteStaleAuthRecords } from './auth-cleanup.ts';

const { app } = await createTestApp();

describe('deleteStaleAuthRecords', () => {
  it('removes old failures and long-dead sessions, and keeps live ones', async () => {
    const live = await signUpOwner(app);
    const old = await signUpOwner(app);
    const db = app.deps.db;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.userId, old.user.id));
    await db.insert(loginFailures).values([
      { email: 'old@example.com', ip: '1.1.1.1', createdAt: new Date(Date.now() - 2 * 86_400_000) },
      { email: 'new@example.com', ip: '1.1.1.1' },
    ]);

    await deleteStaleAuthRecords(db);

    expect(await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, old.user.id))).toHaveLength(0);
    expect(await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, live.user.id))).toHaveLength(
      1,
    );
    expect((await db.select({ email: loginFailures.email }).from(loginFailures)).map((r) => r.email)).toEqual([
      'new@example.com',
    ]);
  });
});
