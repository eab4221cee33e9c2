import { describe, expect, it } from 'vitest';
import { leads, payments } from '#server/db/schema.ts';
import {
  performanceAnalyticsSchema,
  type PerformanceAnalytics,
  type RevenueMonth,
} from '#shared/optimization/analytics.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
// New venues keep their day in Los Angeles; these tests run in UTC, so a venue day and a UTC day differ.
const zone = 'America/Los_Angeles';
const DAY_MS = 86_400_000;

/** The venue's today, YYYY-MM-DD. */
function venueToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The first day of the venue month `shift` months from this one, YYYY-MM-DD. */
function firstOfMonth(shift: number): string {
  const [year, month] = venueToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + shift, 1)).toISOString().slice(0, 10);
}

function lastOfMonth(shift: number): string {
  return addDays(firstOfMonth(shift + 1), -1);
}

/** The instant of a wall-clock time on a Los Angeles day, whatever its daylight saving. */
function venueInstant(day: string, time: string): Date {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  for (const offset of ['-07:00', '-08:00']) {
    const at = new Date(`${day}T${time}:00${offset}`);
    if (format.format(at) === `${day} ${time}`) return at;
  }
  throw new Error(`No ${time} on ${day} in ${zone}`);
}

/** A booking whose event is at noon on a venue day. */
function bookOn(who: SignedIn, day: string, status: 'booked' | 'inquiry' | 'cancelled' | 'completed' = 'booked') {
  return createBooking(app, who, { eventDate: venueInstant(day, '12:00').toISOString(), status });
}

async function getAnalytics(who: SignedIn): Promise<PerformanceAnalytics> {
  const response = await app.inject({ method: 'GET', url: '/api/optimization/analytics', headers: who.auth });
  expect(response.statusCode).toBe(200);
  return performanceAnalyticsSchema.parse(response.json());
}

function insertPayment(who: SignedIn, bookingId: number, values: Partial<typeof payments.$inferInsert>) {
  return app.deps.db
    .insert(payments)
    .values({ venueId: who.user.venueId!, bookingId, amount: '100.00', type: 'deposit', ...values });
}

/** A payment paid at `paidAt`, recorded by hand, with `refunded` of it given back. */
function paid(amount: string, paidAt: Date, dueDate: string, refunded = '0') {
  const status = refunded === amount ? ('refunded' as const) : ('paid' as const);
  return {
    amount,
    paidAt,
    dueDate,
    status,
    provider: 'manual' as const,
    method: 'cash' as const,
    refundedAmount: refunded,
  };
}

function insertLead(who: SignedIn, values: Partial<typeof leads.$inferInsert>) {
  return app.deps.db
    .insert(leads)
    .values({ venueId: who.user.venueId!, name: 'Emma Johnson', email: 'emma@example.com', ...values });
}

