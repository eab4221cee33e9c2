import { describe, expect, it } from 'vitest';
import { dailyStatsSchema } from '#shared/calendar/calendar-share.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

// Issue #14: the heat map's daily figures, per venue day (the venue's zone), cancelled left out.
const { app } = await createTestApp();

function getStats(who: SignedIn, month: string) {
  return app.inject({ method: 'GET', url: `/api/bookings/daily-stats?month=${month}`, headers: who.auth });
}

function putSettings(who: SignedIn, payload: object) {
  return app.inject({ method: 'PUT', url: '/api/settings', headers: who.auth, payload });
}

/** A venue (Los Angeles, two bookings a day) with bookings around November 2031. */
async function venueWithNovember(): Promise<SignedIn> {
  const owner = await signUpOwner(app);
  expect((await putSettings(owner, { availability: { maxBookingsPerDay: 2 } })).statusCode).toBe(200);
  await createBooking(app, owner, { eventDate: '2031-11-08T17:00:00-08:00', totalAmount: '1500.50' });
  await createBooking(app, owner, { eventDate: '2031-11-08T11:00:00-08:00', totalAmount: '2000' });
  // 30 November at 22:00 in Los Angeles is 1 December in UTC: it counts on the 30th.
  await createBooking(app, owner, { eventDate: '2031-11-30T22:00:00-08:00' });
  await createBooking(app, owner, { eventDate: '2031-11-15T17:00:00-08:00', totalAmount: '9000', status: 'cancelled' });
  await createBooking(app, owner, { eventDate: '2031-11-01T00:30:00-07:00', totalAmount: '700', status: 'booked' });
  // Outside the month, on both sides, in the venue's zone.
  await createBooking(app, owner, { eventDate: '2031-10-31T23:00:00-07:00', totalAmount: '100' });
  await createBooking(app, owner, { eventDate: '2031-12-01T00:30:00-08:00', totalAmount: '100' });
  return owner;
}

describe('GET /api/bookings/daily-stats', () => {
  it('answers the days with bookings in the venue zone, their counts and revenue in dollars, and the maxima', async () => {
    const owner = await venueWithNovember();
    const response = await getStats(owner, '2031-11');
    expect(response.statusCode).toBe(200);
    const stats = dailyStatsSchema.parse(response.json());
    expect(stats).toEqual({
      days: [
        { date: '2031-11-01', bookingCount: 1, revenue: 700 },
        { date: '2031-11-08', bookingCount: 2, revenue: 3500.5 },
        { date: '2031-11-30', bookingCount: 1, revenue: 0 },
      ],
      maxBookings: 2,
      maxRevenue: 3500.5,
    });
  });

  it('answers no days and zero maxima for a month without bookings', async () => {
    const owner = await venueWithNovember();
    expect((await getStats(owner, '2032-02')).json()).toEqual({ days: [], maxBookings: 0, maxRevenue: 0 });
  });

  it('follows the venue when its time zone changes', async () => {
    const owner = await venueWithNovember();
    expect((await putSettings(owner, { venue: { timezone: 'Asia/Tokyo' } })).statusCode).toBe(200);
    const days = (await getStats(owner, '2031-11')).json<{ days: { date: string }[] }>().days.map((d) => d.date);
    // In Tokyo: 1 Nov 00:30 LA is 1 Nov 16:30; 8 Nov 11:00 and 17:00 LA are 9 Nov 04:00 and 10:00;
    // 31 Oct 23:00 LA is 1 Nov 15:00; 30 Nov 22:00 LA is 1 Dec.
    expect(days).toEqual(['2031-11-01', '2031-11-09']);
  });

  it('shows each venue only its own bookings, to every staff role', async () => {
    const owner = await venueWithNovember();
    const other = await signUpOwner(app, 'Other Hall');
    expect((await getStats(other, '2031-11')).json().days).toEqual([]);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    expect((await getStats(coordinator, '2031-11')).json().days).toHaveLength(3);
  });

  it('refuses clients (403) and visitors (401)', async () => {
    const client = await signUpClient(app);
    expect((await getStats(client, '2031-11')).statusCode).toBe(403);
    const visitor = await app.inject({ method: 'GET', url: '/api/bookings/daily-stats?month=2031-11' });
    expect(visitor.statusCode).toBe(401);
  });

  it.each(['', '2031-13', '2031-1', '31-11', '1899-12', '2031-11-01', '2031-11&month=2031-12'])(
    'answers 400 with a field error for month=%s',
    async (month) => {
      const owner = await signUpOwner(app);
      const response = await getStats(owner, month);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { month: expect.any(Array) } });
    },
  );

  it('answers 400 without a month', async () => {
    const owner = await signUpOwner(app);
    const response = await app.inject({ method: 'GET', url: '/api/bookings/daily-stats', headers: owner.auth });
    expect(response.statusCode).toBe(400);
  });
});
