import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venues } from '#server/db/schema.ts';
import { createBooking, postBooking } from '#tests/bookings-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
const CONCURRENT_REQUESTS = 50;

async function statusesOf(requests: Promise<{ statusCode: number }>[]) {
  const responses = await Promise.all(requests);
  const tally: Record<number, number> = {};
  for (const { statusCode } of responses) tally[statusCode] = (tally[statusCode] ?? 0) + 1;
  return tally;
}

describe('concurrent bookings of one day', () => {
  it.each([1, 2, 3])('round %i: exactly one of 50 simultaneous creates wins a 1-slot day', async () => {
    const owner = await signUpOwner(app);
    const tally = await statusesOf(
      Array.from({ length: CONCURRENT_REQUESTS }, (_, i) => postBooking(app, owner, { coupleNames: `Couple ${i}` })),
    );
    expect(tally).toEqual({ 201: 1, 409: CONCURRENT_REQUESTS - 1 });
  });

  it('exactly 3 of 50 win a day with 3 slots', async () => {
    const owner = await signUpOwner(app);
    await app.deps.db.update(venues).set({ maxBookingsPerDay: 3 }).where(eq(venues.id, owner.user.venueId!));
    const tally = await statusesOf(Array.from({ length: CONCURRENT_REQUESTS }, () => postBooking(app, owner)));
    expect(tally).toEqual({ 201: 3, 409: CONCURRENT_REQUESTS - 3 });
  });

  it('exactly one of 50 simultaneous reschedules onto a free day wins', async () => {
    const owner = await signUpOwner(app);
    const movers = await Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, (_, i) =>
        createBooking(app, owner, { eventDate: new Date(Date.UTC(2032, 0, 1 + i, 20)).toISOString() }),
      ),
    );
    const tally = await statusesOf(
      movers.map((booking) =>
        app.inject({
          method: 'PATCH',
          url: `/api/bookings/${booking.id}`,
          headers: owner.auth,
          payload: { eventDate: '2033-03-05T18:00:00Z' },
        }),
      ),
    );
    expect(tally).toEqual({ 200: 1, 409: CONCURRENT_REQUESTS - 1 });
  });
});
