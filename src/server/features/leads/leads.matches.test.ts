import { describe, expect, it } from 'vitest';
import { leads } from '#server/db/schema.ts';
import { leadMatchesSchema, type Lead, type LeadMatches } from '#shared/leads/leads.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();

async function createLead(who: SignedIn, payload: Record<string, unknown>): Promise<Lead> {
  const response = await app.inject({ method: 'POST', url: '/api/leads', headers: who.auth, payload });
  expect(response.statusCode).toBe(201);
  return response.json<Lead>();
}

function getMatches(who: SignedIn, id: number) {
  return app.inject({ method: 'GET', url: `/api/leads/${id}/matches`, headers: who.auth });
}

describe('GET /api/leads/{id}/matches', () => {
  it('lists the venue’s other leads and its bookings with the same e-mail in any case, and nothing else', async () => {
    const owner = await signUpOwner(app);
    const elsewhere = await signUpOwner(app, 'Other Hall');
    const lead = await createLead(owner, { name: 'Valentina Cruz', email: 'valentina@example.com' });
    const earlier = await createLead(owner, { name: 'Vale Cruz', email: 'VALENTINA@example.com' });
    // A row written before e-mails were lower-cased (the API lower-cases lead e-mails).
    const [shouting] = await app.deps.db
      .insert(leads)
      .values({ venueId: owner.user.venueId!, name: 'V. Cruz', email: 'Valentina@EXAMPLE.com', status: 'lost' })
      .returning({ id: leads.id });
    await createLead(owner, { name: 'Someone Else', email: 'someone@example.com' });
    await createLead(elsewhere, { name: 'Valentina Cruz', email: 'valentina@example.com' });
    // Booking e-mails keep the case they were typed in.
    const booking = await createBooking(app, owner, {
      coupleNames: 'Valentina & Marco',
      email: 'Valentina@Example.COM',
      eventDate: '2031-09-20T17:00:00-07:00',
    });
    await createBooking(app, owner, { email: 'other@example.com', eventDate: '2031-09-21T17:00:00-07:00' });
    await createBooking(app, elsewhere, { email: 'valentina@example.com' });

    const response = await getMatches(owner, lead.id);
    expect(response.statusCode).toBe(200);
    const matches = response.json<LeadMatches>();
    expect(leadMatchesSchema.parse(matches)).toEqual(matches);
    expect(matches).toEqual({
      leads: [
        { id: shouting!.id, name: 'V. Cruz', status: 'lost' },
        { id: earlier.id, name: 'Vale Cruz', status: 'new' },
      ],
      bookings: [
        { id: booking.id, coupleNames: 'Valentina & Marco', eventDate: '2031-09-21T00:00:00.000Z', status: 'inquiry' },
      ],
    });
  });

  it('answers empty lists for a lead nobody shares an e-mail with', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner, { name: 'Noah', email: 'noah@example.com' });
    expect((await getMatches(owner, lead.id)).json()).toEqual({ leads: [], bookings: [] });
  });

  it('leaves out the booking the lead was converted into, but not the couple’s other bookings', async () => {
    const owner = await signUpOwner(app);
    const lead = await createLead(owner, { name: 'Ana Ruiz', email: 'ana@example.com', preferredDate: '2031-10-04' });
    const converted = await app.inject({ method: 'POST', url: `/api/leads/${lead.id}/convert`, headers: owner.auth });
    expect(converted.statusCode).toBe(201);
    expect((await getMatches(owner, lead.id)).json()).toEqual({ leads: [], bookings: [] });

    const rehearsal = await createBooking(app, owner, {
      coupleNames: 'Ana & Luis (rehearsal)',
      email: 'ana@example.com',
      eventDate: '2031-10-03T18:00:00-07:00',
    });
    expect((await getMatches(owner, lead.id)).json<LeadMatches>().bookings.map((b) => b.id)).toEqual([rehearsal.id]);
  });

  it('answers 404 for another venue’s lead or no lead, 403 for a client, and lets coordinators read', async () => {
    const owner = await signUpOwner(app);
    const intruder = await signUpOwner(app);
    const lead = await createLead(owner, { name: 'Ben Cho', email: 'ben@example.com' });
    await createLead(intruder, { name: 'Ben Cho', email: 'ben@example.com' });

    const foreign = await getMatches(intruder, lead.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await getMatches(owner, 2_147_480_000)).statusCode).toBe(404);
    expect((await getMatches(await signUpClient(app), lead.id)).statusCode).toBe(403);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    expect((await getMatches(coordinator, lead.id)).statusCode).toBe(200);
    const visitor = await app.inject({ method: 'GET', url: `/api/leads/${lead.id}/matches` });
    expect(visitor.statusCode).toBe(401);
  });
});
