import { describe, expect, it } from 'vitest';
import {
  sharedCalendarSchema,
  type CalendarShare,
  type SharedCalendar,
} from '#shared/calendar/calendar-share.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

// Issue #14: GET /api/public/shared-calendar/{token|slug}?month=YYYY-MM, the public month view.
const { app } = await createTestApp();

function getShared(ref: string, month = '2031-11', who: SignedIn | null = null) {
  return app.inject({
    method: 'GET',
    url: `/api/public/shared-calendar/${ref}?month=${month}`,
    headers: who?.auth ?? {},
  });
}

async function readShared(ref: string, month = '2031-11', who: SignedIn | null = null): Promise<SharedCalendar> {
  const response = await getShared(ref, month, who);
  expect(response.statusCode, response.body).toBe(200);
  return sharedCalendarSchema.parse(response.json());
}

async function share(owner: SignedIn, settings: object = {}): Promise<CalendarShare> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/calendar/share',
    headers: owner.auth,
    payload: settings,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarShare>();
}

/** A venue with a November 2031 wedding (and notes, contact, total), a cancelled one and a December one. */
async function venueWithBookings(name = 'Shared Hall') {
  const owner = await signUpOwner(app, name);
  const wedding = await createBooking(app, owner, {
    eventDate: '2031-11-08T17:00:00-08:00',
    coupleNames: 'Sarah & Michael',
    email: 'sarah@example.com',
    phone: '555-0100',
    notes: 'Garden ceremony',
    totalAmount: '9000.00',
    status: 'booked',
  });
  await createBooking(app, owner, { eventDate: '2031-11-09T17:00:00-08:00', status: 'cancelled' });
  await createBooking(app, owner, { eventDate: '2031-12-06T17:00:00-08:00' });
  return { owner, wedding };
}

describe('the shared calendar while public access is off (the default)', () => {
  it("answers 401 'Authentication required' to visitors, clients and other venues' staff", async () => {
    const { owner } = await venueWithBookings();
    const { token } = await share(owner);
    const other = await signUpOwner(app, 'Other Hall');
    for (const who of [null, await signUpClient(app), other]) {
      const response = await getShared(token, '2031-11', who);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    }
  });

  it("shows it to the venue's signed-in staff, whichever venue their session works in", async () => {
    const { owner, wedding } = await venueWithBookings();
    const { token } = await share(owner);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const calendar = await readShared(token, '2031-11', coordinator);
    expect(calendar.events.map((event) => event.id)).toEqual([String(wedding.id)]);
    expect((await readShared(token, '2031-11', owner)).venue.name).toBe('Shared Hall');
  });

  it('answers 404 for its custom address, even to its staff', async () => {
    const { owner } = await venueWithBookings();
    const slug = `private-${Date.now()}`;
    await share(owner, { slug });
    expect((await getShared(slug)).statusCode).toBe(404);
    expect((await getShared(slug, '2031-11', owner)).statusCode).toBe(404);
  });
});

describe('the shared calendar while public access is on', () => {
  it('shows the month to anyone by token or custom address, with the switched-off fields absent', async () => {
    const { owner, wedding } = await venueWithBookings('Open Hall');
    const slug = `open-${Date.now()}`;
    const { token, webcalUrl } = await share(owner, { publicAccess: true, slug });
    const feedToken = webcalUrl.split('/').pop()!;
    for (const ref of [token, slug]) {
      const response = await getShared(ref);
      expect(response.statusCode).toBe(200);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<SharedCalendar>();
      expect(body).toEqual({
        venue: {
          name: 'Open Hall',
          timeZone: 'America/Los_Angeles',
          logo: null,
          primaryColor: '#8B5A6B',
          secondaryColor: '#6B7280',
          accentColor: '#10B981',
          defaultLanguage: 'en',
        },
        month: '2031-11',
        events: [{ id: String(wedding.id), eventDate: wedding.eventDate, eventType: 'Wedding', status: 'booked' }],
        downloads: {
          webcalUrl: `webcal://venuedesk.test/api/calendar/ical/${feedToken}`,
          icsUrl: `http://venuedesk.test/api/calendar/ical/${feedToken}?download=1`,
        },
      });
      for (const secret of ['Sarah', 'sarah@example.com', '555-0100', 'Garden', '9000']) {
        expect(response.body).not.toContain(secret);
      }
    }
  });

  it("names the venue's default client language, the page's language when nothing else names one", async () => {
    const { owner } = await venueWithBookings('Spanish Default Hall');
    const updated = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: { venue: { defaultClientLanguage: 'es' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const { token } = await share(owner, { publicAccess: true });
    expect((await readShared(token)).venue.defaultLanguage).toBe('es');
  });

  it('adds each field only when its switch is on', async () => {
    const { owner } = await venueWithBookings();
    const { token } = await share(owner, { publicAccess: true });
    const cases: [object, object][] = [
      [{ includeClientNames: true }, { coupleNames: 'Sarah & Michael' }],
      [{ includeContactInfo: true }, { email: 'sarah@example.com', phone: '555-0100' }],
      [{ includeRevenue: true }, { totalAmount: '9000.00' }],
      [{ includeNotes: true }, { notes: 'Garden ceremony' }],
    ];
    const base = ['id', 'eventDate', 'eventType', 'status'];
    for (const [settings, fields] of cases) {
      await share(owner, {
        includeClientNames: false,
        includeContactInfo: false,
        includeRevenue: false,
        includeNotes: false,
        ...settings,
      });
      const [event] = (await readShared(token)).events;
      expect(Object.keys(event!).sort()).toEqual([...base, ...Object.keys(fields)].sort());
      expect(event).toMatchObject(fields);
    }
  });

  it('leaves the downloads out (null) when allowDownload is off', async () => {
    const { owner } = await venueWithBookings();
    const { token } = await share(owner, { publicAccess: true, allowDownload: false });
    expect((await readShared(token)).downloads).toBeNull();
  });

  it('shows the asked month only, in the venue zone, and nothing of other venues', async () => {
    const { owner } = await venueWithBookings();
    const { token } = await share(owner, { publicAccess: true });
    await venueWithBookings('Neighbour Hall');
    const december = await readShared(token, '2031-12');
    expect(december.month).toBe('2031-12');
    expect(december.events.map((event) => event.eventDate)).toEqual(['2031-12-07T01:00:00.000Z']);
    expect((await readShared(token, '2032-01')).events).toEqual([]);
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown token or address', async () => {
    for (const ref of ['x'.repeat(43), 'no-such-calendar']) {
      const response = await getShared(ref);
      expect(response.statusCode).toBe(404);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it.each([
    ['/api/public/shared-calendar/abcdef?month=2031-13'],
    ['/api/public/shared-calendar/abcdef'],
    ['/api/public/shared-calendar/a%2Fb?month=2031-11'],
    [`/api/public/shared-calendar/${'a'.repeat(65)}?month=2031-11`],
    ['/api/public/shared-calendar/ab?month=2031-11'],
  ])('answers 400 to %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
