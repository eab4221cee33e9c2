import { count, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarShares, outbox } from '#server/db/schema.ts';
import { calendarShareSchema, type CalendarShare } from '#shared/calendar/calendar-share.schemas.ts';
import type { OutboxEmail } from '#shared/outbox/outbox.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { SHARE_EMAILS_PER_HOUR } from './calendar-share.routes.ts';

// Issue #14: the Share & Export tab's settings, rotation, custom address, e-mail and download.
const { app } = await createTestApp();

function getShare(who: SignedIn, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/api/calendar/share', headers: { ...who.auth, ...headers } });
}

async function readShare(who: SignedIn): Promise<CalendarShare> {
  const response = await getShare(who);
  expect(response.statusCode).toBe(200);
  return calendarShareSchema.parse(response.json());
}

function putShare(who: SignedIn, payload: unknown) {
  return app.inject({ method: 'PUT', url: '/api/calendar/share', headers: who.auth, payload: payload as object });
}

function rotate(who: SignedIn) {
  return app.inject({ method: 'POST', url: '/api/calendar/share/rotate', headers: who.auth });
}

function emailShare(who: SignedIn, recipients: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/calendar/share/email',
    headers: who.auth,
    payload: { recipients },
  });
}

/** The feed of a share, by the feed's own token (the last part of its webcal address). */
function feed(share: CalendarShare) {
  const token = share.webcalUrl.split('/').pop()!;
  return app.inject({ method: 'GET', url: `/api/calendar/ical/${token}`, remoteAddress: '198.18.1.1' });
}

async function shareRows(venueId: number) {
  const [row] = await app.deps.db
    .select({ total: count() })
    .from(calendarShares)
    .where(eq(calendarShares.venueId, venueId));
  return row!.total;
}

