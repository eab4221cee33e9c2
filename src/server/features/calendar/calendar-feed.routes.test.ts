import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookings, venues } from '#server/db/schema.ts';
import type { CalendarShare } from '#shared/calendar/calendar-share.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

// Issue #14: the webcal feed GET /api/calendar/ical/{token}, read the way calendar apps read it.
const { app } = await createTestApp();

const DAY_MS = 86_400_000;
let address = 0;

/** Each call from its own address, clear of the per-address limit (tested on its own below). */
function getFeed(token: string, headers: Record<string, string> = {}, query = '') {
  address += 1;
  return app.inject({
    method: 'GET',
    url: `/api/calendar/ical/${token}${query}`,
    headers,
    remoteAddress: `198.18.${Math.floor(address / 250)}.${address % 250}`,
  });
}

/** The feed's own token (decision 023), the last part of the webcal address. */
function feedTokenOf(share: CalendarShare): string {
  return share.webcalUrl.split('/').pop()!;
}

/** Saves the switches; answers the share and its feed's token. */
async function share(owner: SignedIn, settings: object = {}): Promise<CalendarShare & { feedToken: string }> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/calendar/share',
    headers: owner.auth,
    payload: settings,
  });
  expect(response.statusCode).toBe(200);
  const saved = response.json<CalendarShare>();
  return { ...saved, feedToken: feedTokenOf(saved) };
}

function parseEvents(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
}

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

