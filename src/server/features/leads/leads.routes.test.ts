import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, leads } from '#server/db/schema.ts';
import { leadSchema, type Lead } from '#shared/leads/leads.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { createContract } from '#tests/contracts-factory.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();

const validLead = {
  name: 'Valentina Cruz',
  email: 'Valentina@Example.com',
  phone: '555-0101',
  preferredDate: '2031-09-20',
  guestCount: 150,
  budget: 18000.5,
  source: 'website',
  notes: 'Garden ceremony',
};

function postLead(who: SignedIn, payload: Record<string, unknown> = validLead) {
  return app.inject({ method: 'POST', url: '/api/leads', headers: who.auth, payload });
}

async function createLead(who: SignedIn, payload: Record<string, unknown> = validLead) {
  const response = await postLead(who, payload);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function leadCount() {
  const [row] = await app.deps.db.select({ total: count() }).from(leads);
  return row!.total;
}

describe('POST /api/leads', () => {
  it('answers 201 with the lead, status new, every field', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner);
    expect(lead).toEqual({
      id: expect.any(Number),
      name: 'Valentina Cruz',
      email: 'valentina@example.com',
      phone: '555-0101',
      preferredDate: '2031-09-20',
      guestCount: 150,
      budget: 18000.5,
      source: 'website',
      notes: 'Garden ceremony',
      status: 'new',
      lostReason: null,
      language: 'en',
      bookingId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('takes only name and email, and optional fields left out or null', async () => {
    const owner = await signUpOwner(app);
    const bare = await createLead(owner, { name: 'Noah', email: 'noah@example.com' });
    const nulls = await createLead(owner, {
      name: 'Hannah',
      email: 'hannah@example.com',
      phone: null,
      preferredDate: null,
      guestCount: null,
      budget: null,
      source: null,
      notes: '',
    });
    for (const lead of [bare, nulls]) {
      expect(lead).toMatchObject({ phone: null, preferredDate: null, guestCount: null, budget: null, source: null });
    }
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'Name is required'],
    ['no email', { email: '' }, 'email', 'Email is required'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    ['a fractional guest count', { guestCount: 1.5 }, 'guestCount', 'Expected guests must be a whole number'],
    ['zero guests', { guestCount: 0 }, 'guestCount', 'Expected guests must be at least 1'],
    ['a negative budget', { budget: -5 }, 'budget', 'Enter an amount of 0 or more with at most 2 decimals'],
    ['a budget with 3 decimals', { budget: 10.125 }, 'budget', 'Enter an amount of 0 or more with at most 2 decimals'],
    ['a date with a time', { preferredDate: '2031-09-20T10:00:00Z' }, 'preferredDate', 'Enter dates as YYYY-MM-DD'],
    ['a day that does not exist', { preferredDate: '2031-02-30' }, 'preferredDate', 'Enter a date that exists'],
    ['an unknown source', { source: 'billboard' }, 'source', 'Choose a source from the list'],
  ])('refuses %s with 400 and a field error, writing nothing', async (_case, override, field, message) => {
    const owner = await signUpOwner(app);
    const before = await leadCount();
    const response = await postLead(owner, { ...validLead, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toContain(message);
    expect(await leadCount()).toBe(before);
  });
});

describe('GET /api/leads', () => {
  it('lists only the venue’s leads, newest first, exactly as leadSchema describes them', async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app);
    await createLead(other, { name: 'Elsewhere', email: 'e@example.com' });
    const first = await createLead(owner, { name: 'First "quoted" \\ lead', email: 'f@example.com', notes: 'a\tb\nc' });
    const second = await createLead(owner, { ...validLead, budget: '2500' });
    const response = await app.inject({ method: 'GET', url: '/api/leads', headers: owner.auth });
    expect(response.statusCode).toBe(200);
    const list = response.json<Lead[]>();
    expect(list.map((lead) => lead.id)).toEqual([second.id, first.id]);
    expect(list).toEqual([second, first]);
    expect(list.map((lead) => leadSchema.parse(lead))).toEqual(list);
    expect(list[0]!.budget).toBe(2500);
  });
});

describe('PATCH /api/leads/{id} and DELETE', () => {
  it('changes fields and moves the status through the pipeline', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner);
    for (const status of ['contacted', 'tour_scheduled', 'proposal_sent']) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/leads/${lead.id}`,
        headers: owner.auth,
        payload: { status, guestCount: 160 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status, guestCount: 160, name: 'Valentina Cruz' });
    }
  });

  it('keeps an optional reason with lost, and clears it when the lead is worked again', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner);
    const patch = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/leads/${lead.id}`, headers: owner.auth, payload });
    expect((await patch({ status: 'lost', lostReason: 'Chose another venue' })).json()).toMatchObject({
      status: 'lost',
      lostReason: 'Chose another venue',
    });
    expect((await patch({ status: 'contacted' })).json()).toMatchObject({ status: 'contacted', lostReason: null });
  });

  it('refuses an unknown status and writes nothing', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      headers: owner.auth,
      payload: { status: 'won', name: 'Changed' },
    });
    expect(response.statusCode).toBe(400);
    const [row] = await app.deps.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: 'new', name: 'Valentina Cruz' });
  });

  it('deletes with 204', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner);
    const response = await app.inject({ method: 'DELETE', url: `/api/leads/${lead.id}`, headers: owner.auth });
    expect(response.statusCode).toBe(204);
    expect(await app.deps.db.select().from(leads).where(eq(leads.id, lead.id))).toEqual([]);
  });

  it('answers 404 for another venue’s lead and changes nothing', async () => {
    const owner = await signUpOwner(app);
    const intruder = await signUpOwner(app);
    const lead = await createLead(owner);
    for (const [method, url] of [
      ['GET', `/api/leads/${lead.id}`],
      ['PATCH', `/api/leads/${lead.id}`],
      ['DELETE', `/api/leads/${lead.id}`],
      ['POST', `/api/leads/${lead.id}/convert`],
    ] as const) {
      const response = await app.inject({ method, url, headers: intruder.auth, payload: { status: 'lost' } });
      expect(response.statusCode).toBe(404);
    }
    const [row] = await app.deps.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: 'new', bookingId: null });
  });

  it('lets coordinators work leads and keeps clients out', async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const client = await signUpClient(app);
    expect((await postLead(coordinator)).statusCode).toBe(201);
    expect((await postLead(client)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/leads', headers: client.auth })).statusCode).toBe(403);
  });
});

