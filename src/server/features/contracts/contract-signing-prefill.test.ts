import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractEvents, users } from '#server/db/schema.ts';
import type { PublicContract } from '#shared/contracts/contracts.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { registerUser, signIn, signUpOwner, TEST_PASSWORD, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
const owner = await signUpOwner(app, 'Casa Azul');

let day = 0;
async function booking(email: string) {
  const eventDate = new Date(Date.UTC(2033, 2, 10, 18) + day++ * 86_400_000).toISOString();
  return createBooking(app, owner, { email, status: 'booked', totalAmount: '9000.00', eventDate });
}

/** A client who accepted the portal invitation of the booking. */
async function joinPortal(bookingId: number, firstName: string, lastName: string): Promise<SignedIn> {
  const invite = await app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/invite-client`,
    headers: owner.auth,
  });
  const token = /\/accept-invite\/([^/]+)$/.exec(invite.json<{ inviteUrl: string }>().inviteUrl)![1]!;
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    payload: { firstName, lastName, password: TEST_PASSWORD },
  });
  expect(accepted.statusCode).toBe(201);
  const body = accepted.json<{ token: string; user: SignedIn['user'] }>();
  return {
    token: body.token,
    user: body.user,
    email: body.user.email,
    auth: { authorization: `Bearer ${body.token}` },
  };
}

const emmaBooking = await booking('emma@example.com');
const emma = await joinPortal(emmaBooking.id, 'Emma', 'Johnson');
const otherClient = await joinPortal((await booking('bea@example.com')).id, 'Bea', 'Other');

async function read(token: string, who: SignedIn | null, how: 'GET' | 'POST' = 'GET'): Promise<PublicContract> {
  const response = await app.inject({
    method: how,
    url: how === 'GET' ? `/api/contracts/${token}/public` : `/api/contracts/${token}/view`,
    headers: who?.auth ?? {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<PublicContract>();
}

async function signedEventActor(contractId: string): Promise<string> {
  const events = await app.deps.db.select().from(contractEvents).where(eq(contractEvents.contractId, contractId));
  return events.find((event) => event.type === 'signed')!.actor;
}

describe('the signing page for a signed-in client', () => {
  it('gives the booking’s own client their name and e-mail, on reading and on the view', async () => {
    // Sent to the partner's address: the booking's client still gets their own details.
    const { token } = await createSentContract(app, owner, {
      bookingId: emmaBooking.id,
      signerEmail: 'james@example.com',
    });
    const expected = { name: 'Emma Johnson', email: 'emma@example.com' };
    expect((await read(token, emma)).signedInClient).toEqual(expected);
    expect((await read(token, emma, 'POST')).signedInClient).toEqual(expected);
  });

  it('gives a client whose proven address the contract was sent to their details', async () => {
    // As the verification link does (decision 025).
    await app.deps.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, emma.user.id));
    const { token } = await createSentContract(app, owner, { signerEmail: 'EMMA@example.com' });
    expect((await read(token, emma)).signedInClient).toEqual({ name: 'Emma Johnson', email: 'emma@example.com' });
  });

  it('gives nothing to an account that holds the address without having proven it', async () => {
    const { email } = await registerUser(app, { email: 'unproven@example.com', firstName: 'Not', lastName: 'Them' });
    const unproven = await signIn(app, email);
    expect(unproven.user.emailVerified).toBe(false);
    const { token } = await createSentContract(app, owner, { signerEmail: 'unproven@example.com' });
    expect((await read(token, unproven)).signedInClient).toBeNull();
  });

  it('gives nothing to a visitor, to another client, or to staff with the link', async () => {
    const { token } = await createSentContract(app, owner, {
      bookingId: emmaBooking.id,
      signerEmail: 'emma@example.com',
    });
    for (const who of [null, otherClient, owner]) {
      const contract = await read(token, who);
      expect(contract.signedInClient).toBeNull();
      expect(JSON.stringify(contract)).not.toContain('Emma');
      expect(JSON.stringify(contract)).not.toContain('emma@example.com');
    }
    const invalid = await app.inject({
      method: 'GET',
      url: `/api/contracts/${token}/public`,
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(invalid.json<PublicContract>().signedInClient).toBeNull();
  });

  it('records what the signer typed, and the portal session beside it', async () => {
    const { contract, token } = await createSentContract(app, owner, { bookingId: emmaBooking.id });
    const signed = await app.inject({
      method: 'POST',
      url: `/api/contracts/${token}/sign`,
      headers: emma.auth,
      payload: signPayload({ signerName: 'Emma J. Johnson', signerEmail: 'emma.j@example.com' }),
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json<PublicContract>()).toMatchObject({
      status: 'signed',
      signedInClient: { name: 'Emma Johnson', email: 'emma@example.com' },
    });
    expect(await signedEventActor(contract.id)).toBe(
      'Emma J. Johnson <emma.j@example.com> (signed in to the client portal as emma@example.com)',
    );
  });

  it('records no session for a visitor or a client the contract is not for', async () => {
    const { contract, token } = await createSentContract(app, owner, { bookingId: emmaBooking.id });
    const signed = await app.inject({
      method: 'POST',
      url: `/api/contracts/${token}/sign`,
      headers: otherClient.auth,
      payload: signPayload(),
    });
    expect(signed.json<PublicContract>().signedInClient).toBeNull();
    expect(await signedEventActor(contract.id)).toBe('Sarah Johnson <sarah@example.com>');
  });
});
