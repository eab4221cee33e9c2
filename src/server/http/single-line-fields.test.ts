import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, contactMessages, leads, outbox, users } from '#server/db/schema.ts';
import { createBooking, postBooking } from '#tests/bookings-factory.ts';
import { signUpOwner, TEST_PASSWORD, uniqueEmail, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

// A single-line field (a name, a subject, a phone) that takes a line break lets a venue name
// read "Demo venue\r\nBcc: …" in an e-mail header. Every such field refuses line breaks and
// control characters with a 400 naming the field, and nothing changes.

const { app } = await createTestApp();
const INJECTED = 'Demo venue\r\nBcc: x@y.example';

let nextAddress = 1;
function fromAddress(): string {
  return `203.0.113.${nextAddress++}`;
}

function expectRefused(response: { statusCode: number; json: () => unknown }, field: string, label: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { code: string; fieldErrors: Record<string, string[]> };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.fieldErrors[field]).toEqual([`${label} cannot contain line breaks or control characters`]);
}

async function getSettings(owner: SignedIn) {
  return (await app.inject({ method: 'GET', url: '/api/settings', headers: owner.auth })).json<unknown>();
}

describe('single-line fields refuse line breaks and control characters', () => {
  it('Venue Info: a venue name with CR LF is refused, and no part of the save is applied', async () => {
    const owner = await signUpOwner(app, 'Header Hall');
    const before = await getSettings(owner);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: { venue: { name: INJECTED, phone: '555-0199', address: '1 Main St' }, eventTypes: ['Gala'] },
    });
    expectRefused(response, 'venue.name', 'Venue name');
    expect(await getSettings(owner)).toEqual(before);
  });

  it('Venue Info: address, phone and website lines, and event type names, are refused the same way', async () => {
    const owner = await signUpOwner(app, 'Line Hall');
    const before = await getSettings(owner);
    const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/settings', headers: owner.auth, payload });
    expectRefused(await put({ venue: { address: '1 Main St\nSuite 2' } }), 'venue.address', 'Address');
    expectRefused(await put({ venue: { phone: '555\t0100' } }), 'venue.phone', 'Phone');
    expectRefused(await put({ venue: { website: 'https://example.com/\r\nx' } }), 'venue.website', 'Website');
    expectRefused(await put({ eventTypes: ['Gala\u2028Dinner'] }), 'eventTypes.0', 'Event type');
    expect(await getSettings(owner)).toEqual(before);

    // The description is multi-line and keeps its line breaks.
    const saved = await put({ venue: { description: 'Garden\nand ballroom' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().venue.description).toBe('Garden\nand ballroom');
  });

  it('sign-up: a name or venue name with a line break creates no account and no venue', async () => {
    const register = (overrides: Record<string, string>) => {
      const email = uniqueEmail('line');
      return {
        email,
        response: app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: fromAddress(),
          payload: { email, password: TEST_PASSWORD, firstName: 'Ana', lastName: 'Lopez', ...overrides },
        }),
      };
    };
    const byName = register({ firstName: 'Ana\nBcc: x@y.example' });
    expectRefused(await byName.response, 'firstName', 'First name');
    const byVenue = register({ venueName: INJECTED });
    expectRefused(await byVenue.response, 'venueName', 'Venue name');
    for (const email of [byName.email, byVenue.email]) {
      const [row] = await app.deps.db.select({ total: count() }).from(users).where(eq(users.email, email));
      expect(row!.total).toBe(0);
    }
  });

  it('bookings: couple names with a line break are refused on create and on edit; notes keep theirs', async () => {
    const owner = await signUpOwner(app, 'Booking Line Hall');
    expectRefused(
      await postBooking(app, owner, { coupleNames: 'Sarah\r\nBcc: x@y.example' }),
      'coupleNames',
      'Couple names',
    );
    const [none] = await app.deps.db
      .select({ total: count() })
      .from(bookings)
      .where(eq(bookings.venueId, owner.user.venueId!));
    expect(none!.total).toBe(0);

    const booking = await createBooking(app, owner, { notes: 'Line one\nLine two' });
    expect(booking.notes).toBe('Line one\nLine two');
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}`,
      headers: owner.auth,
      payload: { coupleNames: 'Sarah\u0085Michael', phone: '555-0111' },
    });
    expectRefused(edit, 'coupleNames', 'Couple names');
    const [stored] = await app.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored).toMatchObject({ coupleNames: booking.coupleNames, phone: booking.phone });
  });

  it('contact form: a subject with CR LF is refused, and nothing is stored or e-mailed', async () => {
    const counts = async () => ({
      messages: (await app.deps.db.select({ total: count() }).from(contactMessages))[0]!.total,
      emails: (await app.deps.db.select({ total: count() }).from(outbox))[0]!.total,
    });
    const before = await counts();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: fromAddress(),
      payload: {
        name: 'Ana Lopez',
        email: 'ana@example.com',
        subject: 'Pricing\r\nBcc: x@y.example',
        message: 'Hello,\nCan we talk?',
      },
    });
    expectRefused(response, 'subject', 'Subject');
    expect(await counts()).toEqual(before);
  });

  it('leads and the public inquiry form: a name with a line break is refused and no lead is made', async () => {
    const owner = await signUpOwner(app, 'Lead Line Hall');
    const lead = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: owner.auth,
      payload: { name: 'Ana\nLopez', email: 'ana@example.com' },
    });
    expectRefused(lead, 'name', 'Name');
    const slug = ((await getSettings(owner)) as { venue: { slug: string } }).venue.slug;
    const inquiry = await app.inject({
      method: 'POST',
      url: `/api/public/venues/${slug}/inquiries`,
      remoteAddress: fromAddress(),
      payload: { name: INJECTED, email: 'ana@example.com', notes: 'Two lines\nare fine here' },
    });
    expectRefused(inquiry, 'name', 'Name');
    const [row] = await app.deps.db
      .select({ total: count() })
      .from(leads)
      .where(eq(leads.venueId, owner.user.venueId!));
    expect(row!.total).toBe(0);
  });
});
