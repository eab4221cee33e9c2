import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, notifications, outbox, venues } from '#server/db/schema.ts';
import { eventTypes } from '#shared/bookings/event-types.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();

async function venueSlug(owner: SignedIn): Promise<string> {
  const settings = await app.inject({ method: 'GET', url: '/api/settings', headers: owner.auth });
  return settings.json().venue.slug;
}

let addressCounter = 0;
function inquire(slug: string, payload: Record<string, unknown>, remoteAddress = `192.0.2.${++addressCounter}`) {
  return app.inject({ method: 'POST', url: `/api/public/venues/${slug}/inquiries`, remoteAddress, payload });
}

describe('venue slugs', () => {
  it('makes the slug from the venue name, with a suffix when another venue has it', async () => {
    const first = await signUpOwner(app, 'Hacienda Rosa');
    const second = await signUpOwner(app, 'Hacienda Rosa');
    expect(await venueSlug(first)).toBe('hacienda-rosa');
    expect(await venueSlug(second)).toMatch(/^hacienda-rosa-[0-9a-f]{6}$/);
  });

  it('lets an owner change it, refusing a bad or taken one', async () => {
    const owner = await signUpOwner(app, 'Slug Hall');
    const other = await signUpOwner(app, 'Other Slug Hall');
    const put = (slug: string) =>
      app.inject({ method: 'PUT', url: '/api/settings', headers: owner.auth, payload: { venue: { slug } } });
    expect((await put('slug-hall-events')).json().venue.slug).toBe('slug-hall-events');
    const bad = await put('Bad Slug!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors['venue.slug']).toEqual(['Use 3 to 40 lower-case letters, digits and hyphens']);
    const taken = await put(await venueSlug(other));
    expect(taken.statusCode).toBe(409);
    expect(await venueSlug(owner)).toBe('slug-hall-events');
  });
});

describe('GET /api/public/venues/{slug}', () => {
  it('gives public facts only', async () => {
    const owner = await signUpOwner(app, 'Public Facts Hall');
    await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: { venue: { email: 'office@facts.example', phone: '555-0199', address: '1 Main St' } },
    });
    const slug = await venueSlug(owner);
    const response = await app.inject({ method: 'GET', url: `/api/public/venues/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'accentColor',
      'defaultLanguage',
      'description',
      'eventTypes',
      'logo',
      'name',
      'primaryColor',
      'secondaryColor',
      'slug',
      'timeZone',
      'translations',
    ]);
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain('office@facts.example');
    expect(response.body).not.toContain('1 Main St');
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/public/venues/no-such-venue' })).statusCode).toBe(404);
  });
});

describe('GET /api/public/venues/{slug}/availability', () => {
  it('says whether a day takes a booking, under the booking rules, without saying who booked', async () => {
    const owner = await signUpOwner(app, 'Availability Hall');
    await createBooking(app, owner, { coupleNames: 'Secret Couple', eventDate: '2031-06-14T17:00:00-07:00' });
    await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: { availability: { blackoutDates: ['2031-12-25'], weekdays: { mon: false } } },
    });
    const slug = await venueSlug(owner);
    const ask = async (date: string) =>
      (await app.inject({ method: 'GET', url: `/api/public/venues/${slug}/availability?date=${date}` })).json();
    expect(await ask('2031-06-14')).toMatchObject({ available: false, reason: 'booked' });
    expect(await ask('2031-06-15')).toEqual({ available: true });
    expect(await ask('2031-12-25')).toMatchObject({ available: false, reason: 'blackout' });
    expect(await ask('2031-06-16')).toMatchObject({ available: false, reason: 'closed' });
    expect(await ask('2020-01-01')).toMatchObject({ available: false, reason: 'past' });
    const bad = await app.inject({ method: 'GET', url: `/api/public/venues/${slug}/availability?date=tomorrow` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/public/venues/{slug}/availability: alternatives', () => {
  async function ask(slug: string, date: string) {
    const response = await app.inject({ method: 'GET', url: `/api/public/venues/${slug}/availability?date=${date}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ available: boolean; reason?: string; alternatives?: string[] }>();
  }
  function setAvailability(owner: SignedIn, availability: Record<string, unknown>) {
    return app.inject({ method: 'PUT', url: '/api/settings', headers: owner.auth, payload: { availability } });
  }
  const book = (owner: SignedIn, day: string) => createBooking(app, owner, { eventDate: `${day}T17:00:00-07:00` });

  it('offers the 3 open days nearest a booked one, the earlier first when as near, under the venue’s rules', async () => {
    const owner = await signUpOwner(app, 'Nearest Hall');
    await book(owner, '2031-06-13');
    await book(owner, '2031-06-14');
    // Closed on Mondays (16 June), 12 June a blackout.
    await setAvailability(owner, { weekdays: { mon: false }, blackoutDates: ['2031-06-12'] });
    const slug = await venueSlug(owner);
    expect(await ask(slug, '2031-06-14')).toEqual({
      available: false,
      reason: 'booked',
      alternatives: ['2031-06-15', '2031-06-11', '2031-06-17'],
    });
    // A closed or blackout day is offered the same way out.
    expect(await ask(slug, '2031-06-16')).toEqual({
      available: false,
      reason: 'closed',
      alternatives: ['2031-06-15', '2031-06-17', '2031-06-18'],
    });
  });

  it('offers nothing with an open day, and counts free slots where a day takes two bookings', async () => {
    const owner = await signUpOwner(app, 'Two Slot Hall');
    await setAvailability(owner, { maxBookingsPerDay: 2 });
    await book(owner, '2031-06-14');
    const slug = await venueSlug(owner);
    expect(await ask(slug, '2031-06-14')).toEqual({ available: true });
    await book(owner, '2031-06-14');
    await book(owner, '2031-06-13');
    await book(owner, '2031-06-13');
    await book(owner, '2031-06-15');
    // 15 June holds one booking of two: still open.
    expect((await ask(slug, '2031-06-14')).alternatives).toEqual(['2031-06-15', '2031-06-12', '2031-06-16']);
  });

  it('offers no day in the past, by the venue’s own today', async () => {
    const owner = await signUpOwner(app, 'Today Hall');
    const slug = await venueSlug(owner);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    const dayOffset = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect(await ask(slug, dayOffset(-1))).toEqual({
      available: false,
      reason: 'past',
      alternatives: [today, dayOffset(1), dayOffset(2)],
    });
    // Every day within reach of a long-past date has passed too.
    expect(await ask(slug, '2020-01-01')).toEqual({ available: false, reason: 'past', alternatives: [] });
  });

  it('looks no further than 90 days either side, nor past the last year the product takes', async () => {
    const owner = await signUpOwner(app, 'Far Hall');
    const slug = await venueSlug(owner);
    const blackout = (from: string, to: string) =>
      app.deps.db.execute(sql`update ${venues}
        set blackout_dates = array(select d::date from generate_series(${from}::date, ${to}::date, interval '1 day') d)
        where id = ${owner.user.venueId!}`);
    // 14 June 2031 ± 90 days is 16 March to 12 September.
    await blackout('2031-03-17', '2031-09-12');
    expect((await ask(slug, '2031-06-14')).alternatives).toEqual(['2031-03-16']);
    await blackout('2031-03-16', '2031-09-12');
    expect(await ask(slug, '2031-06-14')).toEqual({ available: false, reason: 'blackout', alternatives: [] });
    await blackout('9999-12-31', '9999-12-31');
    expect((await ask(slug, '9999-12-31')).alternatives).toEqual(['9999-12-30', '9999-12-29', '9999-12-28']);
  });

  it('answers from the venue of the address alone', async () => {
    const first = await signUpOwner(app, 'First Venue Hall');
    const second = await signUpOwner(app, 'Second Venue Hall');
    await book(first, '2031-06-14');
    await book(second, '2031-06-15');
    await book(second, '2031-06-13');
    expect((await ask(await venueSlug(first), '2031-06-14')).alternatives).toEqual([
      '2031-06-13',
      '2031-06-15',
      '2031-06-12',
    ]);
    expect(await ask(await venueSlug(second), '2031-06-14')).toEqual({ available: true });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/public/venues/no-such-venue/availability?date=2031-06-14',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/public/venues/{slug}/inquiries', () => {
  const inquiry = {
    name: 'Sofia Hernandez',
    email: 'sofia@example.com',
    phone: '555-0142',
    preferredDate: '2031-10-04',
    eventType: 'Quinceañera',
    guestCount: 120,
    budget: 15000,
    notes: 'Evening reception',
  };

  it('creates a website lead, e-mails the visitor in the venue’s name and notifies the venue', async () => {
    const owner = await signUpOwner(app, 'Inquiry Hall');
    await app.deps.db
      .update(venues)
      .set({ email: 'events@inquiry-hall.example' })
      .where(eq(venues.id, owner.user.venueId!));
    const slug = await venueSlug(owner);
    const response = await inquire(slug, inquiry);
    expect(response.statusCode).toBe(201);
    const list = (await app.inject({ method: 'GET', url: '/api/leads', headers: owner.auth })).json();
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Sofia Hernandez',
        source: 'website',
        status: 'new',
        preferredDate: '2031-10-04',
        guestCount: 120,
        budget: 15000,
        notes: 'Event type: Quinceañera\nEvening reception',
      }),
    ]);
    const [ack] = await app.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.venueId, owner.user.venueId!), eq(outbox.to, 'sofia@example.com')));
    expect(ack!.subject).toBe('Inquiry Hall received your inquiry');
    // From the venue's name, and the visitor's reply goes to the venue, not to no-reply.
    expect(ack).toMatchObject({ senderName: 'Inquiry Hall', replyTo: 'events@inquiry-hall.example' });
    expect(ack!.text).toContain('Saturday, October 4, 2031 was open when your inquiry arrived');
    const [notification] = await app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.venueId, owner.user.venueId!));
    expect(notification).toMatchObject({ kind: 'lead.created', title: 'New inquiry from Sofia Hernandez' });
  });

  async function acknowledgement(owner: SignedIn, to: string) {
    const [ack] = await app.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.venueId, owner.user.venueId!), eq(outbox.to, to)));
    return ack!.text;
  }

  it('names a taken date and the open days offered, in the reply and the acknowledgement', async () => {
    const owner = await signUpOwner(app, 'Taken Date Hall');
    await createBooking(app, owner, { eventDate: '2031-10-04T17:00:00-07:00' });
    const slug = await venueSlug(owner);
    const response = await inquire(slug, inquiry);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      received: true,
      acknowledged: true,
      requestedDate: {
        day: '2031-10-04',
        available: false,
        reason: 'booked',
        alternatives: ['2031-10-03', '2031-10-05', '2031-10-02'],
      },
    });
    expect(await acknowledgement(owner, 'sofia@example.com')).toContain(
      'Saturday, October 4, 2031 is already booked. The nearest open dates are Friday, October 3, 2031, ' +
        'Sunday, October 5, 2031 and Thursday, October 2, 2031; let the venue know if one of them suits you.',
    );
  });

  it('names an open date as open, and says nothing of a date when none was given', async () => {
    const owner = await signUpOwner(app, 'Open Date Hall');
    const slug = await venueSlug(owner);
    const open = await inquire(slug, inquiry);
    expect(open.json()).toEqual({
      received: true,
      acknowledged: true,
      requestedDate: { day: '2031-10-04', available: true },
    });
    expect(await acknowledgement(owner, 'sofia@example.com')).toContain(
      'Saturday, October 4, 2031 was open when your inquiry arrived',
    );
    const undated = await inquire(slug, { ...inquiry, email: 'undated@example.com', preferredDate: null });
    expect(undated.json()).toEqual({ received: true, acknowledged: true });
    expect(await acknowledgement(owner, 'undated@example.com')).not.toContain('open');
  });

  it('offers the standard event types and the venue’s own, and takes no other', async () => {
    const owner = await signUpOwner(app, 'Types Hall');
    await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: { eventTypes: ['Garden Ceremony', 'wedding', 'Reception'] },
    });
    const slug = await venueSlug(owner);
    const types = (await app.inject({ method: 'GET', url: `/api/public/venues/${slug}` })).json().eventTypes;
    expect(types).toEqual([...eventTypes, 'Garden Ceremony', 'Reception']);
    for (const [index, eventType] of ['Garden Ceremony', 'Wedding', 'Reception'].entries()) {
      const sent = await inquire(slug, { ...inquiry, email: `t${index}@example.com`, eventType });
      expect(sent.statusCode, eventType).toBe(201);
    }
    const refused = await inquire(slug, { ...inquiry, eventType: 'Private Party' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ eventType: ['Choose an event type from the list'] });
    const [leadRows] = await app.deps.db
      .select({ total: count() })
      .from(leads)
      .where(eq(leads.venueId, owner.user.venueId!));
    expect(leadRows!.total).toBe(3);
  });

  it('drops a bot that fills the honeypot, answering 201 and writing nothing', async () => {
    const owner = await signUpOwner(app, 'Honeypot Hall');
    const slug = await venueSlug(owner);
    const response = await inquire(slug, { ...inquiry, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    // A bot that also fills the fields wrongly learns nothing from field errors either.
    const sloppyBot = await inquire(slug, { name: '', email: 'nope', guestCount: -3, website: 'http://spam.example' });
    expect(sloppyBot.statusCode).toBe(201);
    expect(sloppyBot.json()).toEqual({ received: true, acknowledged: true });
    expect((await inquire('no-such-venue', { ...inquiry, website: 'x' })).statusCode).toBe(404);
    const [leadRows] = await app.deps.db
      .select({ total: count() })
      .from(leads)
      .where(eq(leads.venueId, owner.user.venueId!));
    expect(leadRows!.total).toBe(0);
  });

  it('answers 404 for an unknown slug and 400 for invalid input, writing nothing', async () => {
    const owner = await signUpOwner(app, 'Strict Hall');
    expect((await inquire('no-such-venue', inquiry)).statusCode).toBe(404);
    const invalid = await inquire(await venueSlug(owner), { ...inquiry, email: 'not-an-email', guestCount: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fieldErrors).sort()).toEqual(['email', 'guestCount']);
    const [leadRows] = await app.deps.db
      .select({ total: count() })
      .from(leads)
      .where(eq(leads.venueId, owner.user.venueId!));
    expect(leadRows!.total).toBe(0);
  });

  it('limits inquiries per address, counted in PostgreSQL', async () => {
    expect(app.deps.config.inquiriesPer10MinutesPerAddress).toBe(5);
    const owner = await signUpOwner(app, 'Busy Hall');
    const slug = await venueSlug(owner);
    const statuses = [];
    for (let i = 0; i <= app.deps.config.inquiriesPer10MinutesPerAddress; i += 1) {
      statuses.push((await inquire(slug, { ...inquiry, email: `v${i}@example.com` }, '198.51.100.9')).statusCode);
    }
    expect(statuses).toEqual([...Array(app.deps.config.inquiriesPer10MinutesPerAddress).fill(201), 429]);
  });

  it('lets the inquiry page alone be framed by other sites', async () => {
    const page = await app.inject({ method: 'GET', url: '/inquire/some-venue' });
    const withQuery = await app.inject({ method: 'GET', url: '/inquire/some-venue?embed=1' });
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(withQuery.headers['content-security-policy']).toContain('frame-ancestors *');
    // Any other page refuses framing, the 404 page under /inquire/ included.
    for (const url of ['/login', '/inquire/some-venue/more', '/inquire', '/inquire/']) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });
});