describe('GET /api/calendar/ical/{token}', () => {
  it('serves every non-cancelled booking from one year ago on as RFC 5545 text with CRLF line ends', async () => {
    const owner = await signUpOwner(app, 'Feed Hall');
    const recent = await createBooking(app, owner, { eventDate: daysFromNow(-300), coupleNames: 'Recent' });
    const coming = await createBooking(app, owner, { eventDate: daysFromNow(40), coupleNames: 'Coming' });
    const old = await createBooking(app, owner, { eventDate: daysFromNow(-400), coupleNames: 'Old' });
    await createBooking(app, owner, { eventDate: daysFromNow(41), status: 'cancelled' });
    const { feedToken: token } = await share(owner, { includeClientNames: true });

    const response = await getFeed(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const events = parseEvents(response.body);
    expect(events.map((event) => event.uid)).toEqual([
      `booking-${recent.id}@venuedesk.test`,
      `booking-${coming.id}@venuedesk.test`,
    ]);
    expect(response.body).not.toContain(`booking-${old.id}@`);
    const event = events[1]!;
    expect(event.summary).toBe('Coming - Wedding');
    // iCalendar times have whole seconds.
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(Date.parse(coming.eventDate) / 1000) * 1000);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(4 * 3_600_000);
    // A new venue has no address, and a new booking is an inquiry (decision 042).
    expect(event.location).toBeNull();
    expect(response.body).not.toContain('LOCATION');
    expect(event.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });

  it("writes VenueDesk's own texts in Spanish with ?lang=es, with its own ETag, and answers 400 to a language it has not", async () => {
    const owner = await signUpOwner(app, 'Salón Feed');
    await createBooking(app, owner, { eventDate: daysFromNow(30), eventType: 'Wedding' });
    const { feedToken: token } = await share(owner, { includeClientNames: false, includeRevenue: false });

    const english = await getFeed(token);
    const spanish = await getFeed(token, {}, '?lang=es&download=1');
    expect(spanish.statusCode).toBe(200);
    expect(parseEvents(spanish.body).map((event) => event.summary)).toEqual(['Evento - Boda']);
    expect(parseEvents(english.body).map((event) => event.summary)).toEqual(['Event - Wedding']);
    expect(spanish.body).toContain('PRODID:-//VenueDesk//Calendar//ES');
    expect(spanish.headers['content-disposition']).toContain('attachment');
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    expect((await getFeed(token, { 'if-none-match': spanish.headers.etag as string }, '?lang=es')).statusCode).toBe(
      304,
    );
    for (const lang of ['fr', 'ES', '', 'es,en']) {
      expect((await getFeed(token, {}, `?lang=${encodeURIComponent(lang)}`)).statusCode, lang).toBe(400);
    }
  });

  it("marks each event by its booking's status and places it at the venue's address", async () => {
    const owner = await signUpOwner(app);
    await app.deps.db
      .update(venues)
      .set({ address: '12 Garden Lane, Springfield' })
      .where(eq(venues.id, owner.user.venueId!));
    const statuses = ['inquiry', 'tour_scheduled', 'contract_sent', 'booked', 'deposit_paid', 'completed'] as const;
    for (const [day, status] of statuses.entries()) {
      await createBooking(app, owner, { eventDate: daysFromNow(30 + day), coupleNames: status, status });
    }
    await createBooking(app, owner, { eventDate: daysFromNow(40), coupleNames: 'cancelled', status: 'cancelled' });
    const { feedToken: token } = await share(owner, { includeClientNames: true });
    const events = parseEvents((await getFeed(token)).body);
    expect(events.map((event) => [event.summary, event.component.getFirstPropertyValue('status')])).toEqual([
      ['inquiry - Wedding', 'TENTATIVE'],
      ['tour_scheduled - Wedding', 'TENTATIVE'],
      ['contract_sent - Wedding', 'TENTATIVE'],
      ['booked - Wedding', 'CONFIRMED'],
      ['deposit_paid - Wedding', 'CONFIRMED'],
      ['completed - Wedding', 'CONFIRMED'],
    ]);
    for (const event of events) expect(event.location).toBe('12 Garden Lane, Springfield');
  });

  it('counts an event’s moves in SEQUENCE: a new date or time adds one, other edits none', async () => {
    const owner = await signUpOwner(app);
    const booking = await createBooking(app, owner, { eventDate: daysFromNow(30) });
    const { feedToken: token } = await share(owner);
    const readEvent = async () => {
      const body = (await getFeed(token)).body;
      const [event] = parseEvents(body);
      return { sequence: event!.sequence, modified: String(event!.component.getFirstPropertyValue('last-modified')) };
    };
    const patch = async (payload: object) => {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/bookings/${booking.id}`,
        headers: owner.auth,
        payload,
      });
      expect(response.statusCode).toBe(200);
    };
    const created = await readEvent();
    expect(created.sequence).toBe(0);

    await patch({ notes: 'Bring the arch', guestCount: 90, status: 'booked' });
    const edited = await readEvent();
    expect(edited.sequence).toBe(0);

    await patch({ eventDate: daysFromNow(31) });
    expect((await readEvent()).sequence).toBe(1);
    // The same day, another hour, is a move too.
    await patch({ eventDate: new Date(Date.parse(daysFromNow(31)) + 3_600_000).toISOString() });
    expect((await readEvent()).sequence).toBe(2);
    // The same date again is no move.
    const [row] = await app.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    await patch({ eventDate: row!.eventDate.toISOString(), notes: 'Same date' });
    expect((await readEvent()).sequence).toBe(2);
    // A statement cannot set it another way: the database keeps it in step with the date.
    await app.deps.db.update(bookings).set({ sequence: 0 }).where(eq(bookings.id, booking.id));
    expect((await readEvent()).sequence).toBe(2);
  });

  it('applies the privacy switches: names, notes and contact details only when on', async () => {
    const owner = await signUpOwner(app);
    await createBooking(app, owner, {
      eventDate: daysFromNow(30),
      coupleNames: 'Sarah & Michael',
      email: 'sarah@example.com',
      phone: '555-0100',
      notes: 'Garden ceremony',
    });
    const { feedToken: token } = await share(owner);
    const [hidden] = parseEvents((await getFeed(token)).body);
    expect(hidden!.summary).toBe('Event - Wedding');
    expect(hidden!.description).toBe('Venue booking');
    const body = (await getFeed(token)).body;
    for (const secret of ['Sarah', 'sarah@example.com', '555-0100', 'Garden']) expect(body).not.toContain(secret);

    await share(owner, { includeClientNames: true, includeNotes: true, includeContactInfo: true });
    const [shown] = parseEvents((await getFeed(token)).body);
    expect(shown!.summary).toBe('Sarah & Michael - Wedding');
    expect(shown!.description).toBe('Garden ceremony\n\nEmail: sarah@example.com\nPhone: 555-0100');
  });

  it('keeps hostile notes inside one property and folds long UTF-8 names: one VEVENT per booking', async () => {
    const owner = await signUpOwner(app);
    const hostile = 'Fine.\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@attacker.example\r\nSUMMARY:Injected\r\nX';
    const names = `Zoë & Renée ${'婚礼💍'.repeat(40)}`;
    await createBooking(app, owner, { eventDate: daysFromNow(30), notes: hostile, coupleNames: names });
    await createBooking(app, owner, { eventDate: daysFromNow(31), coupleNames: 'A;B,C\\D' });
    const { feedToken: token } = await share(owner, { includeNotes: true, includeClientNames: true });
    const body = (await getFeed(token)).body;
    expect(body.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
    expect(body).not.toMatch(/^UID:evil/m);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const events = parseEvents(body);
    expect(events).toHaveLength(2);
    expect(events[0]!.description).toBe(hostile.replaceAll('\r\n', '\n'));
    expect(events[0]!.summary).toBe(`${names} - Wedding`);
    expect(events[1]!.summary).toBe('A;B,C\\D - Wedding');
    expect(body).toContain('SUMMARY:A\\;B\\,C\\\\D - Wedding');
  });

  it('answers 304 to an If-None-Match with its ETag, and a new ETag once a booking changes', async () => {
    const owner = await signUpOwner(app);
    const booking = await createBooking(app, owner, { eventDate: daysFromNow(30) });
    const { feedToken: token } = await share(owner);
    const first = await getFeed(token);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await getFeed(token)).headers.etag).toBe(etag);
    const unchanged = await getFeed(token, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await getFeed(token, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}`,
      headers: owner.auth,
      payload: { eventType: 'Reception' },
    });
    const changed = await getFeed(token, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // A switch changes the text, so the ETag too.
    await share(owner, { includeClientNames: true });
    expect((await getFeed(token, { 'if-none-match': String(changed.headers.etag) })).statusCode).toBe(200);
  });

  it('serves the feed as a download with ?download=1', async () => {
    const owner = await signUpOwner(app);
    const { feedToken: token } = await share(owner);
    const response = await getFeed(token, {}, '?download=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="venuedesk-calendar.ics"');
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });

  it('answers 404 for an unknown or rotated token, and while downloads are switched off', async () => {
    const owner = await signUpOwner(app);
    const { feedToken: token } = await share(owner);
    for (const unknown of [
      'x'.repeat(43),
      token.slice(0, 42),
      'abc',
      `${token.slice(0, 42)}${token[42] === 'A' ? 'B' : 'A'}`,
    ]) {
      const response = await getFeed(unknown);
      expect(response.statusCode).toBe(404);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
    await share(owner, { allowDownload: false });
    expect((await getFeed(token)).statusCode).toBe(404);
    await share(owner, { allowDownload: true });
    expect((await getFeed(token)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/calendar/share/rotate', headers: owner.auth });
    expect((await getFeed(token)).statusCode).toBe(404);
  });

  it('has a token of its own, which the shared page’s token does not open', async () => {
    const owner = await signUpOwner(app);
    const saved = await share(owner);
    expect(saved.feedToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(saved.feedToken).not.toBe(saved.token);
    expect((await getFeed(saved.token)).statusCode).toBe(404);
    expect((await getFeed(saved.feedToken)).statusCode).toBe(200);
  });

  it('stops, with every link handed out, when public access is turned off; the new feed works', async () => {
    const owner = await signUpOwner(app);
    const published = await share(owner, { publicAccess: true });
    // What a visitor of the public page was given for their calendar app.
    const page = await app.inject({
      method: 'GET',
      url: `/api/public/shared-calendar/${published.token}?month=2031-11`,
      remoteAddress: '198.18.200.1',
    });
    const handedOut = page.json<{ downloads: { webcalUrl: string; icsUrl: string } }>().downloads;
    expect(handedOut.webcalUrl).toBe(published.webcalUrl);
    expect((await getFeed(published.feedToken)).statusCode).toBe(200);

    const closed = await share(owner, { publicAccess: false });
    expect(closed.feedToken).not.toBe(published.feedToken);
    expect((await getFeed(published.feedToken)).statusCode).toBe(404);
    expect((await getFeed(published.feedToken, {}, '?download=1')).statusCode).toBe(404);
    expect((await getFeed(closed.feedToken)).statusCode).toBe(200);
    // The page's own link stays (it needs a sign-in now); other switches leave the feed alone.
    expect(closed.token).toBe(published.token);
    expect((await share(owner, { includeNotes: true })).feedToken).toBe(closed.feedToken);
    expect((await share(owner, { publicAccess: false })).feedToken).toBe(closed.feedToken);
  });

  it('leaves out bookings of other venues', async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app);
    await createBooking(app, other, { eventDate: daysFromNow(30), coupleNames: 'Elsewhere' });
    const mine = await createBooking(app, owner, { eventDate: daysFromNow(30) });
    const { feedToken: token } = await share(owner, { includeClientNames: true });
    const events = parseEvents((await getFeed(token)).body);
    expect(events.map((event) => event.uid)).toEqual([`booking-${mine.id}@venuedesk.test`]);
  });

  it('answers a 5,000-booking venue well within the time the issue asks (≤ 250 ms; see npm run bench)', async () => {
    const owner = await signUpOwner(app);
    const venueId = owner.user.venueId!;
    await app.deps.db.insert(bookings).values(
      Array.from({ length: 5000 }, (_, n) => ({
        venueId,
        coupleNames: `Couple ${n}`,
        eventDate: new Date(Date.now() + (n - 300) * (DAY_MS / 5)),
        localDay: new Date(Date.now() + (n - 300) * (DAY_MS / 5)).toISOString().slice(0, 10),
        slot: (n % 5) + 1,
        eventType: 'Wedding',
        email: `couple${n}@example.com`,
        notes: `Notes for couple ${n}`,
        totalAmount: '5000.00',
      })),
    );
    const { feedToken: token } = await share(owner, { includeClientNames: true, includeNotes: true });
    const response = await getFeed(token);
    expect(response.statusCode).toBe(200);
    expect(parseEvents(response.body)).toHaveLength(5000);
    const [row] = await app.deps.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.venueId, venueId));
    expect(response.body).toContain(`UID:booking-${row!.id}@venuedesk.test`);
  });
});

describe('the feed rate limit', async () => {
  const limited = await createTestApp({ env: { CALENDAR_FEEDS_PER_MINUTE: '3' } });
  it('answers 429 past CALENDAR_FEEDS_PER_MINUTE requests from one address', async () => {
    const owner = await signUpOwner(limited.app);
    const response = await limited.app.inject({ method: 'GET', url: '/api/calendar/share', headers: owner.auth });
    const token = feedTokenOf(response.json<CalendarShare>());
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await limited.app.inject({ method: 'GET', url: `/api/calendar/ical/${token}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
