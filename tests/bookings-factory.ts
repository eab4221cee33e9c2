import type { App } from '#server/app.ts';
import type { Booking, CreateBookingInput } from '#shared/bookings/bookings.schemas.ts';
import type { SignedIn } from './factories.ts';

export function bookingInput(overrides: Partial<CreateBookingInput> = {}): CreateBookingInput {
  return {
    coupleNames: 'Sarah & Michael',
    eventDate: '2031-06-14T17:00:00-07:00',
    eventType: 'Wedding',
    guestCount: 120,
    email: 'sarah@example.com',
    phone: '555-0100',
    notes: 'Garden ceremony',
    ...overrides,
  };
}

export async function postBooking(app: App, who: SignedIn, overrides: Partial<CreateBookingInput> = {}) {
  return app.inject({ method: 'POST', url: '/api/bookings', headers: who.auth, payload: bookingInput(overrides) });
}

export async function createBooking(
  app: App,
  who: SignedIn,
  overrides: Partial<CreateBookingInput> = {},
): Promise<Booking> {
  const response = await postBooking(app, who, overrides);
  if (response.statusCode !== 201) throw new Error(`create booking failed: ${response.statusCode} ${response.body}`);
  return response.json<Booking>();
}
