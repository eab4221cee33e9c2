import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { leads, outbox } from '#server/db/schema.ts';
import { DEFAULT_REPLY_TEMPLATE } from '#shared/leads/reply-template.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { addStaffMember, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { startLanguageModelStandIn } from '#tests/language-model-stand-in.ts';
import { createTestApp } from '#tests/test-app.ts';

const standIn = await startLanguageModelStandIn();
// Both apps share one database: the same venue drafts with and without a language model.
const { app, database } = await createTestApp();
const { app: modelApp } = await createTestApp({
  database,
  env: { OPENAI_API_KEY: 'sk-venue-key', OPENAI_BASE_URL: standIn.baseUrl, OPENAI_MODEL: 'venue-model-7b' },
  languageModelTimeoutMs: 1000,
});

const inquiry = {
  name: 'Valentina Cruz',
  email: 'valentina@example.com',
  phone: '555-0101',
  preferredDate: '2031-06-14',
  guestCount: 150,
  source: 'website',
  notes:
    'Event type: Wedding\nValentina here: we dream of a garden ceremony. Call me at 555-234-5678 or valentina@example.com',
};

async function setUpVenue() {
  const owner = await signUpOwner(app, 'Rosewood Hall');
  await app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: owner.auth,
    payload: { venue: { basePrice: '4500', maxCapacity: 200, description: 'A barn with a walled garden.' } },
  });
  return owner;
}

async function createLead(who: SignedIn, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: who.auth,
    payload: { ...inquiry, ...overrides },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>();
}

function draft(target: typeof app, who: SignedIn, id: number, payload?: object) {
  return target.inject({ method: 'POST', url: `/api/leads/${id}/reply-draft`, headers: who.auth, payload });
}

function send(who: SignedIn, id: number, payload: object) {
  return app.inject({ method: 'POST', url: `/api/leads/${id}/reply`, headers: who.auth, payload });
}

async function leadStatus(id: number) {
  return (await app.deps.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]!.status;
}

async function venueEmails(venueId: number) {
  return app.deps.db.select().from(outbox).where(eq(outbox.venueId, venueId));
}

const modelWords = {
  subject: 'Your garden wedding at Rosewood Hall',
  opening: 'Thank you for writing to us about your garden ceremony; it sounds lovely.',
  closing: 'Would you like to visit? Tell us when suits you and we will show you the walled garden.',
};

beforeEach(() => {
  standIn.requests.length = 0;
});

describe('POST /api/leads/{id}/reply-draft without a language model', () => {
  it('fills the venue’s template with the date’s state, the nearest open dates and the base price', async () => {
    const owner = await setUpVenue();
    await createBooking(app, owner, { eventDate: '2031-06-14T17:00:00-07:00' });
    const lead = await createLead(owner);

    const response = await draft(app, owner, lead.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.author).toBe('engine');
    expect(body.subject).toBe('Your inquiry to Rosewood Hall');
    expect(body.body).toBe(
      [
        'Hi Valentina Cruz,',
        'Thank you for thinking of Rosewood Hall for Saturday, June 14, 2031, and for the details you sent.',
        'Saturday, June 14, 2031 is already booked. The nearest open dates are Friday, June 13, 2031, Sunday, June 15, 2031 and Thursday, June 12, 2031.',
        'Our base price is $4,500; the final price depends on your date, your guest count and the services you choose.',
        'We would love to show you the venue. Reply with a few days and times that suit you for a tour, or with any questions, and we will get back to you right away.',
        'Warm regards,\nThe Rosewood Hall team',
      ].join('\n\n'),
    );
    expect(standIn.requests).toHaveLength(0);
  });

  it('says an open date is open, a crowd over capacity does not fit, and leaves out a missing base price', async () => {
    const owner = await setUpVenue();
    await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: {
        venue: { basePrice: null, replyTemplate: 'Dear {clientName},\n\n{availability}\n\n{price}\n\n{venueName}' },
      },
    });
    const lead = await createLead(owner, { preferredDate: '2031-06-21', guestCount: 260 });

    const { body } = (await draft(app, owner, lead.id)).json();
    expect(body).toBe(
      'Dear Valentina Cruz,\n\nGood news: Saturday, June 21, 2031 is open. We hold it for you once the booking is confirmed. ' +
        'Our space holds up to 200 guests, fewer than the 260 you mentioned; we are happy to talk through what would work.\n\nRosewood Hall',
    );
  });

  it('asks for a date when the inquiry named none', async () => {
    const owner = await setUpVenue();
    const lead = await createLead(owner, { preferredDate: null });
    const { body } = (await draft(app, owner, lead.id)).json();
    expect(body).toContain('Thank you for thinking of Rosewood Hall for your event');
    expect(body).toContain('You did not mention a date yet');
  });

  it('answers 404 for another venue’s lead and 400 for an unknown author', async () => {
    const owner = await setUpVenue();
    const lead = await createLead(owner);
    const other = await signUpOwner(app, 'Other Venue');
    expect((await draft(app, other, lead.id)).statusCode).toBe(404);
    expect((await draft(app, owner, lead.id, { author: 'model' })).statusCode).toBe(400);
  });
});

