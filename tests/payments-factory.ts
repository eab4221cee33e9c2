import type { App } from '#server/app.ts';
import type { CreatePaymentInput, Payment, PaymentIntent } from '#shared/payments/payments.schemas.ts';
import { createBooking } from './bookings-factory.ts';
import type { SignedIn } from './factories.ts';

let nextDay = 0;

/** A booked booking with a total, each on a day of its own. */
export function createPayableBooking(app: App, who: SignedIn, overrides: Parameters<typeof createBooking>[2] = {}) {
  const eventDate = new Date(Date.UTC(2032, 2, 1, 18) + nextDay++ * 86_400_000).toISOString();
  return createBooking(app, who, { status: 'booked', totalAmount: '10000.00', eventDate, ...overrides });
}

export async function createPayment(
  app: App,
  who: SignedIn,
  overrides: Partial<CreatePaymentInput> = {},
): Promise<Payment> {
  const bookingId = overrides.bookingId ?? (await createPayableBooking(app, who)).id;
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: who.auth,
    payload: {
      bookingId,
      amount: '2500.00',
      type: 'deposit',
      description: 'Deposit',
      dueDate: '2031-12-01',
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`create payment failed: ${response.statusCode} ${response.body}`);
  return response.json<Payment>();
}

export async function startCheckout(app: App, who: SignedIn, paymentId: number): Promise<PaymentIntent> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: who.auth,
    payload: { paymentId, amount: 1 },
  });
  if (response.statusCode !== 200) throw new Error(`intent failed: ${response.statusCode} ${response.body}`);
  return response.json<PaymentIntent>();
}

export function card(
  clientSecret: string,
  cardNumber = '4242 4242 4242 4242',
  overrides: Record<string, unknown> = {},
) {
  return { clientSecret, cardNumber, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', ...overrides };
}
