import { and, count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { automationRuns, leads, outbox } from '#server/db/schema.ts';
import type { Automation, AutomationInput } from '#shared/automations/automations.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { addStaffMember, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp, createTestDatabase } from '#tests/test-app.ts';
import { runAutomationsPass } from './index.ts';

const { app } = await createTestApp();

async function automationsOf(owner: SignedIn): Promise<Automation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/automations', headers: owner.auth });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function automationOf(owner: SignedIn, kind: Automation['kind']): Promise<Automation> {
  return (await automationsOf(owner)).find((automation) => automation.kind === kind)!;
}

function inputOf(automation: Automation, changes: Partial<AutomationInput> = {}): AutomationInput {
  const { kind, enabled, delayDays, subject, body, reviewLink } = automation;
  return { kind, enabled, delayDays, subject, body, reviewLink, ...changes };
}

function put(owner: SignedIn, automation: Automation, changes: Partial<AutomationInput>) {
  return app.inject({
    method: 'PUT',
    url: `/api/automations/${automation.id}`,
    headers: owner.auth,
    payload: inputOf(automation, changes),
  });
}

async function turnOn(owner: SignedIn, kind: Automation['kind'], changes: Partial<AutomationInput> = {}) {
  const response = await put(owner, await automationOf(owner, kind), { enabled: true, ...changes });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Automation>();
}

async function slugOf(owner: SignedIn): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/settings', headers: owner.auth })).json().venue.slug;
}

let addressCounter = 0;
async function inquire(owner: SignedIn, email: string, extra: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/public/venues/${await slugOf(owner)}/inquiries`,
    remoteAddress: `192.0.2.${++addressCounter}`,
    payload: { name: 'Sofia Hernandez', email, preferredDate: '2031-10-04', guestCount: 120, ...extra },
  });
  expect(response.statusCode).toBe(201);
  const [lead] = await app.deps.db.select().from(leads).where(eq(leads.email, email));
  return lead!;
}

function emailsTo(owner: SignedIn, to: string) {
  return app.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.venueId, owner.user.venueId!), eq(outbox.to, to)));
}

async function runsAbout(owner: SignedIn, query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/automation-runs?${query}`, headers: owner.auth });
  expect(response.statusCode).toBe(200);
  return response.json<{ kind: string; recipient: string; subject: string; result: string; detail: string | null }[]>();
}

/** A lead made to have arrived at `createdAt`. */
async function leadArrivedAt(owner: SignedIn, email: string, createdAt: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: owner.auth,
    payload: { name: `Lead ${email}`, email, source: 'website' },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ id: number }>().id;
  await app.deps.db
    .update(leads)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(leads.id, id));
  return id;
}

describe('a venue’s automations', () => {
  it('come with every new venue, the acknowledgement alone switched on', async () => {
    const owner = await signUpOwner(app, 'Defaults Hall');
    const list = await automationsOf(owner);
    expect(list.map((automation) => [automation.kind, automation.enabled, automation.delayDays])).toEqual([
      ['inquiry_acknowledgement', true, null],
      ['lead_follow_up', false, 3],
      ['deposit_request', false, null],
      ['event_reminder', false, 14],
      ['thank_you', false, null],
    ]);
  });

  it('refuses a bad template, delay, review link or kind with 400, changing nothing', async () => {
    const owner = await signUpOwner(app, 'Strict Automations Hall');
    const followUp = await automationOf(owner, 'lead_follow_up');
    const thankYou = await automationOf(owner, 'thank_you');
    const cases: [Automation, Partial<AutomationInput>, string][] = [
      [followUp, { body: 'Hi {{firstName}}' }, 'body'],
      [followUp, { subject: 'Hello {{venueName}' }, 'subject'],
      [followUp, { body: 'Your review: {{reviewLink}}' }, 'body'],
      [followUp, { delayDays: 0 }, 'delayDays'],
      [followUp, { delayDays: 1.5 }, 'delayDays'],
      [followUp, { delayDays: null }, 'delayDays'],
      [followUp, { subject: '' }, 'subject'],
      [followUp, { kind: 'thank_you' }, 'kind'],
      [thankYou, { enabled: true, reviewLink: 'javascript:alert(1)' }, 'reviewLink'],
      [thankYou, { enabled: true, reviewLink: '' }, 'reviewLink'],
    ];
    for (const [automation, changes, field] of cases) {
      const response = await put(owner, automation, changes);
      expect([JSON.stringify(changes), response.statusCode]).toEqual([JSON.stringify(changes), 400]);
      expect(Object.keys(response.json().fieldErrors ?? {}), JSON.stringify(changes)).toContain(field);
    }
    expect(await automationOf(owner, 'lead_follow_up')).toEqual(followUp);
    expect(await automationOf(owner, 'thank_you')).toEqual(thankYou);
  });

  it('answers 404 for another venue’s automation, lead or booking', async () => {
    const owner = await signUpOwner(app, 'Mine Hall');
    const other = await signUpOwner(app, 'Theirs Hall');
    const theirs = await automationOf(other, 'lead_follow_up');
    expect((await put(owner, theirs, { enabled: true })).statusCode).toBe(404);
    const preview = await app.inject({
      method: 'POST',
      url: `/api/automations/${theirs.id}/preview`,
      headers: owner.auth,
      payload: inputOf(theirs),
    });
    expect(preview.statusCode).toBe(404);
    expect((await automationOf(other, 'lead_follow_up')).enabled).toBe(false);
    const theirLead = await inquire(other, 'their-lead@example.com');
    const theirBooking = await createBooking(app, other);
    for (const query of [`leadId=${theirLead.id}`, `bookingId=${theirBooking.id}`]) {
      const response = await app.inject({ method: 'GET', url: `/api/automation-runs?${query}`, headers: owner.auth });
      expect(response.statusCode).toBe(404);
    }
    const both = await app.inject({
      method: 'GET',
      url: `/api/automation-runs?leadId=${theirLead.id}&bookingId=${theirBooking.id}`,
      headers: other.auth,
    });
    expect(both.statusCode).toBe(400);
  });

  it('lets a coordinator read the automations but not change them', async () => {
    const owner = await signUpOwner(app, 'Coordinated Hall');
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const acknowledgement = await automationOf(coordinator, 'inquiry_acknowledgement');
    expect((await put(coordinator, acknowledgement, { enabled: false })).statusCode).toBe(403);
  });
});

