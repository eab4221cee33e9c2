import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, venues } from '#server/db/schema.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { createBooking, postBooking } from '#tests/bookings-factory.ts';
import { signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();

async function bookingCount(venueId: number) {
  const [row] = await app.deps.db.select({ total: count() }).from(bookings).where(eq(bookings.venueId, venueId));
  return row!.total;
}

function patch(who: SignedIn, id: number, payload: Record<string, unknown>) {
  return app.inject({ method: 'PATCH', url: `/api/bookings/${id}`, headers: who.auth, payload });
}

describe('creating bookings', () => {
  it('creates a booking as an inquiry with the fields of spec §3', async () => {
    const owner = await signUpOwner(app);
    const response = await postBooking(app, owner, { totalAmount: 12500.5 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      clientId: null,
      coupleNames: 'Sarah & Michael',
      eventDate: '2031-06-15T00:00:00.000Z',
      eventType: 'Wedding',
      guestCount: 120,
      status: 'inquiry',
      email: 'sarah@example.com',
      phone: '555-0100',
      notes: 'Garden ceremony',
      totalAmount: '12500.50',
    });
  });

  it.each([
    ['missing couple names', { coupleNames: '' }, 'coupleNames'],
    ['a missing event date', { eventDate: undefined }, 'eventDate'],
    ['a date that is not ISO', { eventDate: 'next friday' }, 'eventDate'],
    ['a missing email', { email: undefined }, 'email'],
    ['a malformed email', { email: 'sarah-at-example' }, 'email'],
    ['a fractional guest count', { guestCount: 10.5 }, 'guestCount'],
    ['a negative guest count', { guestCount: -1 }, 'guestCount'],
    ['a negative amount', { totalAmount: '-5' }, 'totalAmount'],
    ['an amount with three decimals', { totalAmount: '10.123' }, 'totalAmount'],
    ['an unknown status', { status: 'maybe' }, 'status'],
  ])('refuses %s with 400 and writes nothing', async (_case, override, field) => {
    const owner = await signUpOwner(app);
    const response = await postBooking(app, owner, override as never);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBeDefined();
    expect(await bookingCount(owner.user.venueId!)).toBe(0);
  });

  it('accepts a guest count of 0 on create', async () => {
    const owner = await signUpOwner(app);
    expect((await postBooking(app, owner, { guestCount: 0 })).statusCode).toBe(201);
  });
});

describe('one booking per venue day', () => {
  it('refuses a second booking on the same venue day with 409 naming the date, and writes nothing', async () => {
    const owner = await signUpOwner(app);
    await createBooking(app, owner, { eventDate: '2031-06-14T10:00:00-07:00' });
    const second = await postBooking(app, owner, { eventDate: '2031-06-14T19:00:00-07:00', coupleNames: 'Other' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'CONFLICT', message: '14 June 2031 is already booked' });
    expect(await bookingCount(owner.user.venueId!)).toBe(1);
  });

  it('counts 23:30 local time as that local day, not the UTC day', async () => {
    const owner = await signUpOwner(app); // America/Los_Angeles
    await createBooking(app, owner, { eventDate: '2031-06-14T23:30:00-07:00' }); // 06:30 UTC on the 15th
    const sameLocalDay = await postBooking(app, owner, { eventDate: '2031-06-14T09:00:00-07:00' });
    expect(sameLocalDay.statusCode).toBe(409);
    expect(sameLocalDay.json().message).toBe('14 June 2031 is already booked');
    const nextLocalDay = await postBooking(app, owner, { eventDate: '2031-06-15T12:00:00-07:00' });
    expect(nextLocalDay.statusCode).toBe(201);
  });

  it('uses the venue’s own time zone', async () => {
    const owner = await signUpOwner(app);
    await app.deps.db.update(venues).set({ timezone: 'Asia/Tokyo' }).where(eq(venues.id, owner.user.venueId!));
    await createBooking(app, owner, { eventDate: '2031-06-14T16:00:00Z' }); // 01:00 on the 15th in Tokyo
    const response = await postBooking(app, owner, { eventDate: '2031-06-15T10:00:00+09:00' });
    expect(response.json().message).toBe('15 June 2031 is already booked');
  });

  it('lets bookings on other days and at other venues through', async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app);
    await createBooking(app, owner);
    expect((await postBooking(app, owner, { eventDate: '2031-06-21T17:00:00-07:00' })).statusCode).toBe(201);
    expect((await postBooking(app, other)).statusCode).toBe(201);
  });

  it('gives a day as many slots as maxBookingsPerDay', async () => {
    const owner = await signUpOwner(app);
    await app.deps.db.update(venues).set({ maxBookingsPerDay: 2 }).where(eq(venues.id, owner.user.venueId!));
    expect((await postBooking(app, owner)).statusCode).toBe(201);
    expect((await postBooking(app, owner)).statusCode).toBe(201);
    expect((await postBooking(app, owner)).statusCode).toBe(409);
  });

  it('frees the slot of a cancelled booking, and refuses to bring it back when the day is taken', async () => {
    const owner = await signUpOwner(app);
    const first = await createBooking(app, owner);
    expect((await patch(owner, first.id, { status: 'cancelled' })).statusCode).toBe(200);
    const second = await createBooking(app, owner, { coupleNames: 'Second couple' });

    const uncancel = await patch(owner, first.id, { status: 'booked' });
    expect(uncancel.statusCode).toBe(409);
    expect(uncancel.json().message).toBe('14 June 2031 is already booked');
    expect(
      (await app.inject({ method: 'GET', url: `/api/bookings/${first.id}`, headers: owner.auth })).json().status,
    ).toBe('cancelled');

    await patch(owner, second.id, { status: 'cancelled' });
    const back = await patch(owner, first.id, { status: 'booked' });
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('booked');
  });

  it('creating a cancelled booking takes no slot', async () => {
    const owner = await signUpOwner(app);
    await createBooking(app, owner, { status: 'cancelled' });
    expect((await postBooking(app, owner)).statusCode).toBe(201);
  });
});

