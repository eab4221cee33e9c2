import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, contracts, payments } from '#server/db/schema.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import type { ErrorBody } from '#shared/errors.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { createContract } from '#tests/contracts-factory.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createPayableBooking, createPayment } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';

// Decision 034: GET /api/bookings, /api/payments and /api/contracts answer a page at a time, with
// the list's size in X-Total-Count and the next page's cursor in X-Next-Cursor.
const { app } = await createTestApp();
const db = app.deps.db;

const owner = await signUpOwner(app, 'Paging Hall');
const other = await signUpOwner(app, 'Other Hall');

let day = 0;
const nextEventDate = () => new Date(Date.UTC(2034, 0, 5, 18) + day++ * 86_400_000).toISOString();

// Bookings: seven, three of which share one event instant (ties are ordered by id).
const venueBookings: Booking[] = [];
for (let index = 0; index < 7; index++) {
  venueBookings.push(await createBooking(app, owner, { eventDate: nextEventDate(), coupleNames: `Couple ${index}` }));
}
await db
  .update(bookings)
  .set({ eventDate: new Date('2034-03-01T18:00:00Z') })
  .where(
    inArray(
      bookings.id,
      venueBookings.slice(2, 5).map((booking) => booking.id),
    ),
  );
await createBooking(app, other, { eventDate: nextEventDate() });

// Payments: two bookings' worth; four made in one instant and two a microsecond apart, which a
// JavaScript Date (milliseconds) cannot tell apart.
const paidBooking = await createPayableBooking(app, owner);
const secondBooking = await createPayableBooking(app, owner);
const venuePayments: Payment[] = [];
for (let index = 0; index < 5; index++) {
  venuePayments.push(await createPayment(app, owner, { bookingId: paidBooking.id, description: `Part ${index}` }));
}
for (let index = 0; index < 3; index++) {
  venuePayments.push(await createPayment(app, owner, { bookingId: secondBooking.id, description: `Extra ${index}` }));
}
await setCreatedAt(payments, venuePayments.slice(0, 4), '2020-05-01 10:00:00.000000+00');
await setCreatedAt(payments, venuePayments.slice(4, 5), '2020-05-01 10:00:00.000100+00');
await setCreatedAt(payments, venuePayments.slice(5, 6), '2020-05-01 10:00:00.000200+00');
const otherPayment = await createPayment(app, other);

// Contracts: five, three made in one instant (ties are ordered by their UUID).
const venueContracts: Contract[] = [];
for (let index = 0; index < 5; index++) {
  venueContracts.push(await createContract(app, owner, index < 2 ? { bookingId: paidBooking.id } : {}));
}
await setCreatedAt(contracts, venueContracts.slice(1, 4), '2033-06-01 09:00:00.123456+00');
await createContract(app, other);
const bookingCount = (
  await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.venueId, owner.user.venueId!))
).length;

async function setCreatedAt(
  table: typeof payments | typeof contracts,
  rows: { id: number | string }[],
  at: string,
): Promise<void> {
  for (const row of rows) {
    await db.execute(sql`update ${table} set created_at = ${at}::timestamptz where id = ${row.id}`);
  }
}

function get(who: SignedIn, url: string) {
  return app.inject({ method: 'GET', url, headers: who.auth });
}