describe('the inquiry acknowledgement', () => {
  it('carries the venue’s edited template, filled from the inquiry, and is logged on the lead', async () => {
    const owner = await signUpOwner(app, 'Edited Hall');
    const acknowledgement = await automationOf(owner, 'inquiry_acknowledgement');
    const saved = await put(owner, acknowledgement, {
      subject: 'We have your note, {{coupleNames}}',
      body: 'Dear {{coupleNames}},\n\nA coordinator from {{venueName}} calls you within a day.\n\n{{dateAnswer}}',
    });
    expect(saved.statusCode).toBe(200);
    const lead = await inquire(owner, 'edited@example.com');
    const [email] = await emailsTo(owner, 'edited@example.com');
    expect(email!.subject).toBe('We have your note, Sofia Hernandez');
    expect(email!.text).toContain('A coordinator from Edited Hall calls you within a day.');
    expect(email!.text).toContain('Saturday, October 4, 2031 was open when your inquiry arrived');
    expect(email!.html).toContain('A coordinator from Edited Hall calls you within a day.');
    expect(await runsAbout(owner, `leadId=${lead.id}`)).toEqual([
      expect.objectContaining({
        kind: 'inquiry_acknowledgement',
        recipient: 'edited@example.com',
        subject: 'We have your note, Sofia Hernandez',
        result: 'sent',
      }),
    ]);
  });

  it('leaves out a paragraph whose field has no value', async () => {
    const owner = await signUpOwner(app, 'Undated Hall');
    await inquire(owner, 'undated@example.com', { preferredDate: null });
    const [email] = await emailsTo(owner, 'undated@example.com');
    expect(email!.text).toContain('Thank you for your inquiry. The Undated Hall team has it');
    expect(email!.text).not.toContain('open');
    // No contact details set: that paragraph goes too, rather than "reach us at ."
    expect(email!.text).not.toContain('reach us at');
  });

  it('is not sent when the venue turned it off; the inquiry still arrives', async () => {
    const owner = await signUpOwner(app, 'Quiet Hall');
    await put(owner, await automationOf(owner, 'inquiry_acknowledgement'), { enabled: false });
    const lead = await inquire(owner, 'quiet@example.com');
    expect(lead).toBeDefined();
    expect(await emailsTo(owner, 'quiet@example.com')).toEqual([]);
    expect(await runsAbout(owner, `leadId=${lead.id}`)).toEqual([]);
    // The answer tells the page, so that it promises no confirmation e-mail.
    const answer = await app.inject({
      method: 'POST',
      url: `/api/public/venues/${await slugOf(owner)}/inquiries`,
      remoteAddress: `192.0.2.${++addressCounter}`,
      payload: { name: 'Quiet Again', email: 'quiet-again@example.com' },
    });
    expect(answer.json()).toEqual({ received: true, acknowledged: false });
  });
});

