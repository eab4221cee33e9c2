import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '#server/db/schema.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app, database } = await createTestApp();

describe('a write route that declares no body', () => {
  it('refuses an array or a string where nothing belongs, and writes nothing', async () => {
    const owner = await signUpOwner(app);
    const booking = await createBooking(app, owner, { email: 'couple@example.com', status: 'booked' });
    const url = `/api/bookings/${booking.id}/invite-client`;
    for (const payload of ['[1]', '"invite"', '123']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...owner.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
    expect(await database.db.select().from(invitations).where(eq(invitations.bookingId, booking.id))).toEqual([]);

    // Nothing, or an empty object, is what such a route takes.
    expect((await app.inject({ method: 'POST', url, headers: owner.auth })).statusCode).toBe(200);
    const emptyObject = await app.inject({ method: 'POST', url, headers: owner.auth, payload: {} });
    expect(emptyObject.statusCode).toBe(200);
  });
});
