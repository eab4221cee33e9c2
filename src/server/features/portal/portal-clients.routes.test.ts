import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, memberships, users } from '#server/db/schema.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { PortalClientRow, PortalPreview } from '#shared/portal/portal-clients.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { createContract, createSentContract } from '#tests/contracts-factory.ts';
import { addStaffMember, registerUser, signIn, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createPayment } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp({ env: { PAYMENTS_MODE: 'test' } });

let day = 0;
function book(owner: SignedIn, email: string, overrides: Parameters<typeof createBooking>[2] = {}) {
  const eventDate = new Date(Date.UTC(2034, 2, 10, 18) + day++ * 86_400_000).toISOString();
  return createBooking(app, owner, { email, status: 'booked', totalAmount: '9000.00', eventDate, ...overrides });
}

let person = 0;
/** A client account whose owner proved the address, so a venue may give it a booking at once. */
async function verifiedClient(): Promise<SignedIn> {
  const email = `portal-client-${++person}@example.com`;
  const { user } = await registerUser(app, { email, firstName: 'Vera', lastName: 'Verified' });
  await app.deps.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return signIn(app, email);
}

async function give(owner: SignedIn, bookingId: number) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/client-access`,
    headers: owner.auth,
  });
  expect(response.statusCode).toBe(200);
}

async function inviteCouple(owner: SignedIn, bookingId: number) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/invite-client`,
    headers: owner.auth,
  });
  expect(response.statusCode).toBe(200);
}

function get(url: string, who: SignedIn) {
  return app.inject({ method: 'GET', url, headers: who.auth });
}

function visit(who: SignedIn) {
  return app.inject({ method: 'POST', url: '/api/portal/visits', headers: who.auth });
}

async function clients(who: SignedIn): Promise<PortalClientRow[]> {
  const response = await get('/api/portal/clients', who);
  expect(response.statusCode).toBe(200);
  return response.json<PortalClientRow[]>();
}

/** A venue with a client who has two bookings there (payments, contracts) and one elsewhere. */
async function venueWithClient() {
  const owner = await signUpOwner(app, 'Portal Hall');
  const elsewhere = await signUpOwner(app, 'Other Hall');
  const client = await verifiedClient();
  const email = client.user.email;
  const first = await book(owner, email, { coupleNames: 'Vera & Val' });
  const second = await book(owner, email, { coupleNames: 'Vera & Val', notes: 'Venue-only note' });
  const theirs = await book(elsewhere, email, { coupleNames: 'Vera elsewhere' });
  for (const booking of [first, second]) await give(owner, booking.id);
  await give(elsewhere, theirs.id);
  const payment = await createPayment(app, owner, { bookingId: first.id });
  await createPayment(app, elsewhere, { bookingId: theirs.id });
  const { contract } = await createSentContract(app, owner, { bookingId: second.id, signerEmail: email });
  const draft = await createContract(app, owner, { bookingId: first.id, signerEmail: email });
  await createSentContract(app, elsewhere, { bookingId: theirs.id, signerEmail: email });
  return { owner, elsewhere, client, first, second, theirs, payment, contract, draft };
}

