import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '#server/db/schema.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { registerUser, signIn, signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();

async function verificationToken(email: string): Promise<string> {
  const [welcome] = await app.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(welcome!.text);
  expect(welcome!.subject).toBe('Welcome to VenueDesk');
  return match![1]!;
}

function verify(token: string) {
  return app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, remoteAddress: '198.18.3.3' });
}

describe('verifying the e-mail address given at sign-up', () => {
  it("links the venues' bookings for that address only once it is verified, in every venue", async () => {
    const casa = await signUpOwner(app, 'Casa Azul');
    const other = await signUpOwner(app, 'Other Hall');
    const email = 'lucia@example.com';
    const first = await createBooking(app, casa, { email: 'Lucia@Example.com', eventDate: '2032-05-01T18:00:00Z' });
    const second = await createBooking(app, other, { email, eventDate: '2032-06-01T18:00:00Z' });
    const someoneElses = await createBooking(app, casa, {
      email: 'not-lucia@example.com',
      eventDate: '2032-07-01T18:00:00Z',
    });

    await registerUser(app, { email });
    const client = await signIn(app, email);
    const list = async () =>
      (await app.inject({ method: 'GET', url: '/api/bookings', headers: client.auth })).json<Booking[]>();
    expect(await list()).toEqual([]); // nothing before verification

    const token = await verificationToken(email);
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ linkedBookings: 2 });
    const own = await list();
    expect(own.map((booking) => [booking.id, booking.venue?.name])).toEqual([
      [first.id, 'Casa Azul'],
      [second.id, 'Other Hall'],
    ]);
    expect(own.map((booking) => booking.id)).not.toContain(someoneElses.id);
    const [row] = await app.deps.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, email));
    expect(row!.verifiedAt).not.toBeNull();
  });

  it('answers 410 for a used link and 404 for an unknown one, linking nothing more', async () => {
    const email = 'marta@example.com';
    await registerUser(app, { email });
    const token = await verificationToken(email);
    expect((await verify(token)).json()).toEqual({ linkedBookings: 0 });
    const owner = await signUpOwner(app, 'Later Hall');
    await createBooking(app, owner, { email, eventDate: '2032-08-01T18:00:00Z' });
    const again = await verify(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This verification link has been used or has expired.');
    expect((await verify('q'.repeat(43))).statusCode).toBe(404);
    const client = await signIn(app, email);
    expect((await app.inject({ method: 'GET', url: '/api/bookings', headers: client.auth })).json()).toEqual([]);
  });

  it('never takes a booking that already has its client', async () => {
    const owner = await signUpOwner(app);
    const email = 'nina@example.com';
    const taken = await createBooking(app, owner, { email, eventDate: '2032-09-01T18:00:00Z' });
    const { user: firstClient } = await registerUser(app, { email: 'first-client@example.com' });
    await app.deps.db.execute(`update bookings set client_id = ${firstClient.id} where id = ${taken.id}`);
    await registerUser(app, { email });
    expect((await verify(await verificationToken(email))).json()).toEqual({ linkedBookings: 0 });
  });
});
