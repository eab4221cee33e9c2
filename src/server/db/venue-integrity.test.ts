import { describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema.ts';
import { getSqlState } from '#server/errors.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();

describe('rows that point at a booking carry its venue', () => {
  it('refuses a payment of one venue that points at another venue’s booking', async () => {
    const first = await signUpOwner(app, 'First Hall');
    const second = await signUpOwner(app, 'Second Hall');
    const foreignBooking = await createBooking(app, second);
    const error = await app.deps.db
      .insert(payments)
      .values({ venueId: first.user.venueId!, bookingId: foreignBooking.id, amount: '100.00', type: 'deposit' })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(getSqlState(error)).toBe('23503');
    await app.deps.db
      .insert(payments)
      .values({ venueId: second.user.venueId!, bookingId: foreignBooking.id, amount: '100.00', type: 'deposit' });
  });
});
