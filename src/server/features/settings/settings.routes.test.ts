import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venues } from '#server/db/schema.ts';
import { DEFAULT_REPLY_TEMPLATE } from '#shared/leads/reply-template.ts';
import { DEFAULT_EVENT_TYPES } from '#shared/settings/settings.schemas.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();

function getSettings(who: SignedIn) {
  return app.inject({ method: 'GET', url: '/api/settings', headers: who.auth });
}

function putSettings(who: SignedIn, payload: unknown) {
  return app.inject({ method: 'PUT', url: '/api/settings', headers: who.auth, payload: payload as object });
}

const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('GET /api/settings', () => {
  it("gives a new venue the spec's defaults", async () => {
    const owner = await signUpOwner(app, 'Casa Blanca');
    const response = await getSettings(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      venue: {
        name: 'Casa Blanca',
        slug: expect.stringMatching(/^casa-blanca(-[0-9a-f]{6})?$/),
        address: null,
        phone: null,
        email: null,
        website: null,
        maxCapacity: 200,
        basePrice: '5000.00',
        description: null,
        logo: null,
        primaryColor: '#8B5A6B',
        secondaryColor: '#6B7280',
        accentColor: '#10B981',
        timezone: 'America/Los_Angeles',
        replyTemplate: DEFAULT_REPLY_TEMPLATE,
        defaultClientLanguage: 'en',
        clientTextTranslations: {},
      },
      eventTypes: [...DEFAULT_EVENT_TYPES],
      availability: {
        weekdays: { sun: true, mon: true, tue: true, wed: true, thu: true, fri: true, sat: true },
        blackoutDates: [],
        maxBookingsPerDay: 1,
      },
    });
  });

  it('is open to every staff role and closed to clients and visitors', async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    expect((await getSettings(coordinator)).statusCode).toBe(200);
    expect((await getSettings(await signUpClient(app))).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
  });
});