describe('GET /api/portal/clients', () => {
  it('lists the venue’s bookings in a portal or invited to one, with who joined and who is invited', async () => {
    const owner = await signUpOwner(app, 'List Hall');
    const other = await signUpOwner(app, 'Elsewhere Hall');
    const client = await verifiedClient();
    const joined = await book(owner, client.user.email, { coupleNames: 'Joined' });
    await give(owner, joined.id);
    const invited = await book(owner, 'invited@example.com', { coupleNames: 'Invited' });
    await inviteCouple(owner, invited.id);
    const expired = await book(owner, 'expired@example.com', { coupleNames: 'Expired' });
    await inviteCouple(owner, expired.id);
    await app.deps.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(invitations.bookingId, expired.id));
    await book(owner, 'nobody@example.com', { coupleNames: 'Not invited' });
    const revoked = await book(owner, client.user.email, { coupleNames: 'Revoked' });
    await give(owner, revoked.id);
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/bookings/${revoked.id}/client-access`,
      headers: owner.auth,
    });
    expect(revoke.statusCode).toBe(204);
    const othersInvite = await book(other, 'theirs@example.com', { coupleNames: 'Other venue' });
    await inviteCouple(other, othersInvite.id);

    const rows = await clients(owner);
    expect(rows.map((row) => row.booking.coupleNames)).toEqual(['Joined', 'Invited', 'Expired']);
    const [joinedRow, invitedRow, expiredRow] = rows;
    expect(joinedRow!.client).toEqual({
      id: client.user.id,
      firstName: 'Vera',
      lastName: 'Verified',
      email: client.user.email,
      clientSince: expect.any(String) as string,
      lastSeenAt: null,
    });
    expect(joinedRow!.invitation).toBeNull();
    expect(invitedRow!.client).toBeNull();
    expect(invitedRow!.invitation).toMatchObject({ expired: false });
    expect(Date.parse(invitedRow!.invitation!.sentAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(invitedRow!.invitation!.expiresAt)).toBeGreaterThan(Date.now());
    expect(expiredRow!.invitation).toMatchObject({ expired: true });
    expect((await get('/api/portal/clients', owner)).headers['x-total-count']).toBe('3');
  });

  it('lets every staff role read it and no client', async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const invited = await book(owner, 'coordinated@example.com');
    await inviteCouple(owner, invited.id);
    expect((await clients(coordinator)).map((row) => row.booking.id)).toEqual([invited.id]);
    const client = await verifiedClient();
    expect((await get('/api/portal/clients', client)).statusCode).toBe(403);
  });

  it('pages like every list, and refuses a bad limit with a 400', async () => {
    const owner = await signUpOwner(app);
    for (let n = 0; n < 3; n += 1) await inviteCouple(owner, (await book(owner, `page${n}@example.com`)).id);
    const first = await get('/api/portal/clients?limit=2', owner);
    expect(first.json<PortalClientRow[]>()).toHaveLength(2);
    const cursor = String(first.headers['x-next-cursor']);
    const rest = await get(`/api/portal/clients?limit=2&cursor=${cursor}`, owner);
    expect(rest.json<PortalClientRow[]>()).toHaveLength(1);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
    expect((await get('/api/portal/clients?limit=0', owner)).statusCode).toBe(400);
  });
});

describe('GET /api/portal/clients/:clientId/preview', () => {
  it('answers the client’s portal of this venue only, exactly as the client reads it', async () => {
    const { owner, elsewhere, client, first, second, theirs, payment, contract } = await venueWithClient();
    const response = await get(`/api/portal/clients/${client.user.id}/preview`, owner);
    expect(response.statusCode).toBe(200);
    const preview = response.json<PortalPreview>();
    expect(preview.client).toMatchObject({ id: client.user.id, email: client.user.email });
    expect(preview.bookings.map((booking) => booking.id)).toEqual([first.id, second.id]);
    expect(preview.payments.map((row) => row.id)).toEqual([payment.id]);
    // The draft stays the venue's: the couple does not see it, so the preview does not either.
    expect(preview.contracts.map((row) => row.id)).toEqual([contract.id]);

    // What the client reads of this venue through their own calls, field for field.
    const own = (url: string) => get(url, client).then((r) => r.json<{ bookingId?: number; id: number }[]>());
    const ownBookings = (await get('/api/bookings', client)).json<Booking[]>();
    expect(preview.bookings).toEqual(ownBookings.filter((booking) => booking.id !== theirs.id));
    expect(preview.bookings.every((booking) => booking.notes === null)).toBe(true);
    expect(preview.payments).toEqual((await own('/api/payments')).filter((row) => row.bookingId !== theirs.id));
    expect(preview.contracts).toEqual((await own('/api/contracts')).filter((row) => row.bookingId !== theirs.id));

    const fromElsewhere = (await get(`/api/portal/clients/${client.user.id}/preview`, elsewhere)).json<PortalPreview>();
    expect(fromElsewhere.bookings.map((booking) => booking.id)).toEqual([theirs.id]);
  });

  it('answers 404 for another venue’s client, a staff member, or nobody; 403 to a client', async () => {
    const { client } = await venueWithClient();
    const stranger = await signUpOwner(app, 'Stranger Hall');
    const coordinator = await addStaffMember(app, stranger.user.venueId!, 'coordinator');
    for (const id of [client.user.id, coordinator.user.id, stranger.user.id, 2_147_480_000]) {
      const response = await get(`/api/portal/clients/${id}/preview`, stranger);
      expect([id, response.statusCode]).toEqual([id, 404]);
    }
    expect((await get(`/api/portal/clients/${client.user.id}/preview`, client)).statusCode).toBe(403);
    expect((await get('/api/portal/clients/abc/preview', stranger)).statusCode).toBe(400);
  });
});

describe('POST /api/portal/visits', () => {
  async function lastSeen(venueId: number, userId: number) {
    const [row] = await app.deps.db
      .select({ lastSeenAt: memberships.lastSeenAt })
      .from(memberships)
      .where(and(eq(memberships.venueId, venueId), eq(memberships.userId, userId)));
    return row?.lastSeenAt ?? null;
  }

  it('notes the client’s visit in each of their venues, at most once every few minutes', async () => {
    const { owner, elsewhere, client } = await venueWithClient();
    const venues = [owner.user.venueId!, elsewhere.user.venueId!];
    expect(await lastSeen(venues[0]!, client.user.id)).toBeNull();

    expect((await visit(client)).statusCode).toBe(204);
    const first = await lastSeen(venues[0]!, client.user.id);
    expect(first).not.toBeNull();
    expect(await lastSeen(venues[1]!, client.user.id)).toEqual(first);
    const row = (await clients(owner)).find((entry) => entry.client?.id === client.user.id);
    expect(row!.client!.lastSeenAt).toBe(first!.toISOString());

    // Within the interval, a visit writes nothing.
    expect((await visit(client)).statusCode).toBe(204);
    expect(await lastSeen(venues[0]!, client.user.id)).toEqual(first);

    // Past it, the next visit is noted.
    await app.deps.db
      .update(memberships)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(eq(memberships.userId, client.user.id));
    const old = await lastSeen(venues[0]!, client.user.id);
    expect((await visit(client)).statusCode).toBe(204);
    expect((await lastSeen(venues[0]!, client.user.id))!.getTime()).toBeGreaterThan(old!.getTime());
  });

  it('is the client’s own call: staff get a 403 and no membership changes', async () => {
    const owner = await signUpOwner(app);
    expect((await visit(owner)).statusCode).toBe(403);
    expect(await lastSeen(owner.user.venueId!, owner.user.id)).toBeNull();
  });
});
