import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, invitations, outbox, users } from '#server/db/schema.ts';
import { createSentContract } from '#tests/contracts-factory.ts';
import { registerUser, signIn, signUpOwner, TEST_PASSWORD, type SignedIn } from '#tests/factories.ts';
import { createPayment } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { asSignedIn, getJson, membershipRole, postAccept } from './team.test-helpers.ts';

const { app } = await createTestApp();

let day = 0;
async function book(owner: SignedIn, email: string) {
  const eventDate = new Date(Date.UTC(2034, 0, 10, 18) + day++ * 86_400_000).toISOString();
  return createBooking(app, owner, { email, status: 'booked', totalAmount: '9000.00', eventDate });
}

/** A client account whose owner proved the address (as following the welcome link does). */
async function verifiedClient(email: string): Promise<SignedIn> {
  const { user } = await registerUser(app, { email, firstName: 'Vera', lastName: 'Verified' });
  await app.deps.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return signIn(app, email);
}

function access(who: SignedIn, bookingId: number, method: 'GET' | 'POST' | 'DELETE' = 'GET') {
  return app.inject({ method, url: `/api/bookings/${bookingId}/client-access`, headers: who.auth });
}

async function portal(who: SignedIn) {
  const ids = async (url: string, key: 'id' | 'bookingId') =>
    (await getJson(app, url, who))
      .json<Record<string, number>[]>()
      .map((row) => row[key])
      .sort((a, b) => a! - b!);
  return {
    bookings: await ids('/api/bookings', 'id'),
    payments: await ids('/api/payments', 'bookingId'),
    contracts: await ids('/api/contracts', 'bookingId'),
  };
}

describe('giving a booking to a verified account (POST /api/bookings/:id/client-access)', () => {
  it('links the booking, makes them the venue’s client and tells them by e-mail', async () => {
    const owner = await signUpOwner(app, 'Grant Hall');
    const client = await verifiedClient('vera@example.com');
    const booking = await book(owner, 'Vera@Example.com');
    expect((await access(owner, booking.id)).json()).toEqual({ client: null, verifiedAccount: true });

    const granted = await access(owner, booking.id, 'POST');
    expect(granted.statusCode).toBe(200);
    const linked = {
      client: { firstName: 'Vera', lastName: 'Verified', email: 'vera@example.com' },
      verifiedAccount: false,
    };
    expect(granted.json()).toEqual(linked);
    expect((await access(owner, booking.id)).json()).toEqual(linked);
    expect((await portal(client)).bookings).toEqual([booking.id]);
    expect(await membershipRole(app, owner.user.venueId!, client.user.id)).toBe('client');
    const [mail] = await app.deps.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.to, 'vera@example.com'), eq(outbox.subject, 'Grant Hall added your event to your client portal')),
      );
    expect(mail!.text).toContain('Sign in at http://venuedesk.test/login');

    const again = await access(owner, booking.id, 'POST');
    expect(again.statusCode).toBe(409);
  });

  it('tells a couple whose booking is Spanish in Spanish, its sign-in link opening in Spanish, whoever gives it', async () => {
    const owner = await signUpOwner(app, 'Hacienda Rosa');
    await verifiedClient('valeria@example.com');
    const eventDate = new Date(Date.UTC(2034, 2, 11, 18)).toISOString();
    const booking = await createBooking(app, owner, {
      email: 'valeria@example.com',
      status: 'booked',
      totalAmount: '9000.00',
      eventDate,
      language: 'es',
    });

    expect((await access(owner, booking.id, 'POST')).statusCode).toBe(200);
    const [mail] = await app.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'valeria@example.com'), eq(outbox.venueId, owner.user.venueId!)));
    expect(mail!.subject).toBe('Hacienda Rosa añadió su evento a su portal de clientes');
    expect(mail!.text).toContain('Hacienda Rosa añadió su evento del sábado, 11 de marzo de 2034');
    expect(mail!.text).toContain('Inicie sesión en http://venuedesk.test/login?lang=es');
    expect(mail!.text).not.toMatch(/Sign in|client portal/);
    expect(mail!.html).toContain('lang="es"');
  });

  it('refuses an unverified account and an address with no account (409), linking nothing', async () => {
    const owner = await signUpOwner(app);
    const { email } = await registerUser(app);
    const unverified = await book(owner, email);
    const nobody = await book(owner, 'nobody-here@example.com');
    for (const booking of [unverified, nobody]) {
      expect((await access(owner, booking.id)).json()).toEqual({ client: null, verifiedAccount: false });
      const refused = await access(owner, booking.id, 'POST');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `No verified VenueDesk account uses ${booking.email}. Invite the couple instead: the invitation goes to that address.`,
      );
    }
    expect((await portal(await signIn(app, email))).bookings).toEqual([]);
  });

  it('refuses a member of the venue’s staff, and another venue’s booking is a 404', async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app);
    await app.deps.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.user.id));
    const ownBooking = await book(owner, owner.email);
    expect((await access(owner, ownBooking.id, 'POST')).statusCode).toBe(409);
    expect((await access(other, ownBooking.id, 'POST')).statusCode).toBe(404);
    expect((await access(other, ownBooking.id, 'DELETE')).statusCode).toBe(404);
    expect((await access(other, ownBooking.id)).statusCode).toBe(404);
  });
});