describe('POST /api/leads/{id}/convert', () => {
  it('creates a booking at noon venue time on the preferred date and marks the lead converted', async () => {
    const owner = await signUpOwner(app); // the venue's zone is America/Los_Angeles
    const lead = await createLead(owner);
    const response = await app.inject({ method: 'POST', url: `/api/leads/${lead.id}/convert`, headers: owner.auth });
    expect(response.statusCode).toBe(201);
    const { lead: converted, booking } = response.json();
    expect(booking).toMatchObject({
      coupleNames: 'Valentina Cruz',
      email: 'valentina@example.com',
      phone: '555-0101',
      guestCount: 150,
      notes: 'Garden ceremony',
      eventType: 'Wedding',
      status: 'booked',
      eventDate: '2031-09-20T19:00:00.000Z',
    });
    expect(converted).toMatchObject({ status: 'converted', bookingId: booking.id });
    const calendar = await app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: owner.auth });
    expect(calendar.statusCode).toBe(200);
  });

  it('carries the lead’s budget into the booking’s total, and from there into a contract’s amount', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner);
    const response = await app.inject({ method: 'POST', url: `/api/leads/${lead.id}/convert`, headers: owner.auth });
    expect(response.statusCode).toBe(201);
    const { booking } = response.json();
    expect(booking.totalAmount).toBe('18000.50');
    const contract = await createContract(app, owner, { bookingId: booking.id, amount: null });
    expect(contract.amount).toBe('18000.50');
    expect(contract.content).toContain('Total: $18,000.50');
  });

  it('takes another total, or none, in place of the budget', async () => {
    const owner = await signUpOwner(app);
    const convert = async (leadInput: Record<string, unknown>, totalAmount: string | null) => {
      const lead = await createLead(owner, leadInput);
      const response = await app.inject({
        method: 'POST',
        url: `/api/leads/${lead.id}/convert`,
        headers: owner.auth,
        payload: { totalAmount },
      });
      expect(response.statusCode).toBe(201);
      return response.json().booking.totalAmount as string | null;
    };
    expect(await convert({ ...validLead, email: 'a@example.com', preferredDate: '2031-10-01' }, '21500')).toBe(
      '21500.00',
    );
    expect(await convert({ ...validLead, email: 'b@example.com', preferredDate: '2031-10-02' }, null)).toBeNull();
  });

  it('refuses a bad total with 400 and converts nothing', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner);
    const response = await app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/convert`,
      headers: owner.auth,
      payload: { totalAmount: '-5' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.totalAmount).toEqual(['Enter an amount of 0 or more with at most 2 decimals']);
    const [row] = await app.deps.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: 'new', bookingId: null });
  });

  it('takes a chosen date and event type', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner, { name: 'Ana', email: 'ana@example.com' });
    const response = await app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/convert`,
      headers: owner.auth,
      payload: { eventDate: '2032-03-06T23:00:00Z', eventType: 'Quinceañera' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().booking).toMatchObject({ eventDate: '2032-03-06T23:00:00.000Z', eventType: 'Quinceañera' });
  });

  it('answers the calendar’s 409 for a taken day and leaves the lead unchanged', async () => {
    const owner = await signUpOwner(app);
    await createBooking(app, owner, { eventDate: '2031-09-20T10:00:00-07:00' });
    const lead = await createLead(owner);
    const [before] = await app.deps.db.select({ total: count() }).from(bookings);
    const response = await app.inject({ method: 'POST', url: `/api/leads/${lead.id}/convert`, headers: owner.auth });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('20 September 2031 is already booked');
    const [row] = await app.deps.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: 'new', bookingId: null });
    const [after] = await app.deps.db.select({ total: count() }).from(bookings);
    expect(after!.total).toBe(before!.total);
  });

  it('answers 409 for a blackout date', async () => {
    const owner = await signUpOwner(app);
    await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: { availability: { blackoutDates: ['2031-09-20'] } },
    });
    const lead = await createLead(owner);
    const response = await app.inject({ method: 'POST', url: `/api/leads/${lead.id}/convert`, headers: owner.auth });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('20 September 2031 is a blackout date');
  });

  it('answers 400 for a lead without a date when none is given', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner, { name: 'Noah', email: 'noah@example.com' });
    const response = await app.inject({ method: 'POST', url: `/api/leads/${lead.id}/convert`, headers: owner.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.eventDate).toEqual(['Choose an event date: this lead has no preferred date']);
  });

  it('converts a lead once', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner);
    const convert = () => app.inject({ method: 'POST', url: `/api/leads/${lead.id}/convert`, headers: owner.auth });
    const answers = await Promise.all([convert(), convert(), convert()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('keeps the lead when its booking is deleted, and clears the link', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner);
    const { booking } = (
      await app.inject({ method: 'POST', url: `/api/leads/${lead.id}/convert`, headers: owner.auth })
    ).json();
    await app.inject({ method: 'DELETE', url: `/api/bookings/${booking.id}`, headers: owner.auth });
    const [row] = await app.deps.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: 'converted', bookingId: null, venueId: owner.user.venueId });
  });
});