describe('editing and rescheduling', () => {
  it('reschedules with eventDate only, and refuses a day that is taken without changing anything', async () => {
    const owner = await signUpOwner(app);
    const june14 = await createBooking(app, owner);
    await createBooking(app, owner, { eventDate: '2031-06-21T17:00:00-07:00', coupleNames: 'Taken' });

    const refused = await patch(owner, june14.id, { eventDate: '2031-06-21T12:00:00-07:00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('21 June 2031 is already booked');
    const unchanged = (
      await app.inject({ method: 'GET', url: `/api/bookings/${june14.id}`, headers: owner.auth })
    ).json();
    expect(unchanged).toEqual(june14);

    const moved = await patch(owner, june14.id, { eventDate: '2031-06-28T17:00:00-07:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ coupleNames: 'Sarah & Michael', eventDate: '2031-06-29T00:00:00.000Z' });
    // The old day is free again.
    expect((await postBooking(app, owner)).statusCode).toBe(201);
  });

  it('edits fields and moves within the same day without conflicting with itself', async () => {
    const owner = await signUpOwner(app);
    const booking = await createBooking(app, owner);
    const response = await patch(owner, booking.id, {
      coupleNames: 'Sarah & Michael Lee',
      eventDate: '2031-06-14T11:00:00-07:00',
      guestCount: 150,
      status: 'deposit_paid',
      totalAmount: '18000',
      notes: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      coupleNames: 'Sarah & Michael Lee',
      guestCount: 150,
      status: 'deposit_paid',
      totalAmount: '18000.00',
      notes: null,
    });
  });

  it.each([
    ['a guest count below 1', { guestCount: 0 }, 'guestCount'],
    ['blank couple names', { coupleNames: ' ' }, 'coupleNames'],
    ['a malformed email', { email: 'x' }, 'email'],
    ['a negative amount', { totalAmount: -1 }, 'totalAmount'],
  ])('refuses %s on edit with 400 and changes nothing', async (_case, payload, field) => {
    const owner = await signUpOwner(app);
    const booking = await createBooking(app, owner);
    const response = await patch(owner, booking.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBeDefined();
    expect(
      (await app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: owner.auth })).json(),
    ).toEqual(booking);
  });

  it('deletes a booking (204) and frees its day', async () => {
    const owner = await signUpOwner(app);
    const booking = await createBooking(app, owner);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/bookings/${booking.id}`, headers: owner.auth })).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/bookings/${booking.id}`, headers: owner.auth })).statusCode,
    ).toBe(404);
    expect((await postBooking(app, owner)).statusCode).toBe(201);
  });
});

