import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { formatVenueDate } from '#shared/dates/format-dates.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

// Every e-mail writes dates one way, in the venue's time zone (decision 031): the inquiry
// acknowledgement once wrote "14 June 2031" where the portal invitation wrote "June 14, 2031".

const { app } = await createTestApp();

async function emailTo(owner: SignedIn, to: string) {
  const [email] = await app.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.venueId, owner.user.venueId!), eq(outbox.to, to)));
  return email!;
}

describe('dates in e-mails', () => {
  it('the inquiry acknowledgement and the portal invitation write the event day alike', async () => {
    const owner = await signUpOwner(app, 'Date Hall');
    const settings = await app.inject({ method: 'GET', url: '/api/settings', headers: owner.auth });
    const { slug, timezone } = settings.json<{ venue: { slug: string; timezone: string } }>().venue;
    expect(timezone).toBe('America/Los_Angeles');

    const inquiry = await app.inject({
      method: 'POST',
      url: `/api/public/venues/${slug}/inquiries`,
      remoteAddress: '192.0.2.77',
      payload: { name: 'Sofia Hernandez', email: 'sofia@example.com', preferredDate: '2031-06-14' },
    });
    expect(inquiry.statusCode).toBe(201);

    // 23:30 on Saturday in Los Angeles, already Sunday in UTC: the e-mail says the venue's day.
    const booking = await createBooking(app, owner, {
      email: 'sarah@example.com',
      eventDate: '2031-06-14T23:30:00-07:00',
    });
    const invited = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/invite-client`,
      headers: owner.auth,
    });
    expect(invited.statusCode).toBe(200);

    const acknowledgement = (await emailTo(owner, 'sofia@example.com')).text;
    const invitation = (await emailTo(owner, 'sarah@example.com')).text;
    const eventDay = /(?:about|event on|^) ?(\w+, \w+ \d{1,2}, \d{4})/m;
    expect(acknowledgement.match(eventDay)?.[1]).toBe('Saturday, June 14, 2031');
    expect(invitation.match(eventDay)?.[1]).toBe('Saturday, June 14, 2031');

    // Other dates in the same style, without the weekday: the invitation's last day at the venue.
    const expires = formatVenueDate(invited.json<{ expiresAt: string }>().expiresAt, { timeZone: timezone });
    expect(expires).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(invitation).toContain(`until ${expires}.`);
  });
});