describe('GET /api/leads pages, search and counts', () => {
  it('pages newest first with the total in X-Total-Count, searches name or e-mail, filters by status', async () => {
    const owner = await signUpOwner(app);
    for (const [name, email] of [
      ['Ana Ruiz', 'ana@example.com'],
      ['Ben Cho', 'ben@sample.org'],
      ['Cleo 100% Diaz', 'cleo_d@example.com'],
    ]) {
      await createLead(owner, { name, email });
    }
    const get = (query: string) => app.inject({ method: 'GET', url: `/api/leads?${query}`, headers: owner.auth });
    const firstPage = await get('limit=2');
    expect(firstPage.headers['x-total-count']).toBe('3');
    expect(firstPage.json<Lead[]>().map((lead) => lead.name)).toEqual(['Cleo 100% Diaz', 'Ben Cho']);
    expect((await get('limit=2&offset=2')).json<Lead[]>().map((lead) => lead.name)).toEqual(['Ana Ruiz']);
    expect((await get('search=SAMPLE')).json<Lead[]>().map((lead) => lead.name)).toEqual(['Ben Cho']);
    // % and _ are the visitor's text, not patterns.
    expect((await get('search=100%25')).json<Lead[]>().map((lead) => lead.name)).toEqual(['Cleo 100% Diaz']);
    expect((await get('search=o_d')).json<Lead[]>().map((lead) => lead.name)).toEqual(['Cleo 100% Diaz']);
    expect((await get('search=a_a')).json<Lead[]>()).toEqual([]);

    const ben = (await get('search=ben')).json<Lead[]>()[0]!;
    await app.inject({
      method: 'PATCH',
      url: `/api/leads/${ben.id}`,
      headers: owner.auth,
      payload: { status: 'contacted' },
    });
    const contacted = await get('status=contacted');
    expect(contacted.json<Lead[]>().map((lead) => lead.name)).toEqual(['Ben Cho']);
    expect(contacted.headers['x-total-count']).toBe('1');
    expect((await get('status=won')).statusCode).toBe(400);

    const counts = await app.inject({ method: 'GET', url: '/api/leads/counts', headers: owner.auth });
    expect(counts.json()).toEqual({ new: 2, contacted: 1, tour_scheduled: 0, proposal_sent: 0, converted: 0, lost: 0 });
  });
});

