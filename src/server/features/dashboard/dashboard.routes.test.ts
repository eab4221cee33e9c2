import { describe, expect, it } from 'vitest';
import { leads, payments } from '#server/db/schema.ts';
import type { DashboardActivity, DashboardStats } from '#shared/dashboard/dashboard.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
const zone = 'America/Los_Angeles';

/** The venue's current month as year and month (1-12), in its time zone, and a shift of it. */
function venueMonth(shift = 0) {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + shift, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** Noon in Los Angeles on a day of a month: that venue day whatever the daylight saving. */
function noonOn(shift: number, day: number): string {
  const { year, month } = venueMonth(shift);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T12:00:00-07:00`;
}

function daysIn(shift: number): number {
  const { year, month } = venueMonth(shift);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

async function getStats(who: SignedIn) {
  const response = await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: who.auth });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardStats>();
}

async function getActivity(who: SignedIn) {
  const response = await app.inject({ method: 'GET', url: '/api/dashboard/activity', headers: who.auth });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardActivity>();
}

function insertLead(venueId: number, values: Partial<typeof leads.$inferInsert> = {}) {
  return app.deps.db
    .insert(leads)
    .values({ venueId, name: 'Emma Johnson', email: 'emma@example.com', ...values })
    .returning();
}

describe('GET /api/dashboard/stats', () => {
  it('answers zeros for a new venue', async () => {
    const owner = await signUpOwner(app);
    expect(await getStats(owner)).toEqual({
      thisMonth: 0,
      revenue: '0.00',
      leads: 0,
      occupancy: 0,
      leadsNeedingFollowUp: 0,
      previousMonth: { thisMonth: 0, revenue: '0.00', occupancy: 0 },
    });
  });

  it("computes this month's and last month's figures in the venue's time zone", async () => {
    const owner = await signUpOwner(app);
    await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: { availability: { maxBookingsPerDay: 2 } },
    });
    await createBooking(app, owner, { eventDate: noonOn(0, 3), status: 'booked', totalAmount: '8000.50' });
    await createBooking(app, owner, { eventDate: noonOn(0, 3), status: 'deposit_paid', totalAmount: '4000' });
    await createBooking(app, owner, { eventDate: noonOn(0, 9), status: 'inquiry', totalAmount: '9999' });
    await createBooking(app, owner, { eventDate: noonOn(0, 12), status: 'cancelled', totalAmount: '5000' });
    await createBooking(app, owner, { eventDate: noonOn(-1, 20), status: 'completed', totalAmount: '10000' });
    await createBooking(app, owner, { eventDate: noonOn(1, 5), status: 'booked', totalAmount: '7000' });

    const stats = await getStats(owner);
    expect(stats.thisMonth).toBe(3);
    expect(stats.revenue).toBe('12000.50');
    expect(stats.occupancy).toBe(Math.round((100 * 3) / (daysIn(0) * 2)));
    expect(stats.previousMonth).toEqual({
      thisMonth: 1,
      revenue: '10000.00',
      occupancy: Math.round((100 * 1) / (daysIn(-1) * 2)),
    });
  });

  it('counts only open days in the occupancy', async () => {
    const owner = await signUpOwner(app);
    const allClosedButSunday = { mon: false, tue: false, wed: false, thu: false, fri: false, sat: false };
    await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: { availability: { weekdays: allClosedButSunday } },
    });
    const { year, month } = venueMonth(0);
    const sundays = Array.from({ length: daysIn(0) }, (_, index) => new Date(Date.UTC(year, month - 1, index + 1)))
      .filter((day) => day.getUTCDay() === 0)
      .map((day) => day.getUTCDate());
    await createBooking(app, owner, { eventDate: noonOn(0, sundays[0]!), status: 'booked' });
    expect((await getStats(owner)).occupancy).toBe(Math.round(100 / sundays.length));
  });

  it('counts the active leads and those needing follow-up', async () => {
    const owner = await signUpOwner(app);
    const venueId = owner.user.venueId!;
    for (const status of ['new', 'new', 'contacted', 'tour_scheduled', 'proposal_sent', 'converted', 'lost'] as const) {
      await insertLead(venueId, { status });
    }
    const other = await signUpOwner(app);
    await insertLead(other.user.venueId!, { status: 'new' });
    const stats = await getStats(owner);
    expect(stats.leads).toBe(5);
    expect(stats.leadsNeedingFollowUp).toBe(3);
  });

  it('is for staff of the venue only', async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    await createBooking(app, owner, { eventDate: noonOn(0, 2), status: 'booked' });
    expect((await getStats(coordinator)).thisMonth).toBe(1);
    expect((await getStats(await signUpOwner(app))).thisMonth).toBe(0);
    const client = await signUpClient(app);
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: client.auth })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/activity', () => {
  it('lists up to 3 future confirmed events, booked or deposit paid, soonest first', async () => {
    const owner = await signUpOwner(app);
    await createBooking(app, owner, { coupleNames: 'Past', eventDate: noonOn(-1, 1), status: 'deposit_paid' });
    await createBooking(app, owner, { coupleNames: 'Inquiry', eventDate: noonOn(2, 1), status: 'inquiry' });
    await createBooking(app, owner, { coupleNames: 'Contract', eventDate: noonOn(2, 3), status: 'contract_sent' });
    await createBooking(app, owner, { coupleNames: 'Cancelled', eventDate: noonOn(2, 4), status: 'cancelled' });
    await createBooking(app, owner, { coupleNames: 'Fourth', eventDate: noonOn(5, 1), status: 'booked' });
    await createBooking(app, owner, { coupleNames: 'Second', eventDate: noonOn(3, 1), status: 'deposit_paid' });
    await createBooking(app, owner, { coupleNames: 'First', eventDate: noonOn(2, 2), status: 'booked' });
    await createBooking(app, owner, { coupleNames: 'Third', eventDate: noonOn(4, 1), status: 'booked' });
    const { upcomingEvents } = await getActivity(owner);
    expect(upcomingEvents.map(({ coupleNames, status }) => ({ coupleNames, status }))).toEqual([
      { coupleNames: 'First', status: 'booked' },
      { coupleNames: 'Second', status: 'deposit_paid' },
      { coupleNames: 'Third', status: 'booked' },
    ]);
  });

  it('keeps an event in the upcoming list once its deposit is paid', async () => {
    const owner = await signUpOwner(app);
    const booking = await createBooking(app, owner, { eventDate: noonOn(2, 5), status: 'booked', totalAmount: '9000' });
    const [deposit] = await app.deps.db
      .insert(payments)
      .values({ venueId: owner.user.venueId!, bookingId: booking.id, amount: '2700.00', type: 'deposit' })
      .returning();
    const recorded = await app.inject({
      method: 'PATCH',
      url: `/api/payments/${deposit!.id}`,
      headers: owner.auth,
      payload: { status: 'paid', method: 'bank_transfer' },
    });
    expect(recorded.statusCode).toBe(200);
    const { upcomingEvents } = await getActivity(owner);
    expect(upcomingEvents).toEqual([expect.objectContaining({ id: booking.id, status: 'deposit_paid' })]);
  });

  it('lists the 3 newest open leads and the payments: 2 pending soonest due first, 1 paid', async () => {
    const owner = await signUpOwner(app);
    const venueId = owner.user.venueId!;
    await insertLead(venueId, { name: 'Old Lead', status: 'new', createdAt: new Date('2020-01-01') });
    await insertLead(venueId, { name: 'Lost Lead', status: 'lost' });
    await insertLead(venueId, { name: 'Ana Ruiz', status: 'contacted', preferredDate: '2031-05-01' });
    await insertLead(venueId, { name: 'Ben Cho', status: 'tour_scheduled' });
    await insertLead(venueId, { name: 'Cleo Diaz', status: 'new' });
    const { recentLeads } = await getActivity(owner);
    expect(recentLeads.map((lead) => lead.name).sort()).toEqual(['Ana Ruiz', 'Ben Cho', 'Cleo Diaz']);
    expect(recentLeads.find((lead) => lead.name === 'Ana Ruiz')).toMatchObject({
      status: 'contacted',
      preferredDate: '2031-05-01',
    });

    const booking = await createBooking(app, owner, { coupleNames: 'Rosa & Luis', eventDate: noonOn(3, 3) });
    const payment = (values: Partial<typeof payments.$inferInsert>) => ({
      venueId,
      bookingId: booking.id,
      amount: '1000.00',
      type: 'milestone' as const,
      ...values,
    });
    await app.deps.db.insert(payments).values([
      payment({ description: 'Undated', status: 'pending' }),
      payment({ description: 'Later', status: 'pending', dueDate: '2031-03-01' }),
      payment({ description: 'Sooner', status: 'pending', dueDate: '2031-02-01' }),
      ...[
        payment({ description: 'Deposit', type: 'deposit', status: 'paid', paidAt: new Date('2030-12-01T00:00Z') }),
        payment({ description: 'Older payment', status: 'paid', paidAt: new Date('2030-01-01T00:00Z') }),
        payment({
          description: 'Refunded',
          status: 'refunded',
          paidAt: new Date('2031-01-05T00:00Z'),
          refundedAmount: '1000.00',
        }),
      ].map((row) => ({ ...row, provider: 'manual' as const })),
    ]);
    const activity = await getActivity(owner);
    expect(activity.pendingPayments.map((item) => item.description)).toEqual(['Sooner', 'Later']);
    expect(activity.pendingPayments[0]).toMatchObject({
      coupleNames: 'Rosa & Luis',
      amount: '1000.00',
      dueDate: '2031-02-01',
      status: 'pending',
    });
    expect(activity.paidPayments).toEqual([
      expect.objectContaining({ description: 'Deposit', type: 'deposit', status: 'paid' }),
    ]);
    expect((await getActivity(await signUpOwner(app))).pendingPayments).toEqual([]);
  });
});