/** Every page of a list, `limit` at a time, following X-Next-Cursor. */
async function walk(who: SignedIn, path: string, limit: number) {
  const ids: (number | string)[] = [];
  const totals: number[] = [];
  let pages = 0;
  let cursor: string | undefined;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url = `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await get(who, url);
    expect(response.statusCode, url).toBe(200);
    const rows = response.json<{ id: number | string }[]>();
    expect(rows.length).toBeLessThanOrEqual(limit);
    ids.push(...rows.map((row) => row.id));
    totals.push(Number(response.headers['x-total-count']));
    cursor = response.headers['x-next-cursor'] as string | undefined;
    pages++;
  } while (cursor && pages < 50);
  return { ids, totals, pages };
}

async function allAtOnce(who: SignedIn, path: string) {
  const response = await get(who, path);
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-next-cursor']).toBeUndefined();
  return response.json<{ id: number | string }[]>().map((row) => row.id);
}

describe.each([
  ['/api/bookings', bookingCount],
  ['/api/payments', venuePayments.length],
  ['/api/contracts', venueContracts.length],
])('GET %s', (path, count) => {
  it('walks every row exactly once, in the list’s order, whatever the page size', async () => {
    const everything = await allAtOnce(owner, path);
    expect(everything).toHaveLength(count);
    for (const limit of [1, 2, 3]) {
      const { ids, totals, pages } = await walk(owner, path, limit);
      expect(ids).toEqual(everything);
      expect(new Set(ids).size).toBe(count);
      expect(pages).toBe(Math.ceil(count / limit));
      expect(totals.every((total) => total === count)).toBe(true);
    }
  });

  it('says how many rows the list holds and sends no cursor on the last page', async () => {
    const response = await get(owner, path);
    expect(response.headers['x-total-count']).toBe(String(count));
    expect(response.headers['x-next-cursor']).toBeUndefined();
  });

  const forged = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['limit=0', 'limit=0', 'limit'],
    ['limit=201', 'limit=201', 'limit'],
    ['limit=abc', 'limit=abc', 'limit'],
    ['limit=1.5', 'limit=1.5', 'limit'],
    ['a cursor that is not base64url', 'cursor=not%20a%20cursor', 'cursor'],
    ['a cursor that is not JSON', 'cursor=abc', 'cursor'],
    ['a forged cursor with a bad key', `cursor=${forged({ list: 'bookings', key: ['yesterday', 1] })}`, 'cursor'],
    [
      'a forged cursor of no list',
      `cursor=${forged({ list: 'elsewhere', key: ['2030-01-01T00:00:00.000000Z', 1] })}`,
      'cursor',
    ],
    ['a cursor too long', `cursor=${'a'.repeat(600)}`, 'cursor'],
  ])('answers %s with 400 naming the parameter', async (_label, query, field) => {
    const response = await get(owner, `${path}?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(new RegExp(`^${field} `));
    expect(Object.keys(body.fieldErrors ?? {})).toEqual([field]);
  });

  it('refuses the cursor of another list', async () => {
    const otherPath = path === '/api/bookings' ? '/api/payments' : '/api/bookings';
    const cursor = (await get(owner, `${otherPath}?limit=1`)).headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const response = await get(owner, `${path}?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fieldErrors).toHaveProperty('cursor');
  });
});

describe('page sizes', () => {
  it('answers 100 rows unless asked, and at most 200', async () => {
    const booking = await createPayableBooking(app, other);
    await db.insert(payments).values(
      Array.from({ length: 210 }, (_, index) => ({
        venueId: other.user.venueId!,
        bookingId: booking.id,
        amount: '10.00',
        type: 'additional' as const,
        description: `Bulk ${index}`,
      })),
    );
    const first = await get(other, '/api/payments');
    expect(first.json<unknown[]>()).toHaveLength(100);
    expect(first.headers['x-total-count']).toBe('211');
    expect(first.headers['x-next-cursor']).toBeTruthy();
    const biggest = await get(other, '/api/payments?limit=200');
    expect(biggest.json<unknown[]>()).toHaveLength(200);
    const rest = await get(other, `/api/payments?limit=200&cursor=${biggest.headers['x-next-cursor'] as string}`);
    expect(rest.json<unknown[]>()).toHaveLength(11);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
    const walked = await walk(other, '/api/payments', 100);
    expect(walked.pages).toBe(3);
    expect(new Set(walked.ids).size).toBe(211);
  });
});

describe('?bookingId=', () => {
  it('gives one booking’s payments and contracts, paged like the whole list', async () => {
    const ofBooking = venuePayments.filter((payment) => payment.bookingId === paidBooking.id).map((p) => p.id);
    const { ids, totals } = await walk(owner, `/api/payments?bookingId=${paidBooking.id}`, 2);
    expect([...ids].sort()).toEqual([...ofBooking].sort());
    expect(totals[0]).toBe(ofBooking.length);

    const contractIds = (await allAtOnce(owner, `/api/contracts?bookingId=${paidBooking.id}`)).sort();
    expect(contractIds).toEqual(
      venueContracts
        .slice(0, 2)
        .map((contract) => contract.id)
        .sort(),
    );
  });

  it('finds nothing for another venue’s booking', async () => {
    const response = await get(owner, `/api/payments?bookingId=${otherPayment.bookingId}`);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
    expect(await allAtOnce(other, `/api/contracts?bookingId=${paidBooking.id}`)).toEqual([]);
  });

  it.each(['/api/payments', '/api/contracts'])('%s answers a bad bookingId with 400', async (path) => {
    for (const value of ['-1', '0', 'abc', '1.5', '99999999999']) {
      const response = await get(owner, `${path}?bookingId=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json<ErrorBody>().message).toMatch(/^bookingId must be a booking id/);
    }
  });
});

describe('the keyset order', () => {
  it('orders bookings by event then id, payments and contracts newest first', async () => {
    const listed = await allAtOnce(owner, '/api/bookings');
    const rows = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.venueId, owner.user.venueId!))
      .orderBy(bookings.eventDate, bookings.id);
    expect(listed).toEqual(rows.map((row) => row.id));

    // Made in 2020: the two a microsecond apart, newest first, then the four of one instant by id.
    const newestPayments = (await allAtOnce(owner, '/api/payments')).slice(-6);
    expect(newestPayments).toEqual([
      venuePayments[5]!.id,
      venuePayments[4]!.id,
      venuePayments[3]!.id,
      venuePayments[2]!.id,
      venuePayments[1]!.id,
      venuePayments[0]!.id,
    ]);
  });
});