describe('stage changes and counts on the board', () => {
  it('moves a lead with its status alone, changing nothing else, and refuses another venue', async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app);
    const lead = await createLead(owner);
    const move = (who: SignedIn, status: string) =>
      app.inject({ method: 'PATCH', url: `/api/leads/${lead.id}`, headers: who.auth, payload: { status } });
    const moved = await move(owner, 'tour_scheduled');
    expect(moved.statusCode).toBe(200);
    const { status, updatedAt, ...unchanged } = moved.json<Lead>();
    expect(status).toBe('tour_scheduled');
    expect(updatedAt >= lead.updatedAt).toBe(true);
    const { status: _before, updatedAt: _then, ...original } = lead as Lead;
    expect(unchanged).toEqual(original);
    // Back a stage is a move too: the pipeline has no fixed order.
    expect((await move(owner, 'contacted')).json()).toMatchObject({ status: 'contacted' });
    expect((await move(other, 'lost')).statusCode).toBe(404);
    const [row] = await app.deps.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe('contacted');
  });

  it('counts converted and lost leads beside the rest, the venue’s own only', async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app);
    const [converting, losing] = [await createLead(owner), await createLead(owner)];
    await createLead(owner);
    await createLead(other);
    const converted = await app.inject({
      method: 'POST',
      url: `/api/leads/${converting.id}/convert`,
      headers: owner.auth,
    });
    expect(converted.statusCode).toBe(201);
    await app.inject({
      method: 'PATCH',
      url: `/api/leads/${losing.id}`,
      headers: owner.auth,
      payload: { status: 'lost' },
    });
    const counts = await app.inject({ method: 'GET', url: '/api/leads/counts', headers: owner.auth });
    expect(counts.json()).toEqual({ new: 1, contacted: 0, tour_scheduled: 0, proposal_sent: 0, converted: 1, lost: 1 });
  });
});
