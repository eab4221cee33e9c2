import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, contracts, payments, users } from '#server/db/schema.ts';
import { signIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { contractEligibleBookingStatuses } from '#shared/contracts/contract-status.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { demoAccounts, seedDemo } from './demo-seed.ts';

const DEMO_PASSWORD = 'demo-story-password';
const { app } = await createTestApp();
let now: number;
let bookingRows: (typeof bookings.$inferSelect)[];

beforeAll(async () => {
  await seedDemo(app.deps, DEMO_PASSWORD);
  now = Date.now();
  bookingRows = await app.deps.db.select().from(bookings);
});

/** What a demo booking's name says it is, and the event types that agree with it. */
const typesByName: [RegExp, string[]][] = [
  [/ & /, ['Wedding', 'Engagement', 'Anniversary']],
  [/ Gala$/, ['Gala']],
  [/ Party$/, ['Office Party']],
  [/ Summit$/, ['Conference Seminar']],
  [/ Reunion$/, ['Other']],
  // One person's name: their own celebration.
  [/^[A-Z][a-z]+ [A-Z][a-z]+$/, ['Quinceañera', 'Birthday']],
];

function bookingOf(id: number | null) {
  const booking = bookingRows.find((row) => row.id === id);
  expect(booking, `booking ${id}`).toBeDefined();
  return booking!;
}

describe('the demo story', () => {
  it('has done events only in the past and coming events only in the future', () => {
    for (const booking of bookingRows) {
      const isPast = booking.eventDate.getTime() < now;
      const label = `${booking.coupleNames} (${booking.status})`;
      if (booking.status === 'completed') expect(isPast, label).toBe(true);
      if (isPast) expect(['completed', 'cancelled'], label).toContain(booking.status);
      expect(booking.createdAt.getTime(), label).toBeLessThan(Math.min(now, booking.eventDate.getTime()));
    }
  });

  it('names every event for what it is, with no year that ages', () => {
    for (const booking of bookingRows) {
      const rule = typesByName.find(([pattern]) => pattern.test(booking.coupleNames));
      expect(rule, booking.coupleNames).toBeDefined();
      expect(rule![1], booking.coupleNames).toContain(booking.eventType);
      expect(booking.coupleNames).not.toMatch(/\b20\d\d\b/);
    }
  });

  it('writes, sends and signs contracts before their events and not after now, for bookings that can have one', async () => {
    const rows = await app.deps.db.select().from(contracts);
    expect(rows.some((contract) => contract.status === 'signed' && contract.signedPdf)).toBe(true);
    for (const contract of rows) {
      const booking = bookingOf(contract.bookingId);
      const label = `${booking.coupleNames}'s ${contract.status} contract`;
      expect(contractEligibleBookingStatuses as readonly string[], label).toContain(booking.status);
      const times = [contract.createdAt, contract.sentAt, contract.signedAt].filter((at) => at !== null);
      expect(times, label).toEqual([...times].sort((a, b) => a.getTime() - b.getTime()));
      for (const at of times) {
        expect(at.getTime(), label).toBeLessThanOrEqual(now);
        expect(at.getTime(), label).toBeLessThan(booking.eventDate.getTime());
      }
      if (contract.status !== 'draft') expect(contract.sentAt, label).not.toBeNull();
      if (contract.status === 'signed') expect(contract.signedAt, label).not.toBeNull();
    }
  });

  it("takes payments as the bookings' stages say, never dated after now", async () => {
    const rows = await app.deps.db.select().from(payments);
    for (const booking of bookingRows) {
      const own = rows.filter((payment) => payment.bookingId === booking.id);
      const paid = own.filter((payment) => payment.status === 'paid');
      const label = `${booking.coupleNames} (${booking.status})`;
      switch (booking.status) {
        case 'completed':
          expect(own.length, label).toBeGreaterThan(0);
          expect(paid, label).toEqual(own);
          break;
        case 'deposit_paid':
          expect(
            paid.some((payment) => payment.type === 'deposit'),
            label,
          ).toBe(true);
          break;
        case 'booked':
          expect(paid, label).toEqual([]);
          break;
        default:
          expect(own, label).toEqual([]);
      }
      // Each booking's payments are one schedule, so staff can replace a booked event's unpaid one.
      expect(new Set(own.map((payment) => payment.scheduleId)).size, label).toBeLessThanOrEqual(1);
      for (const payment of own) expect(payment.scheduleId, label).not.toBeNull();
      for (const payment of paid) {
        expect(payment.paidAt!.getTime(), label).toBeLessThanOrEqual(now);
        expect(payment.paidAt!.getTime(), label).toBeGreaterThanOrEqual(booking.createdAt.getTime());
      }
    }
  });

  it('shows the demo client exactly their own booking, and its payments and contract, in the portal', async () => {
    const [clientUser] = await app.deps.db.select().from(users).where(eq(users.email, demoAccounts[2].email));
    const linked = bookingRows.filter((booking) => booking.clientId === clientUser!.id);
    expect(linked.map((booking) => booking.coupleNames)).toEqual(['Emma & James Johnson']);

    const client = await signIn(app, demoAccounts[2].email, DEMO_PASSWORD);
    const get = async <T>(url: string) => (await app.inject({ method: 'GET', url, headers: client.auth })).json<T>();
    const own = await get<Booking[]>('/api/bookings');
    expect(own.map((booking) => booking.id)).toEqual(linked.map((booking) => booking.id));
    const ownContracts = await get<Contract[]>('/api/contracts');
    expect(ownContracts.length).toBeGreaterThan(0);
    expect(ownContracts.every((contract) => contract.bookingId === linked[0]!.id)).toBe(true);
    const ownPayments = await get<Payment[]>('/api/payments');
    expect(ownPayments.length).toBeGreaterThan(0);
    expect(ownPayments.every((payment) => payment.bookingId === linked[0]!.id)).toBe(true);
  });
});