describe('reading bookings', () => {
  it('lists the venue’s bookings and a calendar range by event date', async () => {
    const owner = await signUpOwner(app);
    await createBooking(app, owner, { eventDate: '2031-05-31T12:00:00Z', coupleNames: 'May' });
    await createBooking(app, owner, { eventDate: '2031-06-10T12:00:00Z', coupleNames: 'June' });
    await createBooking(app, owner, { eventDate: '2031-07-01T12:00:00Z', coupleNames: 'July' });
    const all = await app.inject({ method: 'GET', url: '/api/bookings', headers: owner.auth });
    expect(all.json<Booking[]>().map((b) => b.coupleNames)).toEqual(['May', 'June', 'July']);
    const june = await app.inject({
      method: 'GET',
      url: '/api/bookings/calendar?start=2031-06-01T00:00:00.000Z&end=2031-06-30T23:59:59.999Z',
      headers: owner.auth,
    });
    expect(june.json<Booking[]>().map((b) => b.coupleNames)).toEqual(['June']);
  });

  it('serves the calendar range with exactly the fields and values of the bookings list', async () => {
    const owner = await signUpOwner(app);
    // Created out of date order, so an answer sorted by id would differ from the list's.
    await createBooking(app, owner, { eventDate: '2031-06-11T12:00:00Z', guestCount: null, phone: null, notes: null });
    await createBooking(app, owner, {
      eventDate: '2031-06-10T12:34:56.789Z',
      coupleNames: 'Zoë & Ana, "the \\ brides"',
      totalAmount: '99.5',
      notes: 'Say "hi" <b>\nline two\ttab',
    });
    const all = await app.inject({ method: 'GET', url: '/api/bookings', headers: owner.auth });
    const range = await app.inject({
      method: 'GET',
      url: '/api/bookings/calendar?start=2031-06-01T00:00:00Z&end=2031-06-30T23:59:59Z',
      headers: owner.auth,
    });
    expect(range.headers['content-type']).toContain('application/json');
    expect(range.json()).toEqual(all.json());
    expect(range.json<Booking[]>()[0]).toMatchObject({ eventDate: '2031-06-10T12:34:56.789Z', totalAmount: '99.50' });
  });

  it('answers an empty range with an empty array', async () => {
    const owner = await signUpOwner(app);
    const range = await app.inject({
      method: 'GET',
      url: '/api/bookings/calendar?start=2031-06-01T00:00:00Z&end=2031-06-30T23:59:59Z',
      headers: owner.auth,
    });
    expect(range.json()).toEqual([]);
  });

  it('refuses a calendar range that is not ISO or runs backwards', async () => {
    const owner = await signUpOwner(app);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/bookings/calendar?start=june&end=july',
      headers: owner.auth,
    });
    expect(bad.statusCode).toBe(400);
    const backwards = await app.inject({
      method: 'GET',
      url: '/api/bookings/calendar?start=2031-07-01T00:00:00Z&end=2031-06-01T00:00:00Z',
      headers: owner.auth,
    });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('tenancy and roles', () => {
  it('answers 404 for another venue’s booking and changes nothing', async () => {
    const owner = await signUpOwner(app);
    const intruder = await signUpOwner(app);
    const booking = await createBooking(app, owner);
    const urls = [`/api/bookings/${booking.id}`];
    expect((await app.inject({ method: 'GET', url: urls[0]!, headers: intruder.auth })).statusCode).toBe(404);
    expect((await patch(intruder, booking.id, { coupleNames: 'Hijacked' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: urls[0]!, headers: intruder.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/bookings', headers: intruder.auth })).json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: urls[0]!, headers: owner.auth })).json()).toEqual(booking);
  });

  it("shows a client none of the venue's bookings, refuses their writes (403) and visitors (401)", async () => {
    const client = await signUpClient(app);
    const listed = await app.inject({ method: 'GET', url: '/api/bookings', headers: client.auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/bookings/calendar', headers: client.auth })).statusCode).toBe(
      403,
    );
    expect((await postBooking(app, client)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
  });
});