describe('GET /api/calendar/share', () => {
  it("answers the venue's token, links from PUBLIC_URL (never the Host header) and the §3 defaults", async () => {
    const owner = await signUpOwner(app);
    const response = await getShare(owner, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const share = calendarShareSchema.parse(response.json());
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The feed has a token of its own (decision 023).
    const feedToken = share.webcalUrl.split('/').pop()!;
    expect(feedToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(feedToken).not.toBe(share.token);
    expect(share).toEqual({
      token: share.token,
      slug: null,
      shareUrl: `http://venuedesk.test/shared-calendar/${share.token}`,
      webcalUrl: `webcal://venuedesk.test/api/calendar/ical/${feedToken}`,
      settings: {
        includeClientNames: false,
        includeContactInfo: false,
        includeRevenue: false,
        includeNotes: false,
        publicAccess: false,
        allowDownload: true,
      },
    });
    expect(response.body).not.toContain('evil.example');
  });

  it('makes one share per venue, even for many first requests at once, and keeps its token', async () => {
    const owner = await signUpOwner(app);
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => readShare([owner, manager, coordinator][i % 3]!)),
    );
    expect(new Set(answers.map((share) => share.token)).size).toBe(1);
    expect(await shareRows(owner.user.venueId!)).toBe(1);
    expect((await readShare(owner)).token).toBe(answers[0]!.token);
  });

  it("gives each venue its own share: another venue's staff never see this one's", async () => {
    const first = await signUpOwner(app, 'First Hall');
    const second = await signUpOwner(app, 'Second Hall');
    const one = await readShare(first);
    expect(await putShare(second, { includeClientNames: true })).toHaveProperty('statusCode', 200);
    const two = await readShare(second);
    expect(two.token).not.toBe(one.token);
    expect((await readShare(first)).settings.includeClientNames).toBe(false);
  });

  it('refuses clients (403) and visitors (401)', async () => {
    const client = await signUpClient(app);
    expect((await getShare(client)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/calendar/share' })).statusCode).toBe(401);
  });
});

describe('PUT /api/calendar/share', () => {
  it('saves any of the switches, leaving the others as they were, for owners and managers', async () => {
    const owner = await signUpOwner(app);
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    const first = await putShare(owner, { includeClientNames: true, allowDownload: false });
    expect(first.statusCode).toBe(200);
    const second = await putShare(manager, { publicAccess: true });
    expect(second.json<CalendarShare>().settings).toEqual({
      includeClientNames: true,
      includeContactInfo: false,
      includeRevenue: false,
      includeNotes: false,
      publicAccess: true,
      allowDownload: false,
    });
    expect((await readShare(owner)).settings).toEqual(second.json<CalendarShare>().settings);
  });

  it('refuses coordinators (403) and changes nothing', async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const before = await readShare(coordinator);
    const response = await putShare(coordinator, { publicAccess: true, slug: 'coordinator-calendar' });
    expect(response.statusCode).toBe(403);
    expect(await readShare(owner)).toEqual(before);
    expect((await rotate(coordinator)).statusCode).toBe(403);
    expect((await emailShare(coordinator, ['friend@example.com'])).statusCode).toBe(403);
    expect((await readShare(owner)).token).toBe(before.token);
  });

  it('sets a custom address, and clears it with an empty string or null', async () => {
    const owner = await signUpOwner(app);
    const slug = `rosewood-${Date.now()}`;
    expect((await putShare(owner, { slug })).json<CalendarShare>().slug).toBe(slug);
    expect((await putShare(owner, { slug: '' })).json<CalendarShare>().slug).toBeNull();
    await putShare(owner, { slug });
    expect((await putShare(owner, { slug: null })).json<CalendarShare>().slug).toBeNull();
    // Once cleared, another venue may take it.
    const other = await signUpOwner(app);
    expect((await putShare(other, { slug })).statusCode).toBe(200);
  });

  it('answers 409 on the field for an address another venue holds, and changes nothing', async () => {
    const first = await signUpOwner(app);
    const second = await signUpOwner(app);
    const slug = `taken-${Date.now()}`;
    expect((await putShare(first, { slug })).statusCode).toBe(200);
    const response = await putShare(second, { slug, publicAccess: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', fieldErrors: { slug: [expect.stringContaining(slug)] } });
    const after = await readShare(second);
    expect(after.slug).toBeNull();
    expect(after.settings.publicAccess).toBe(false);
  });

  it.each([
    ['too short', { slug: 'ab' }, 'slug'],
    ['too long', { slug: 'a'.repeat(41) }, 'slug'],
    ['upper case', { slug: 'My-Venue' }, 'slug'],
    ['a space', { slug: 'my venue' }, 'slug'],
    ['a leading hyphen', { slug: '-my-venue' }, 'slug'],
    ['a slash', { slug: 'my/venue' }, 'slug'],
    ['a number', { slug: 42 }, 'slug'],
    ['a switch that is not a boolean', { publicAccess: 'yes' }, 'publicAccess'],
    ['an unknown field', { token: 'mine' }, '_'],
  ])('answers 400 with field errors for %s', async (_name, payload, field) => {
    const owner = await signUpOwner(app);
    const before = await readShare(owner);
    const response = await putShare(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
    expect(await readShare(owner)).toEqual(before);
  });
});

describe('POST /api/calendar/share/rotate', () => {
  it('issues a new token; the old feed and page answer 404 at once, the new ones work', async () => {
    const owner = await signUpOwner(app);
    await putShare(owner, { publicAccess: true });
    const before = await readShare(owner);
    expect((await feed(before)).statusCode).toBe(200);
    const response = await rotate(owner);
    expect(response.statusCode).toBe(200);
    const after = calendarShareSchema.parse(response.json());
    expect(after.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(after.token).not.toBe(before.token);
    expect(after.shareUrl).toBe(`http://venuedesk.test/shared-calendar/${after.token}`);
    expect(after.webcalUrl).not.toBe(before.webcalUrl);
    expect(after.settings).toEqual(before.settings);
    expect((await feed(before)).statusCode).toBe(404);
    const oldPage = await app.inject({
      method: 'GET',
      url: `/api/public/shared-calendar/${before.token}?month=2031-11`,
    });
    expect(oldPage.statusCode).toBe(404);
    expect((await feed(after)).statusCode).toBe(200);
  });
});

describe('POST /api/calendar/share/email', () => {
  it('queues one e-mail per address (each once), carrying the share link the staff may read in the outbox', async () => {
    const owner = await signUpOwner(app, 'Mail Hall');
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    const share = await readShare(owner);
    const response = await emailShare(manager, [' Ana@Example.com ', '', 'ben@example.com', 'ana@example.com', '  ']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 2 });
    const rows = await app.deps.db.select().from(outbox).where(eq(outbox.venueId, owner.user.venueId!));
    const shared = rows.filter((row) => row.subject === 'Mail Hall shared its event calendar with you');
    expect(shared.map((row) => row.to).sort()).toEqual(['ana@example.com', 'ben@example.com']);
    for (const row of shared) {
      expect(row.text).toContain(share.shareUrl);
      expect(row.html).toContain(`href="${share.shareUrl}"`);
    }
    const listing = await app.inject({ method: 'GET', url: '/api/outbox', headers: owner.auth });
    const listed = listing.json<OutboxEmail[]>().find((row) => row.to === 'ben@example.com')!;
    expect(listed.text).toContain(share.shareUrl);
  });

  it.each([
    ['no addresses', []],
    ['only blank addresses', ['', '   ']],
  ])("answers 400 'Please enter at least one email address.' for %s, and queues nothing", async (_name, list) => {
    const owner = await signUpOwner(app);
    const before = await app.deps.db.select({ total: count() }).from(outbox);
    const response = await emailShare(owner, list);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter at least one email address.',
    });
    expect(await app.deps.db.select({ total: count() }).from(outbox)).toEqual(before);
  });

  it('answers 400 on the field for a malformed address, and 400 for more than 50', async () => {
    const owner = await signUpOwner(app);
    const malformed = await emailShare(owner, ['ana@example.com', 'not-an-address']);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toHaveProperty(['recipients.1']);
    const many = Array.from({ length: 51 }, (_, i) => `guest${i}@example.com`);
    expect((await emailShare(owner, many)).statusCode).toBe(400);
    expect((await emailShare(owner, 'ana@example.com')).statusCode).toBe(400);
  });

  it(`allows ${SHARE_EMAILS_PER_HOUR} sends an hour per venue, then 429`, async () => {
    const owner = await signUpOwner(app);
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    for (let i = 0; i < SHARE_EMAILS_PER_HOUR; i++) {
      const response = await emailShare(i % 2 ? owner : manager, [`friend${i}@example.com`]);
      expect(response.statusCode).toBe(200);
    }
    expect((await emailShare(owner, ['late@example.com'])).statusCode).toBe(429);
    // Another venue has its own allowance.
    expect((await emailShare(await signUpOwner(app), ['other@example.com'])).statusCode).toBe(200);
  });
});

describe('GET /api/calendar/export.ics', () => {
  it("downloads the month's calendar, named with the year and month, whatever allowDownload says", async () => {
    const owner = await signUpOwner(app, 'Export Hall');
    await createBooking(app, owner, { eventDate: '2031-11-08T17:00:00-08:00', coupleNames: 'Ana & Ben' });
    await createBooking(app, owner, { eventDate: '2031-11-09T17:00:00-08:00', status: 'cancelled' });
    await createBooking(app, owner, { eventDate: '2031-12-06T17:00:00-08:00' });
    await putShare(owner, { allowDownload: false, includeClientNames: true });
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const response = await app.inject({
      method: 'GET',
      url: '/api/calendar/export.ics?month=2031-11',
      headers: coordinator.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="venuedesk-2031-11.ics"');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.summary)).toEqual(['Ana & Ben - Wedding']);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Export Hall');
  });

  it('answers 400 for a malformed month, 403 to clients', async () => {
    const owner = await signUpOwner(app);
    const bad = await app.inject({ method: 'GET', url: '/api/calendar/export.ics?month=2031-13', headers: owner.auth });
    expect(bad.statusCode).toBe(400);
    const client = await signUpClient(app);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/calendar/export.ics?month=2031-11',
      headers: client.auth,
    });
    expect(refused.statusCode).toBe(403);
  });
});
