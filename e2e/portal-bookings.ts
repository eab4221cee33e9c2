import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signInByApi } from './support.ts';

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
  return (await signInByApi(request, email, password)).headers;
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

/** Staff invite the booking's couple (API), and the couple accepts with a new account (API). */
export async function inviteAndAccept(
  request: APIRequestContext,
  owner: AuthHeaders,
  bookingId: number,
  names: { firstName: string; lastName: string },
) {
  const invited = await request.post(`/api/bookings/${bookingId}/invite-client`, { headers: owner });
  expect(invited.status()).toBe(200);
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };
  const token = inviteUrl.split('/').at(-1)!;
  const accepted = await request.post(`/api/invitations/${token}/accept`, { data: { ...names, password: PASSWORD } });
  expect(accepted.status()).toBe(201);
}

export function signatureCanvas(page: Page) {
  return page.getByRole('img', { name: /^Signature pad/ });
}

/** A wavy stroke across the signature pad with the mouse. */
export async function drawSignature(page: Page): Promise<void> {
  const canvas = signatureCanvas(page);
  // In the middle of the screen: on a phone the pad can end at the bottom edge, under the stroke.
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The signature canvas is not on screen');
  const points = Array.from({ length: 25 }, (_, i) => {
    const t = i / 24;
    return [box.x + box.width * (0.1 + 0.8 * t), box.y + box.height * (0.5 + 0.25 * Math.sin(t * 12))] as const;
  });
  await page.mouse.move(...points[0]!);
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(...point, { steps: 2 });
  await page.mouse.up();
  await expect(canvas).toHaveAccessibleName('Signature pad, signed');
}
