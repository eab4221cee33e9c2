import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema.ts';
import { createBooking, postBooking } from '#tests/bookings-factory.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

// The settings' availability rules decide booking outcomes at once (issue #5). 14 June 2031 is a
// Saturday; 17:00 in Los Angeles (the default venue zone) is on that day.
const { app } = await createTestApp();
const saturday = '2031-06-14T17:00:00-07:00';

function putSettings(who: SignedIn, payload: object) {
  return app.inject({ method: 'PUT', url: '/api/settings', headers: who.auth, payload });
}

function patchBooking(who: SignedIn, id: number, payload: object) {
  return app.inject({ method: 'PATCH', url: `/api/bookings/${id}`, headers: who.auth, payload });
}

async function venueBookingCount(who: SignedIn) {
  const [row] = await app.deps.db
    .select({ total: count() })
    .from(bookings)
    .where(eq(bookings.venueId, who.user.venueId!));
  return row!.total;
}

describe('blackout dates', () => {
  it('refuses a new booking on a blackout date with 409 naming the date, and writes nothing', async () => {
    const owner = await signUpOwner(app);
    await putSettings(owner, { availability: { blackoutDates: ['2031-06-14'] } });
    const response = await postBooking(app, owner, { eventDate: saturday });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('14 June 2031 is a blackout date');
    expect(await venueBookingCount(owner)).toBe(0);
    // The day before and after are open.
    expect((await postBooking(app, owner, { eventDate: '2031-06-13T17:00:00-07:00' })).statusCode).toBe(201);
  });

  it('refuses a reschedule onto a blackout date and a booking brought back from cancelled on one', async () => {
    const owner = await signUpOwner(app);
    const moving = await createBooking(app, owner, { eventDate: '2031-06-07T17:00:00-07:00' });
    const cancelled = await createBooking(app, owner, { eventDate: saturday, status: 'cancelled' });
    await putSettings(owner, { availability: { blackoutDates: ['2031-06-14'] } });

    const moved = await patchBooking(owner, moving.id, { eventDate: saturday });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('14 June 2031 is a blackout date');
    const revived = await patchBooking(owner, cancelled.id, { status: 'booked' });
    expect(revived.statusCode).toBe(409);
    const stored = await app.inject({ method: 'GET', url: `/api/bookings/${moving.id}`, headers: owner.auth });
    expect(stored.json().eventDate).toBe(moving.eventDate);
  });

  it('still lets a booking already on a day that became a blackout date be edited', async () => {
    const owner = await signUpOwner(app);
    const booking = await createBooking(app, owner, { eventDate: saturday });
    await putSettings(owner, { availability: { blackoutDates: ['2031-06-14'] } });
    const response = await patchBooking(owner, booking.id, { notes: 'Menu tasting booked', status: 'booked' });
    expect(response.statusCode).toBe(200);
  });
});

describe('closed weekdays', () => {
  it('refuses a booking on a closed weekday, in the venue time zone', async () => {
    const owner = await signUpOwner(app);
    await putSettings(owner, { availability: { weekdays: { sat: false } } });
    const response = await postBooking(app, owner, { eventDate: saturday });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('14 June 2031 is a Saturday, when the venue is closed');
    // 23:30 on Friday in Los Angeles is already Saturday in UTC, but Friday for the venue.
    expect((await postBooking(app, owner, { eventDate: '2031-06-13T23:30:00-07:00' })).statusCode).toBe(201);
    await putSettings(owner, { availability: { weekdays: { sat: true } } });
    expect((await postBooking(app, owner, { eventDate: saturday })).statusCode).toBe(201);
  });
});

describe('max bookings per day', () => {
  it('allows as many bookings a day as the setting says', async () => {
    const owner = await signUpOwner(app);
    await putSettings(owner, { availability: { maxBookingsPerDay: 2 } });
    expect((await postBooking(app, owner, { eventDate: saturday })).statusCode).toBe(201);
    expect((await postBooking(app, owner, { eventDate: '2031-06-14T10:00:00-07:00' })).statusCode).toBe(201);
    const third = await postBooking(app, owner, { eventDate: '2031-06-14T20:00:00-07:00' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('14 June 2031 is already booked');
  });

  it('reports the days left over-full when lowered, and keeps them full after a cancellation', async () => {
    const owner = await signUpOwner(app);
    await putSettings(owner, { availability: { maxBookingsPerDay: 2 } });
    const first = await createBooking(app, owner, { eventDate: saturday });
    await createBooking(app, owner, { eventDate: '2031-06-14T10:00:00-07:00' });

    const lowered = await putSettings(owner, { availability: { maxBookingsPerDay: 1 } });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().overfullDays).toEqual([{ day: '2031-06-14', bookings: 2 }]);
    expect((await postBooking(app, owner, { eventDate: saturday })).statusCode).toBe(409);

    // Cancelling the booking in slot 1 leaves one booking (in slot 2): the day is still full.
    expect((await patchBooking(owner, first.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await postBooking(app, owner, { eventDate: saturday })).statusCode).toBe(409);
    expect((await putSettings(owner, { availability: { maxBookingsPerDay: 1 } })).json().overfullDays).toEqual([]);
  });
});

describe('venue time zone', () => {
  it('files bookings under their day in a new time zone when it changes', async () => {
    const owner = await signUpOwner(app);
    // 22:30 on 14 June in Los Angeles is 14:30 on 15 June in Tokyo.
    await createBooking(app, owner, { eventDate: '2031-06-14T22:30:00-07:00' });
    // 18:00 on 15 June in Tokyo is 02:00 on 15 June in Los Angeles: another day there.
    expect((await postBooking(app, owner, { eventDate: '2031-06-15T18:00:00+09:00' })).statusCode).toBe(201);

    const changed = await putSettings(owner, { venue: { timezone: 'Asia/Tokyo' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().overfullDays).toEqual([{ day: '2031-06-15', bookings: 2 }]);
    expect((await postBooking(app, owner, { eventDate: '2031-06-14T12:00:00+09:00' })).statusCode).toBe(201);
    const refused = await postBooking(app, owner, { eventDate: '2031-06-15T20:00:00+09:00' });
    expect(refused.json().message).toBe('15 June 2031 is already booked');
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: owner.auth });
    expect(profile.json().venueTimeZone).toBe('Asia/Tokyo');
  });
});