describe('PUT /api/settings', () => {
  it('saves any part, partially, and answers the whole settings', async () => {
    const owner = await signUpOwner(app);
    const response = await putSettings(owner, {
      venue: { name: '  The Orchard  ', website: 'https://orchard.example', logo: tinyPng, primaryColor: '#123abc' },
      availability: { weekdays: { mon: false }, blackoutDates: ['2031-12-25', '2031-01-01', '2031-12-25'] },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.venue).toMatchObject({
      name: 'The Orchard',
      website: 'https://orchard.example',
      logo: tinyPng,
      primaryColor: '#123ABC',
      secondaryColor: '#6B7280',
    });
    expect(body.availability).toEqual({
      weekdays: { sun: true, mon: false, tue: true, wed: true, thu: true, fri: true, sat: true },
      blackoutDates: ['2031-01-01', '2031-12-25'],
      maxBookingsPerDay: 1,
    });
    expect(body.eventTypes).toEqual([...DEFAULT_EVENT_TYPES]);
    expect(body.overfullDays).toEqual([]);
    expect((await getSettings(owner)).json().venue.name).toBe('The Orchard');

    // A later partial weekday change keeps Monday closed.
    const next = await putSettings(owner, { availability: { weekdays: { sun: false } } });
    expect(next.json().availability.weekdays).toMatchObject({ sun: false, mon: false, tue: true });
  });

  it('shows the new venue name in the profile', async () => {
    const owner = await signUpOwner(app);
    await putSettings(owner, { venue: { name: 'Renamed Hall' } });
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: owner.auth });
    expect(profile.json()).toMatchObject({ venueName: 'Renamed Hall' });
  });

  it.each([
    ['a colour that is not #RRGGBB', { venue: { accentColor: 'green' } }, 'venue.accentColor'],
    ['a short colour', { venue: { primaryColor: '#abc' } }, 'venue.primaryColor'],
    ['an unknown time zone', { venue: { timezone: 'Mars/Olympus_Mons' } }, 'venue.timezone'],
    ['a blank name', { venue: { name: '   ' } }, 'venue.name'],
    ['a website that is not a URL', { venue: { website: 'not a url' } }, 'venue.website'],
    ['a javascript: website', { venue: { website: 'javascript:alert(1)' } }, 'venue.website'],
    ['a logo that is not an image data URL', { venue: { logo: 'https://example.com/logo.png' } }, 'venue.logo'],
    ['a logo over 200 KB', { venue: { logo: `data:image/png;base64,${'A'.repeat(280_000)}` } }, 'venue.logo'],
    ['maxBookingsPerDay 0', { availability: { maxBookingsPerDay: 0 } }, 'availability.maxBookingsPerDay'],
    ['maxBookingsPerDay 1.5', { availability: { maxBookingsPerDay: 1.5 } }, 'availability.maxBookingsPerDay'],
    ['a blank event type', { eventTypes: ['Gala', '  '] }, 'eventTypes.1'],
    ['a duplicate event type in another case', { eventTypes: ['Gala', ' gala '] }, 'eventTypes.1'],
    ['a date that does not exist', { availability: { blackoutDates: ['2031-02-30'] } }, 'availability.blackoutDates.0'],
    ['a date in another format', { availability: { blackoutDates: ['12/25/2031'] } }, 'availability.blackoutDates.0'],
    ['a weekday that is not a boolean', { availability: { weekdays: { mon: 'no' } } }, 'availability.weekdays.mon'],
    ['a negative base price', { venue: { basePrice: -1 } }, 'venue.basePrice'],
    ['a reply template with an unknown placeholder', { venue: { replyTemplate: 'Hi {name}' } }, 'venue.replyTemplate'],
    ['a reply template over 5000 characters', { venue: { replyTemplate: 'x'.repeat(5001) } }, 'venue.replyTemplate'],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, field) => {
    const owner = await signUpOwner(app);
    const before = (await getSettings(owner)).json();
    const response = await putSettings(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
    expect((await getSettings(owner)).json()).toEqual(before);
  });

  it('keeps the venue’s reply template; blank or the default saved back is the default again', async () => {
    const owner = await signUpOwner(app);
    const venueId = owner.user.venueId!;
    const storedTemplate = async () =>
      (await app.deps.db.select({ t: venues.replyTemplate }).from(venues).where(eq(venues.id, venueId)))[0]!.t;

    const own = 'Dear {clientName},\n\n{availability}\n\n— {venueName}';
    expect((await putSettings(owner, { venue: { replyTemplate: `  ${own}  ` } })).json().venue.replyTemplate).toBe(own);
    expect((await getSettings(owner)).json().venue.replyTemplate).toBe(own);

    const refused = await putSettings(owner, { venue: { replyTemplate: 'Hi {name}, {date} is free' } });
    expect(refused.json().fieldErrors['venue.replyTemplate']).toEqual([
      '{name}, {date} is not a placeholder; use {clientName}, {venueName}, {eventDate}, {availability}, {price}',
    ]);

    await putSettings(owner, { venue: { replyTemplate: DEFAULT_REPLY_TEMPLATE } });
    expect(await storedTemplate()).toBeNull();
    await putSettings(owner, { venue: { replyTemplate: own } });
    const blank = await putSettings(owner, { venue: { replyTemplate: '   ' } });
    expect(blank.json().venue.replyTemplate).toBe(DEFAULT_REPLY_TEMPLATE);
    expect(await storedTemplate()).toBeNull();
  });

  it('trims event types and keeps their order', async () => {
    const owner = await signUpOwner(app);
    const response = await putSettings(owner, { eventTypes: ['  Gala Dinner ', 'Reception'] });
    expect(response.json().eventTypes).toEqual(['Gala Dinner', 'Reception']);
  });

  it('is refused to a coordinator (403) and changes nothing; a manager may save', async () => {
    const owner = await signUpOwner(app, 'Original Name');
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    const refused = await putSettings(coordinator, { venue: { name: 'Hijacked' } });
    expect(refused.statusCode).toBe(403);
    expect((await getSettings(owner)).json().venue.name).toBe('Original Name');
    expect((await putSettings(manager, { venue: { name: 'By Manager' } })).statusCode).toBe(200);
  });

  it("changes only the session's own venue", async () => {
    const owner = await signUpOwner(app, 'Mine');
    const other = await signUpOwner(app, 'Theirs');
    await putSettings(owner, { venue: { name: 'Mine, renamed' } });
    const [theirs] = await app.deps.db.select().from(venues).where(eq(venues.id, other.user.venueId!));
    expect(theirs!.name).toBe('Theirs');
  });
});

describe('the default client language', () => {
  it('is English for a new venue, and an owner may make it Spanish', async () => {
    const owner = await signUpOwner(app, 'Language Hall');
    const before = await app.inject({ method: 'GET', url: '/api/settings', headers: owner.auth });
    expect(before.json().venue.defaultClientLanguage).toBe('en');

    const saved = await putSettings(owner, { venue: { defaultClientLanguage: 'es' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().venue.defaultClientLanguage).toBe('es');
    const after = await app.inject({ method: 'GET', url: '/api/settings', headers: owner.auth });
    expect(after.json().venue.defaultClientLanguage).toBe('es');
    // A visitor's pages read it, through the venue's public facts.
    const slug = after.json().venue.slug as string;
    const facts = await app.inject({ method: 'GET', url: `/api/public/venues/${slug}` });
    expect(facts.json().defaultLanguage).toBe('es');
  });

  it('refuses a language VenueDesk does not have with 400 on the field, and changes nothing', async () => {
    const owner = await signUpOwner(app, 'French Hall');
    const response = await putSettings(owner, { venue: { defaultClientLanguage: 'fr' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors['venue.defaultClientLanguage']).toEqual(['Choose a language: en or es']);
    const [row] = await app.deps.db.select().from(venues).where(eq(venues.id, owner.user.venueId!));
    expect(row!.defaultClientLanguage).toBe('en');
  });
});
