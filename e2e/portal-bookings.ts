import { expect, type APIRequestContext } from '@playwright/test';

/** What the API takes as a signed-in user's credentials. */
export type AuthHeaders = Record<string, string>;

export const PORTAL_CONTRACT_NAME = 'Wedding Venue Agreement';
export const PORTAL_DEPOSIT_DESCRIPTION = 'Deposit to hold the date';

/** Signs in through the API, for a journey's set-up. */
export async function logInThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<AuthHeaders> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

let nextDay = 0;

/**
 * A booked event of a couple (on its own day from 14 June 2031 on), with its total, a pending
 * deposit and, if asked, a contract sent for signature: what a couple's portal shows.
 */
export async function seedPortalBooking(
  request: APIRequestContext,
  owner: AuthHeaders,
  options: { coupleNames: string; email: string; deposit: string; withContract: boolean },
): Promise<{ bookingId: number; contractId: string | null }> {
  const eventDate = new Date(Date.UTC(2031, 5, 14, 23) + nextDay++ * 86_400_000).toISOString();
  const booking = await request.post('/api/bookings', {
    headers: owner,
    data: {
      coupleNames: options.coupleNames,
      email: options.email,
      eventDate,
      eventType: 'Wedding',
      guestCount: 120,
      status: 'booked',
      totalAmount: '12500.00',
    },
  });
  expect(booking.status()).toBe(201);
  const bookingId = ((await booking.json()) as { id: number }).id;
  const payment = await request.post('/api/payments', {
    headers: owner,
    data: {
      bookingId,
      amount: options.deposit,
      type: 'deposit',
      description: PORTAL_DEPOSIT_DESCRIPTION,
      dueDate: '2031-01-15',
    },
  });
  expect(payment.status()).toBe(201);
  if (!options.withContract) return { bookingId, contractId: null };
  const created = await request.post('/api/contracts', {
    headers: owner,
    data: {
      bookingId,
      templateId: null,
      templateName: PORTAL_CONTRACT_NAME,
      content: 'This agreement is between {{venueName}} and {{coupleNames}} for {{eventDate}}.',
      signerEmail: options.email,
      status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const contractId = ((await created.json()) as { id: string }).id;
  expect((await request.post(`/api/contracts/${contractId}/send`, { headers: owner })).status()).toBe(200);
  return { bookingId, contractId };
}