describe('the follow-up', () => {
  // 18:00 UTC is 10:00 or 11:00 in Los Angeles, the venues' default time zone.
  const arrived = '2031-03-10T18:00:00Z';

  it('fires once on the Nth day after the inquiry, by the venue’s calendar', async () => {
    const owner = await signUpOwner(app, 'Follow Hall');
    await turnOn(owner, 'lead_follow_up', { delayDays: 3 });
    const leadId = await leadArrivedAt(owner, 'follow@example.com', arrived);
    expect((await runAutomationsPass(app.deps, new Date('2031-03-12T18:00:00Z'))).sent).toBe(0);
    // 06:00 UTC on the 13th is still the 12th in Los Angeles (UTC-7 from 9 March).
    await runAutomationsPass(app.deps, new Date('2031-03-13T06:00:00Z'));
    expect(await emailsTo(owner, 'follow@example.com')).toEqual([]);
    await runAutomationsPass(app.deps, new Date('2031-03-13T18:00:00Z'));
    await runAutomationsPass(app.deps, new Date('2031-03-14T18:00:00Z'));
    const sent = await emailsTo(owner, 'follow@example.com');
    expect(sent.map((email) => email.subject)).toEqual(['Your inquiry with Follow Hall']);
    expect(sent[0]!.text).toContain(`Hi Lead follow@example.com,`);
    expect(await runsAbout(owner, `leadId=${leadId}`)).toEqual([
      expect.objectContaining({ kind: 'lead_follow_up', recipient: 'follow@example.com', result: 'sent' }),
    ]);
  });

  it('stops when staff contacted the lead: a reply sent, or the stage moved past New', async () => {
    const owner = await signUpOwner(app, 'Contacted Hall');
    await turnOn(owner, 'lead_follow_up', { delayDays: 3 });
    const replied = await leadArrivedAt(owner, 'replied@example.com', arrived);
    const moved = await leadArrivedAt(owner, 'moved@example.com', arrived);
    const waiting = await leadArrivedAt(owner, 'waiting@example.com', arrived);
    const reply = await app.inject({
      method: 'POST',
      url: `/api/leads/${replied}/reply`,
      headers: owner.auth,
      payload: { subject: 'Your date', body: 'It is open; come and see us.' },
    });
    expect(reply.statusCode).toBe(200);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/leads/${moved}`,
      headers: owner.auth,
      payload: { status: 'tour_scheduled' },
    });
    expect(patch.statusCode).toBe(200);
    await runAutomationsPass(app.deps, new Date('2031-03-13T18:00:00Z'));
    expect((await emailsTo(owner, 'replied@example.com')).map((email) => email.subject)).toEqual(['Your date']);
    expect(await emailsTo(owner, 'moved@example.com')).toEqual([]);
    expect(await emailsTo(owner, 'waiting@example.com')).toHaveLength(1);
    expect(await runsAbout(owner, `leadId=${waiting}`)).toHaveLength(1);
  });

  it('does not fire while switched off, nor for a lead whose day passed long before it was on', async () => {
    const owner = await signUpOwner(app, 'Off Hall');
    await leadArrivedAt(owner, 'off@example.com', arrived);
    await leadArrivedAt(owner, 'old@example.com', '2031-01-10T18:00:00Z');
    await runAutomationsPass(app.deps, new Date('2031-03-13T18:00:00Z'));
    expect(await emailsTo(owner, 'off@example.com')).toEqual([]);
    await turnOn(owner, 'lead_follow_up', { delayDays: 3 });
    await runAutomationsPass(app.deps, new Date('2031-03-13T18:00:00Z'));
    expect(await emailsTo(owner, 'off@example.com')).toHaveLength(1);
    expect(await emailsTo(owner, 'old@example.com')).toEqual([]);
  });

  it('sends each e-mail once when two passes run at the same time', async () => {
    const owner = await signUpOwner(app, 'Race Hall');
    await turnOn(owner, 'lead_follow_up', { delayDays: 3 });
    const addresses = Array.from({ length: 8 }, (_, index) => `race${index}@example.com`);
    for (const address of addresses) await leadArrivedAt(owner, address, arrived);
    const now = new Date('2031-03-13T18:00:00Z');
    const [first, second] = await Promise.all([runAutomationsPass(app.deps, now), runAutomationsPass(app.deps, now)]);
    expect(first.sent + second.sent).toBe(addresses.length);
    const [queued] = await app.deps.db
      .select({ total: count() })
      .from(outbox)
      .where(and(eq(outbox.venueId, owner.user.venueId!), inArray(outbox.to, addresses)));
    expect(queued!.total).toBe(addresses.length);
  });
});

describe('the event reminder and the thank-you', () => {
  // 17:00 in Los Angeles on Saturday 14 June 2031.
  const eventDate = '2031-06-14T17:00:00-07:00';

  it('reminds the couple N days before, with the event’s details, once', async () => {
    const owner = await signUpOwner(app, 'Reminder Hall');
    await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.auth,
      payload: { venue: { address: '12 Garden Lane, Sonoma', email: 'events@reminder.example' } },
    });
    await turnOn(owner, 'event_reminder', { delayDays: 14 });
    const booking = await createBooking(app, owner, {
      eventDate,
      status: 'booked',
      email: 'couple@example.com',
      guestCount: 90,
    });
    const tentative = await createBooking(app, owner, {
      eventDate: '2031-06-15T17:00:00-07:00',
      status: 'inquiry',
      email: 'tentative@example.com',
    });
    await runAutomationsPass(app.deps, new Date('2031-05-30T19:00:00Z'));
    // 05:00 UTC on the 31st is the evening of the 30th in Los Angeles.
    await runAutomationsPass(app.deps, new Date('2031-05-31T05:00:00Z'));
    expect(await emailsTo(owner, 'couple@example.com')).toEqual([]);
    await runAutomationsPass(app.deps, new Date('2031-05-31T19:00:00Z'));
    await runAutomationsPass(app.deps, new Date('2031-06-01T19:00:00Z'));
    const sent = await emailsTo(owner, 'couple@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your Wedding at Reminder Hall is coming up');
    expect(sent[0]!.text).toContain(
      'Your Wedding at Reminder Hall is on Saturday, June 14, 2031, starting at 5:00 PM.',
    );
    expect(sent[0]!.text).toContain('We are expecting 90 guests.');
    expect(sent[0]!.text).toContain('Our address: 12 Garden Lane, Sonoma');
    expect(await runsAbout(owner, `bookingId=${booking.id}`)).toEqual([
      expect.objectContaining({ kind: 'event_reminder', recipient: 'couple@example.com', result: 'sent' }),
    ]);
    // An inquiry not yet booked is not reminded.
    expect(await emailsTo(owner, 'tentative@example.com')).toEqual([]);
    expect(await runsAbout(owner, `bookingId=${tentative.id}`)).toEqual([]);
  });

  it('thanks the couple the day after, with the venue’s review link, once', async () => {
    const owner = await signUpOwner(app, 'Thanks Hall');
    await turnOn(owner, 'thank_you', { reviewLink: 'https://reviews.example/thanks-hall' });
    await createBooking(app, owner, { eventDate, status: 'deposit_paid', email: 'thanked@example.com' });
    await createBooking(app, owner, {
      eventDate: '2031-06-13T17:00:00-07:00',
      status: 'cancelled',
      email: 'cancelled@example.com',
    });
    await runAutomationsPass(app.deps, new Date('2031-06-14T23:00:00Z'));
    expect(await emailsTo(owner, 'thanked@example.com')).toEqual([]);
    await runAutomationsPass(app.deps, new Date('2031-06-15T19:00:00Z'));
    await runAutomationsPass(app.deps, new Date('2031-06-16T19:00:00Z'));
    const sent = await emailsTo(owner, 'thanked@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('we would be grateful for a review: https://reviews.example/thanks-hall');
    expect(await emailsTo(owner, 'cancelled@example.com')).toEqual([]);
  });

  it('sends neither while switched off', async () => {
    const owner = await signUpOwner(app, 'Silent Hall');
    await createBooking(app, owner, { eventDate, status: 'booked', email: 'silent@example.com' });
    await runAutomationsPass(app.deps, new Date('2031-05-31T19:00:00Z'));
    await runAutomationsPass(app.deps, new Date('2031-06-15T19:00:00Z'));
    expect(await emailsTo(owner, 'silent@example.com')).toEqual([]);
  });
});

describe('the deposit request after signing', () => {
  function sign(token: string) {
    return app.inject({
      method: 'POST',
      url: `/api/contracts/${token}/sign`,
      payload: signPayload(),
      remoteAddress: `198.18.7.${++addressCounter % 250}`,
    });
  }

  // This app takes no card payments, so the payments feature has nothing to ask: the run says
  // why, and the signature stands. The request itself is proven in deposit-request.test.ts.
  it('logs why no deposit was asked for, once per signed contract, and keeps the signature', async () => {
    const owner = await signUpOwner(app, 'Deposit Hall');
    await turnOn(owner, 'deposit_request');
    const { contract, token } = await createSentContract(app, owner);
    expect((await sign(token)).statusCode).toBe(200);
    expect(await runsAbout(owner, `bookingId=${contract.bookingId}`)).toEqual([
      expect.objectContaining({
        kind: 'deposit_request',
        recipient: 'sarah@example.com',
        result: 'failed',
        detail: 'The venue does not take card payments online',
      }),
    ]);
  });

  it('does nothing while switched off', async () => {
    const owner = await signUpOwner(app, 'No Deposit Hall');
    const { contract, token } = await createSentContract(app, owner);
    expect((await sign(token)).statusCode).toBe(200);
    expect(await runsAbout(owner, `bookingId=${contract.bookingId}`)).toEqual([]);
  });
});

describe('POST /api/automations/{id}/preview', () => {
  it('fills the draft from the venue’s newest lead or next booking, saving nothing', async () => {
    const owner = await signUpOwner(app, 'Preview Hall');
    const followUp = await automationOf(owner, 'lead_follow_up');
    const preview = (automation: Automation, changes: Partial<AutomationInput>) =>
      app.inject({
        method: 'POST',
        url: `/api/automations/${automation.id}/preview`,
        headers: owner.auth,
        payload: inputOf(automation, changes),
      });
    const example = await preview(followUp, { body: 'Hello {{coupleNames}}' });
    expect(example.statusCode).toBe(200);
    expect(example.json()).toMatchObject({ source: null, text: expect.stringContaining('Hello Sofia & Daniel') });

    const lead = await inquire(owner, 'preview@example.com', { name: 'Ana Preview' });
    const draft = await preview(followUp, { subject: 'For {{coupleNames}}', body: 'Hello {{coupleNames}}' });
    expect(draft.json()).toMatchObject({
      subject: 'For Ana Preview',
      text: expect.stringContaining('Hello Ana Preview'),
      source: { type: 'lead', id: lead.id, name: 'Ana Preview' },
    });
    const booking = await createBooking(app, owner, {
      coupleNames: 'Mia & Leo',
      eventDate: '2031-06-14T17:00:00-07:00',
    });
    const reminder = await automationOf(owner, 'event_reminder');
    const bookingPreview = await preview(reminder, {});
    expect(bookingPreview.json()).toMatchObject({
      subject: 'Your Wedding at Preview Hall is coming up',
      text: expect.stringContaining('Saturday, June 14, 2031, starting at 5:00 PM'),
      source: { type: 'booking', id: booking.id, name: 'Mia & Leo' },
    });
    expect((await preview(followUp, { body: '{{nope}}' })).statusCode).toBe(400);
    expect(await automationOf(owner, 'lead_follow_up')).toEqual(followUp);
  });
});

describe('the run’s unique key', () => {
  it('is what keeps two passes at once from both sending: without it, they do', async () => {
    const database = await createTestDatabase();
    const owner = new pg.Client({ connectionString: database.ownerUrl });
    await owner.connect();
    await owner.query('alter table automation_runs drop constraint automation_runs_automation_trigger_key');
    await owner.end();
    const { app: unguarded } = await createTestApp({ database });
    const venueOwner = await signUpOwner(unguarded, 'Unguarded Hall');
    const list = await unguarded.inject({ method: 'GET', url: '/api/automations', headers: venueOwner.auth });
    const automation = list.json<Automation[]>().find((row) => row.kind === 'lead_follow_up')!;
    const turnedOn = await unguarded.inject({
      method: 'PUT',
      url: `/api/automations/${automation.id}`,
      headers: venueOwner.auth,
      payload: inputOf(automation, { enabled: true }),
    });
    expect(turnedOn.statusCode).toBe(200);
    for (let index = 0; index < 8; index += 1) {
      const response = await unguarded.inject({
        method: 'POST',
        url: '/api/leads',
        headers: venueOwner.auth,
        payload: { name: 'Twice', email: `twice${index}@example.com` },
      });
      expect(response.statusCode).toBe(201);
      await unguarded.deps.db
        .update(leads)
        .set({ createdAt: new Date('2031-03-10T18:00:00Z') })
        .where(eq(leads.id, response.json<{ id: number }>().id));
    }
    const now = new Date('2031-03-13T18:00:00Z');
    await Promise.all([runAutomationsPass(unguarded.deps, now), runAutomationsPass(unguarded.deps, now)]);
    const [runs] = await unguarded.deps.db.select({ total: count() }).from(automationRuns);
    expect(runs!.total).toBeGreaterThan(8);
  });
});
