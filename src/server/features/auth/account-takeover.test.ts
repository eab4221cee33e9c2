import { describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { createSentContract } from '#tests/contracts-factory.ts';
import { registerUser, signIn, signUpOwner, TEST_PASSWORD, type SignedIn } from '#tests/factories.ts';
import { createPayment } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import {
  asSignedIn,
  followLink,
  login,
  previewLink,
  sessionStatus,
  tokenFromMailbox,
} from './account-links.test-helpers.ts';

const { app } = await createTestApp();

/** Everything a client can read about bookings, payments and contracts, in every venue. */
async function portalOf(who: SignedIn) {
  const read = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: who.auth });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: number | string }[]>();
  };
  return {
    bookings: await read('/api/bookings'),
    payments: await read('/api/payments'),
    contracts: await read('/api/contracts'),
  };
}
const nothing = { bookings: [], payments: [], contracts: [] };

function clientAccess(who: SignedIn, bookingId: number, method: 'GET' | 'POST' = 'GET') {
  return app.inject({ method, url: `/api/bookings/${bookingId}/client-access`, headers: who.auth });
}

async function bookWithPaymentAndContract(venueApp: App, owner: SignedIn, email: string, day: string) {
  const booking = await createBooking(venueApp, owner, {
    email,
    status: 'booked',
    totalAmount: '9000.00',
    eventDate: `${day}T18:00:00Z`,
  });
  await createPayment(venueApp, owner, { bookingId: booking.id });
  await createSentContract(venueApp, owner, { bookingId: booking.id, signerEmail: email });
  return booking;
}

describe('someone registers a couple’s address before the couple does (pre-hijacking)', () => {
  it('gives the impostor nothing at any step, and the owner’s claim ends the impostor’s session', async () => {
    const coupleEmail = 'lucia.and.mateo@example.com';

    // 1. The attacker registers the couple's address and is signed in at once.
    await registerUser(app, { email: coupleEmail, firstName: 'Not', lastName: 'Lucia' });
    const attacker = await signIn(app, coupleEmail, TEST_PASSWORD);
    expect(attacker.user).toMatchObject({ role: 'client', emailVerified: false });
    expect(await portalOf(attacker)).toEqual(nothing);

    // 2. Two venues book the couple, with a payment and a contract out for signature each.
    const casa = await signUpOwner(app, 'Casa Azul');
    const other = await signUpOwner(app, 'Other Hall');
    const booking = await bookWithPaymentAndContract(app, casa, coupleEmail, '2032-05-01');
    const elsewhere = await bookWithPaymentAndContract(app, other, coupleEmail, '2032-06-01');
    expect(await portalOf(attacker)).toEqual(nothing);

    // The venue sees no verified account for the address and cannot give the booking away unasked.
    expect((await clientAccess(casa, booking.id)).json()).toEqual({ client: null, verifiedAccount: false });
    const grant = await clientAccess(casa, booking.id, 'POST');
    expect(grant.statusCode).toBe(409);
    // The venue can invite the couple: the link goes to the address (and to the venue), not to the account.
    const invited = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/invite-client`,
      headers: casa.auth,
    });
    expect(invited.statusCode).toBe(200);
    expect(await portalOf(attacker)).toEqual(nothing);

    // 3. The couple follows the welcome e-mail's link and chooses a password in their browser.
    const token = await tokenFromMailbox(app, coupleEmail, 'verify-email');
    expect((await previewLink(app, 'verify-email', token)).json()).toEqual({ email: coupleEmail, language: null });
    const claimed = await followLink(app, 'verify-email', token, 'the-real-couple-1');
    expect(claimed.statusCode).toBe(200);
    const couple = asSignedIn(claimed.json());
    expect(couple.user).toMatchObject({ email: coupleEmail, emailVerified: true });

    // The attacker's session ended, and their password no longer opens the account.
    expect(await sessionStatus(app, attacker)).toBe(401);
    expect((await login(app, coupleEmail, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(app, coupleEmail, 'the-real-couple-1')).statusCode).toBe(200);

    // Verifying links nothing by itself, in either venue.
    expect(await portalOf(couple)).toEqual(nothing);

    // 4. The venue now sees the verified account and gives it the booking; the other venue did not.
    expect((await clientAccess(casa, booking.id)).json()).toEqual({ client: null, verifiedAccount: true });
    expect((await clientAccess(casa, booking.id, 'POST')).statusCode).toBe(200);
    const portal = await portalOf(couple);
    expect(portal.bookings.map((row) => row.id)).toEqual([booking.id]);
    expect(portal.payments).toHaveLength(1);
    expect(portal.contracts).toHaveLength(1);
    expect(portal.bookings.map((row) => row.id)).not.toContain(elsewhere.id);
  });

  it('also ends the impostor’s session when the couple resets the password instead', async () => {
    const coupleEmail = 'ines@example.com';
    await registerUser(app, { email: coupleEmail });
    const attacker = await signIn(app, coupleEmail, TEST_PASSWORD);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: coupleEmail },
    });
    expect(reset.statusCode).toBe(202);
    const token = await tokenFromMailbox(app, coupleEmail, 'reset-password');
    const claimed = await followLink(app, 'reset-password', token, 'the-real-ines-1');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().user.emailVerified).toBe(true);
    expect(await sessionStatus(app, attacker)).toBe(401);
    expect(await sessionStatus(app, asSignedIn(claimed.json()))).toBe(200);
    // The welcome e-mail's link, which the attacker's sign-up sent, is used up with the claim.
    const welcome = await tokenFromMailbox(app, coupleEmail, 'verify-email');
    expect((await followLink(app, 'verify-email', welcome, 'someone-else-1')).statusCode).toBe(410);
  });
});