describe('GET /api/optimization/analytics', () => {
  it("answers twelve empty months ending with the venue's month, every status at zero and a 52-week occupancy", async () => {
    const owner = await signUpOwner(app);
    const analytics = await getAnalytics(owner);

    expect(analytics.since).toBe(firstOfMonth(-11));
    expect(analytics.revenueByMonth.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => firstOfMonth(index - 11).slice(0, 7)),
    );
    expect(analytics.revenueByMonth.every((month) => month.paid === '0.00' && month.scheduled === '0.00')).toBe(true);
    expect(analytics.bookingsByStatus).toEqual(
      ['inquiry', 'tour_scheduled', 'contract_sent', 'booked', 'deposit_paid', 'completed', 'cancelled'].map(
        (status) => ({ status, count: 0 }),
      ),
    );
    expect(analytics.leadsByStage.map((stage) => stage.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(analytics.leadsBySource).toEqual([]);
    const today = venueToday();
    expect(analytics.occupancy.from).toBe(addDays(today, -182));
    expect(analytics.occupancy.to).toBe(addDays(today, 181));
    expect(analytics.occupancy.weekdays).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, openSlots: 52, takenSlots: 0, rate: 0 })),
    );
  });

  it("adds payments received (less refunds) and payments due by the venue's month, never another venue's", async () => {
    const owner = await signUpOwner(app);
    const booking = await bookOn(owner, '2031-03-01');
    const cancelled = await bookOn(owner, '2031-03-02', 'cancelled');
    const payment = (values: Partial<typeof payments.$inferInsert>) => insertPayment(owner, booking.id, values);

    await payment(paid('1000.00', venueInstant(firstOfMonth(0), '12:00'), firstOfMonth(0)));
    await payment(paid('2000.00', venueInstant(addDays(firstOfMonth(-1), 14), '12:00'), firstOfMonth(-1), '500.00'));
    // Refunded in full: received and given back.
    await payment(paid('300.00', venueInstant(firstOfMonth(0), '13:00'), firstOfMonth(0), '300.00'));
    // Last month's last evening in Los Angeles is already this month in UTC.
    await payment(paid('700.00', venueInstant(lastOfMonth(-1), '23:30'), lastOfMonth(-1)));
    // Twelve months ago: before the window.
    await payment(paid('5000.00', venueInstant(addDays(firstOfMonth(-12), 14), '12:00'), firstOfMonth(-12)));
    await payment({ amount: '400.00', dueDate: lastOfMonth(0) });
    // Without a due date: a paid one was due when it was paid, an unpaid one in no month yet.
    await payment({ ...paid('60.00', venueInstant(lastOfMonth(-1), '23:45'), lastOfMonth(-1)), dueDate: null });
    await payment({ amount: '35.00', dueDate: null });
    await payment({ amount: '450.00', dueDate: firstOfMonth(-1), status: 'processing' });
    // A cancelled booking's unpaid payment is no longer expected; its paid one still came in.
    await insertPayment(owner, cancelled.id, { amount: '999.00', dueDate: firstOfMonth(0) });
    await insertPayment(owner, cancelled.id, paid('250.00', venueInstant(firstOfMonth(0), '14:00'), firstOfMonth(0)));

    const other = await signUpOwner(app, 'Other Hall');
    const theirs = await bookOn(other, '2031-03-01');
    await insertPayment(other, theirs.id, paid('8888.00', venueInstant(firstOfMonth(0), '12:00'), firstOfMonth(0)));
    await insertPayment(other, theirs.id, { amount: '777.00', dueDate: firstOfMonth(-1) });

    const months = (await getAnalytics(owner)).revenueByMonth;
    const byMonth = (shift: number) => months.find((month) => month.month === firstOfMonth(shift).slice(0, 7));
    expect(byMonth(0)).toEqual<RevenueMonth>({
      month: firstOfMonth(0).slice(0, 7),
      paid: '1250.00',
      scheduled: '1950.00',
    });
    expect(byMonth(-1)).toEqual<RevenueMonth>({
      month: firstOfMonth(-1).slice(0, 7),
      paid: '2260.00',
      scheduled: '3210.00',
    });
    const rest = months.filter((month) => month !== byMonth(0) && month !== byMonth(-1));
    expect(rest).toHaveLength(10);
    expect(rest.every((month) => month.paid === '0.00' && month.scheduled === '0.00')).toBe(true);
  });

  it('counts bookings by status from the first day of the window on, the coming ones too', async () => {
    const owner = await signUpOwner(app);
    const since = firstOfMonth(-11);
    await bookOn(owner, since, 'inquiry');
    await bookOn(owner, addDays(since, -1), 'completed');
    await bookOn(owner, addDays(firstOfMonth(-2), 9), 'cancelled');
    await bookOn(owner, '2031-03-01');
    await bookOn(owner, '2031-03-02');
    await createBooking(app, owner, { eventDate: '2031-03-03T20:00:00Z', status: 'deposit_paid' });
    await bookOn(owner, '2031-03-04', 'cancelled');
    const other = await signUpOwner(app, 'Other Hall');
    await bookOn(other, '2031-03-05');

    const counts = Object.fromEntries(
      (await getAnalytics(owner)).bookingsByStatus.map(({ status, count }) => [status, count]),
    );
    expect(counts).toEqual({
      inquiry: 1,
      tour_scheduled: 0,
      contract_sent: 0,
      booked: 2,
      deposit_paid: 1,
      completed: 0,
      cancelled: 2,
    });
  });

  it("counts the window's leads by stage and by source, with the converted ones of each source", async () => {
    const owner = await signUpOwner(app);
    const since = firstOfMonth(-11);
    const inWindow = venueInstant(since, '00:30');
    await insertLead(owner, { status: 'new', source: 'website', createdAt: inWindow });
    await insertLead(owner, { status: 'new', source: 'website' });
    await insertLead(owner, { status: 'contacted', source: 'google' });
    await insertLead(owner, { status: 'converted', source: 'website' });
    await insertLead(owner, { status: 'converted', source: 'referral' });
    await insertLead(owner, { status: 'lost', source: 'referral' });
    await insertLead(owner, { status: 'proposal_sent', source: null });
    await insertLead(owner, { status: 'tour_scheduled', source: 'referral' });
    // The evening before the window in Los Angeles is already its first day in UTC.
    await insertLead(owner, {
      status: 'converted',
      source: 'website',
      createdAt: venueInstant(addDays(since, -1), '23:30'),
    });
    const other = await signUpOwner(app, 'Other Hall');
    await insertLead(other, { status: 'new', source: 'website' });

    const analytics = await getAnalytics(owner);
    expect(analytics.leadsByStage).toEqual([
      { stage: 'new', count: 2 },
      { stage: 'contacted', count: 1 },
      { stage: 'tour_scheduled', count: 1 },
      { stage: 'proposal_sent', count: 1 },
      { stage: 'converted', count: 2 },
      { stage: 'lost', count: 1 },
    ]);
    expect(analytics.leadsBySource).toEqual([
      { source: 'website', leads: 3, converted: 1 },
      { source: 'referral', leads: 3, converted: 1 },
      { source: 'google', leads: 1, converted: 0 },
      { source: null, leads: 1, converted: 0 },
    ]);
  });

  it('divides taken slots by open slots for each weekday: closed weekdays, blackout days and cancelled bookings left out', async () => {
    const owner = await signUpOwner(app);
    const putSettings = (availability: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: '/api/settings', headers: owner.auth, payload: { availability } });
    expect((await putSettings({ maxBookingsPerDay: 2 })).statusCode).toBe(200);

    const today = venueToday();
    const from = addDays(today, -182);
    const to = addDays(today, 181);
    // The first Saturday and Monday after today.
    const nextWeekday = (weekday: number) => addDays(today, (weekday - weekdayOf(today) + 7) % 7 || 7);
    const nextSaturday = nextWeekday(6);
    const nextMonday = nextWeekday(1);
    await bookOn(owner, nextSaturday);
    await bookOn(owner, nextSaturday);
    await bookOn(owner, addDays(nextSaturday, 7));
    await bookOn(owner, addDays(nextSaturday, 7), 'cancelled');
    await bookOn(owner, addDays(nextSaturday, 14));
    await bookOn(owner, nextMonday);
    await bookOn(owner, from, 'completed');
    await bookOn(owner, addDays(from, -1), 'completed');
    await bookOn(owner, addDays(to, 1));
    // Closing Mondays and blacking out a booked Saturday keep those bookings, but not their slots.
    expect(
      (
        await putSettings({
          weekdays: { mon: false },
          blackoutDates: [addDays(nextSaturday, 14)],
        })
      ).statusCode,
    ).toBe(200);
    const other = await signUpOwner(app, 'Other Hall');
    await bookOn(other, nextSaturday);

    const taken = [0, 0, 0, 0, 0, 0, 3];
    taken[weekdayOf(from)]! += 1;
    taken[1] = 0;
    const expected = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const openSlots = weekday === 1 ? 0 : weekday === 6 ? 102 : 104;
      const takenSlots = taken[weekday]!;
      return {
        weekday,
        openSlots,
        takenSlots,
        rate: openSlots === 0 ? null : Math.round((1000 * takenSlots) / openSlots) / 10,
      };
    });
    const { occupancy } = await getAnalytics(owner);
    expect(occupancy).toEqual({ from, to, weekdays: expected });
    expect(occupancy.weekdays[6]!.rate).toBe(weekdayOf(from) === 6 ? 3.9 : 2.9);
  });

  it('lets every staff role read and keeps clients and visitors out', async () => {
    const owner = await signUpOwner(app);
    const venueId = owner.user.venueId!;
    for (const role of ['manager', 'coordinator'] as const) {
      await getAnalytics(await addStaffMember(app, venueId, role));
    }
    const client = await signUpClient(app);
    const asClient = await app.inject({ method: 'GET', url: '/api/optimization/analytics', headers: client.auth });
    expect(asClient.statusCode).toBe(403);
    const asVisitor = await app.inject({ method: 'GET', url: '/api/optimization/analytics' });
    expect(asVisitor.statusCode).toBe(401);
  });
});