describe('revoking a client’s access (DELETE /api/bookings/:id/client-access)', () => {
  it('takes the booking, its payments and contracts; the membership ends with the last booking; re-inviting works', async () => {
    const owner = await signUpOwner(app, 'Revoke Hall');
    const email = 'rosa@example.com';
    const client = await verifiedClient(email);
    const first = await book(owner, email);
    const second = await book(owner, email);
    for (const booking of [first, second]) {
      await createPayment(app, owner, { bookingId: booking.id });
      await createSentContract(app, owner, { bookingId: booking.id, signerEmail: email });
      expect((await access(owner, booking.id, 'POST')).statusCode).toBe(200);
    }
    const both = [first.id, second.id].sort((a, b) => a - b);
    expect(await portal(client)).toEqual({ bookings: both, payments: both, contracts: both });

    expect((await access(owner, first.id, 'DELETE')).statusCode).toBe(204);
    expect(await portal(client)).toEqual({ bookings: [second.id], payments: [second.id], contracts: [second.id] });
    expect(await membershipRole(app, owner.user.venueId!, client.user.id)).toBe('client');
    expect((await access(owner, first.id)).json()).toEqual({ client: null, verifiedAccount: true });

    expect((await access(owner, second.id, 'DELETE')).statusCode).toBe(204);
    expect(await portal(client)).toEqual({ bookings: [], payments: [], contracts: [] });
    expect(await membershipRole(app, owner.user.venueId!, client.user.id)).toBeNull();
    // Revoking a booking nobody has changes nothing.
    expect((await access(owner, second.id, 'DELETE')).statusCode).toBe(204);

    // Re-invite: a new link, and the couple accepts it with their password.
    const invited = await app.inject({
      method: 'POST',
      url: `/api/bookings/${first.id}/invite-client`,
      headers: owner.auth,
    });
    expect(invited.statusCode).toBe(200);
    const token = invited.json<{ inviteUrl: string }>().inviteUrl.split('/').pop()!;
    const accepted = await postAccept(app, token, { password: TEST_PASSWORD });
    expect(accepted.statusCode).toBe(201);
    expect((await portal(asSignedIn(accepted.json()))).bookings).toEqual([first.id]);
    expect(await membershipRole(app, owner.user.venueId!, client.user.id)).toBe('client');
  });

  it('ends the open invitations to the booking, so a link sent before no longer works', async () => {
    const owner = await signUpOwner(app);
    const email = 'tomas@example.com';
    const client = await verifiedClient(email);
    const booking = await book(owner, email);
    const invited = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/invite-client`,
      headers: owner.auth,
    });
    const token = invited.json<{ inviteUrl: string }>().inviteUrl.split('/').pop()!;
    // Given to the verified account meanwhile: the invitation has nothing left to give.
    expect((await access(owner, booking.id, 'POST')).statusCode).toBe(200);
    const [row] = await app.deps.db.select().from(invitations).where(eq(invitations.bookingId, booking.id));
    expect(row!.revokedAt).not.toBeNull();
    expect((await postAccept(app, token, { password: TEST_PASSWORD })).statusCode).toBe(410);
    expect((await portal(client)).bookings).toEqual([booking.id]);
  });
});

describe('accepting a client invitation', () => {
  it('does not verify the address: staff hold the link too', async () => {
    const owner = await signUpOwner(app);
    const booking = await book(owner, 'newcomer@example.com');
    const invited = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/invite-client`,
      headers: owner.auth,
    });
    const token = invited.json<{ inviteUrl: string }>().inviteUrl.split('/').pop()!;
    const accepted = await postAccept(app, token, { firstName: 'New', lastName: 'Comer', password: 'newcomer-pass-1' });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().user).toMatchObject({ role: 'client', emailVerified: false });
    expect((await portal(asSignedIn(accepted.json()))).bookings).toEqual([booking.id]);
  });

  it('refuses (409) a booking that got another client since the invitation was sent, keeping that client', async () => {
    const owner = await signUpOwner(app);
    const booking = await book(owner, 'late@example.com');
    const invited = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/invite-client`,
      headers: owner.auth,
    });
    const token = invited.json<{ inviteUrl: string }>().inviteUrl.split('/').pop()!;
    // As if a grant had committed between the invitation and its acceptance.
    const first = await verifiedClient('first-holder@example.com');
    await app.deps.db.update(bookings).set({ clientId: first.user.id }).where(eq(bookings.id, booking.id));
    const accepted = await postAccept(app, token, { firstName: 'Late', lastName: 'Comer', password: 'late-pass-1' });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe('This booking already has a client portal account');
    expect((await portal(first)).bookings).toEqual([booking.id]);
  });
});

describe('linking and unlinking one person’s bookings at once', () => {
  it.each(Array.from({ length: 10 }, (_, i) => i + 1))(
    'round %i: the membership stays exactly while a booking is theirs',
    async () => {
      const owner = await signUpOwner(app);
      const email = `race-${day}@example.com`;
      const client = await verifiedClient(email);
      const kept = await book(owner, email);
      const added = await book(owner, email);
      expect((await access(owner, kept.id, 'POST')).statusCode).toBe(200);
      // Revoking the only linked booking while giving the other one: whichever runs second sees the first.
      const [revoked, granted] = await Promise.all([access(owner, kept.id, 'DELETE'), access(owner, added.id, 'POST')]);
      expect([revoked.statusCode, granted.statusCode]).toEqual([204, 200]);
      expect((await portal(client)).bookings).toEqual([added.id]);
      expect(await membershipRole(app, owner.user.venueId!, client.user.id)).toBe('client');
    },
  );
});
