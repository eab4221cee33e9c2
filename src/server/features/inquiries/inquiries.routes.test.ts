import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, notifications, outbox, venues } from '#server/db/schema.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { INQUIRIES_PER_10_MINUTES } from './inquiries.routes.ts';

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
      'description',
      'eventTypes',
      'logo',
      'name',
      'primaryColor',
      'secondaryColor',
      'slug',
      'timeZone',
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
    expect(await ask('2031-06-14')).toEqual({ available: false, reason: 'booked' });
    expect(await ask('2031-06-15')).toEqual({ available: true });
    expect(await ask('2031-12-25')).toEqual({ available: false, reason: 'blackout' });
    expect(await ask('2031-06-16')).toEqual({ available: false, reason: 'closed' });
    expect(await ask('2020-01-01')).toEqual({ available: false, reason: 'past' });
    const bad = await app.inject({ method: 'GET', url: `/api/public/venues/${slug}/availability?date=tomorrow` });
    expect(bad.statusCode).toBe(400);
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
    expect(ack!.text).toContain('about Saturday, October 4, 2031.');
    const [notification] = await app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.venueId, owner.user.venueId!));
    expect(notification).toMatchObject({ kind: 'lead.created', title: 'New inquiry from Sofia Hernandez' });
  });

  it('drops a bot that fills the honeypot, answering 201 and writing nothing', async () => {
    const owner = await signUpOwner(app, 'Honeypot Hall');
    const slug = await venueSlug(owner);
    const response = await inquire(slug, { ...inquiry, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    // A bot that also fills the fields wrongly learns nothing from field errors either.
    const sloppyBot = await inquire(slug, { name: '', email: 'nope', guestCount: -3, website: 'http://spam.example' });
    expect(sloppyBot.statusCode).toBe(201);
    expect(sloppyBot.json()).toEqual({ received: true });
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
    const owner = await signUpOwner(app, 'Busy Hall');
    const slug = await venueSlug(owner);
    const statuses = [];
    for (let i = 0; i <= INQUIRIES_PER_10_MINUTES; i += 1) {
      statuses.push((await inquire(slug, { ...inquiry, email: `v${i}@example.com` }, '198.51.100.9')).statusCode);
    }
    expect(statuses).toEqual([...Array(INQUIRIES_PER_10_MINUTES).fill(201), 429]);
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