describe('POST /api/leads/{id}/reply-draft with a language model', () => {
  it('puts the server’s facts between the model’s words, and sends the model no contact details', async () => {
    const owner = await setUpVenue();
    await createBooking(app, owner, { eventDate: '2031-06-14T17:00:00-07:00' });
    const lead = await createLead(owner);
    standIn.answerWith({ kind: 'json', answer: () => modelWords });

    const response = await draft(modelApp, owner, lead.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      subject: modelWords.subject,
      author: 'model',
      body: [
        'Hi Valentina Cruz,',
        modelWords.opening,
        'Saturday, June 14, 2031 is already booked. The nearest open dates are Friday, June 13, 2031, Sunday, June 15, 2031 and Thursday, June 12, 2031.',
        'Our base price is $4,500; the final price depends on your date, your guest count and the services you choose.',
        modelWords.closing,
        'Warm regards,\nThe Rosewood Hall team',
      ].join('\n\n'),
    });

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request!.authorization).toBe('Bearer sk-venue-key');
    expect(request!.body.model).toBe('venue-model-7b');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    const sent = JSON.parse(standIn.lastMessages().user);
    expect(sent.venue).toMatchObject({ name: 'Rosewood Hall', description: 'A barn with a walled garden.' });
    expect(sent.inquiry).toMatchObject({ eventType: 'Wedding', guestCount: 150 });
    expect(sent.inquiry.message).toContain('garden ceremony');
    expect(sent.factsTheSoftwareInserts).toEqual({
      dateAskedFor: '2031-06-14',
      dateIsOpen: false,
      whyNotOpen: 'booked',
      nearestOpenDates: ['2031-06-13', '2031-06-15', '2031-06-12'],
      basePrice: 4500,
    });
    const everything = JSON.stringify(request!.body);
    expect(everything).not.toContain('@');
    expect(everything).not.toContain('555-');
    expect(everything).not.toContain('Valentina');
  });

  it.each([
    ['prose', { kind: 'prose' } as const],
    ['JSON of another shape', { kind: 'json', answer: () => ({ reply: 'Hello!' }) } as const],
    [
      'a price of its own',
      { kind: 'json', answer: () => ({ ...modelWords, opening: 'Weddings start at $3,900.' }) } as const,
    ],
    ['a date of its own', { kind: 'json', answer: () => ({ ...modelWords, closing: 'June 21 is free!' }) } as const],
    ['HTTP 500', { kind: 'error' } as const],
    ['an answer after the time-out', { kind: 'slow', delayMs: 3000, answer: modelWords } as const],
  ])('answers 502 with a clear message on %s, and the template draft is still there', async (_name, scenario) => {
    const owner = await setUpVenue();
    const lead = await createLead(owner);
    standIn.answerWith(scenario);

    const response = await draft(modelApp, owner, lead.id);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'LANGUAGE_MODEL_FAILED',
      message: 'The language model could not draft this reply. Use the template draft instead, or try again.',
    });
    const fallback = await draft(modelApp, owner, lead.id, { author: 'engine' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toMatchObject({ author: 'engine', subject: 'Your inquiry to Rosewood Hall' });
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('POST /api/leads/{id}/reply', () => {
  const reply = {
    subject: 'Your inquiry to Rosewood Hall',
    body: 'Hi Valentina,\n\nJune 14 is booked.\n\nWarm regards,\nRosewood Hall',
  };

  it('sends the reply in the venue’s name and moves a new lead to contacted', async () => {
    const owner = await setUpVenue();
    await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: { venue: { email: 'events@rosewood.example' } },
    });
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const lead = await createLead(owner);

    const response = await send(coordinator, lead.id, reply);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: lead.id, status: 'contacted' });
    const emails = (await venueEmails(owner.user.venueId!)).filter((email) => email.subject === reply.subject);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: 'valentina@example.com',
      senderName: 'Rosewood Hall',
      replyTo: 'events@rosewood.example',
      text: 'Your inquiry to Rosewood Hall\n\nHi Valentina,\n\nJune 14 is booked.\n\nWarm regards,\nRosewood Hall',
    });
    expect(emails[0]!.html).toContain('<p style="margin:0 0 16px">Warm regards,<br>Rosewood Hall</p>');
  });

  it('keeps a lead further along where it is', async () => {
    const owner = await setUpVenue();
    const lead = await createLead(owner);
    await app.inject({
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      headers: owner.auth,
      payload: { status: 'tour_scheduled' },
    });
    expect((await send(owner, lead.id, reply)).json().status).toBe('tour_scheduled');
  });

  it.each([
    ['a blank subject', { ...reply, subject: '  ' }],
    ['a subject with a line break', { ...reply, subject: 'Hello\nBcc: x@example.com' }],
    ['no body', { subject: reply.subject }],
  ])('refuses %s with 400, sending nothing and leaving the lead new', async (_name, payload) => {
    const owner = await setUpVenue();
    const lead = await createLead(owner);
    expect((await send(owner, lead.id, payload)).statusCode).toBe(400);
    expect(await leadStatus(lead.id)).toBe('new');
    const replies = (await venueEmails(owner.user.venueId!)).filter((email) =>
      email.subject.startsWith('Your inquiry'),
    );
    expect(replies).toHaveLength(0);
  });

  it('answers 404 for another venue’s lead and sends nothing', async () => {
    const owner = await setUpVenue();
    const lead = await createLead(owner);
    const other = await signUpOwner(app, 'Other Venue');
    expect((await send(other, lead.id, reply)).statusCode).toBe(404);
    expect(await leadStatus(lead.id)).toBe('new');
    const sent = await venueEmails(other.user.venueId!);
    expect(sent.filter((email) => email.subject === reply.subject)).toEqual([]);
  });
});

it('a new venue’s template is the default one', async () => {
  const owner = await signUpOwner(app);
  const settings = (await app.inject({ method: 'GET', url: '/api/settings', headers: owner.auth })).json();
  expect(settings.venue.replyTemplate).toBe(DEFAULT_REPLY_TEMPLATE);
});
