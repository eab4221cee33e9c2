import { eq, sql } from 'drizzle-orm';
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

describe('bookings racing a settings save', () => {
  it('files every booking under its day in the zone the venue has when it commits', async () => {
    const owner = await signUpOwner(app);
    const zones = ['Europe/London', 'America/Los_Angeles'];
    let misfiled = 0;
    for (let round = 0; round < 6; round += 1) {
      // 05:00 UTC is the same day in London and the evening before in Los Angeles.
      const creates = Array.from({ length: 30 }, (_, i) =>
        postBooking(app, owner, {
          coupleNames: `Round ${round} couple ${i}`,
          eventDate: new Date(Date.UTC(2033, 0, 1 + round * 40 + i, 5)).toISOString(),
        }),
      );
      const save = new Promise((resolve) => setTimeout(resolve, 5 + round * 3)).then(() =>
        app.inject({
          method: 'PUT',
          url: '/api/settings',
          headers: owner.auth,
          payload: { venue: { timezone: zones[round % 2] } },
        }),
      );
      const [saved, ...created] = await Promise.all([save, ...creates]);
      expect(saved.statusCode).toBe(200);
      expect(created.every((response) => response.statusCode === 201)).toBe(true);
      const result = await app.deps.db.execute<{ misfiled: number }>(sql`
        select count(*)::int as misfiled from bookings b join venues v on v.id = b.venue_id
        where b.venue_id = ${owner.user.venueId} and b.local_day <> (b.event_date at time zone v.timezone)::date`);
      misfiled += result.rows[0]!.misfiled;
    }
    expect(misfiled).toBe(0);
  });
});
