import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import type { OutboxEmail } from '#shared/outbox/outbox.schemas.ts';
import { addStaffMember, signUpClient, signUpOwner } from '#tests/factories.ts';
import { createRecordingTransport, createTestApp } from '#tests/test-app.ts';

describe('outbox without SMTP', () => {
  it('keeps emails as stored and lists only the venue’s own', async () => {
    const { app } = await createTestApp();
    const first = await signUpOwner(app, 'First Venue');
    const second = await signUpOwner(app, 'Second Venue');
    await app.deps.mailer.deliverPending();

    const list = await app.inject({ method: 'GET', url: '/api/outbox', headers: first.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    const [email] = list.json();
    expect(Object.keys(email).sort()).toEqual([
      'attempts',
      'createdAt',
      'html',
      'id',
      'lastError',
      'sentAt',
      'status',
      'subject',
      'text',
      'to',
    ]);
    expect(email).toMatchObject({ to: first.email, status: 'stored', attempts: 0, lastError: null, sentAt: null });
    expect(email.html).toContain('<h1');

    const foreign = await app.inject({ method: 'GET', url: `/api/outbox/${email.id}`, headers: second.auth });
    expect(foreign.statusCode).toBe(404);
    const own = await app.inject({ method: 'GET', url: `/api/outbox/${email.id}`, headers: first.auth });
    expect(own.json()).toEqual(email);
  });

  it('is for owners and managers only', async () => {
    const { app } = await createTestApp();
    const owner = await signUpOwner(app);
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const client = await signUpClient(app);
    const status = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/outbox', headers })).statusCode;
    expect(await status(owner.auth)).toBe(200);
    expect(await status(manager.auth)).toBe(200);
    expect(await status(coordinator.auth)).toBe(403);
    expect(await status(client.auth)).toBe(403);
    expect(await status({})).toBe(401);
  });
});

describe('outbox with an SMTP transport', () => {
  it('delivers queued emails after commit and marks them sent', async () => {
    const transport = createRecordingTransport();
    const { app } = await createTestApp({ mailTransport: transport });
    const owner = await signUpOwner(app, 'Sent Hall');
    await app.deps.mailer.deliverPending();
    expect(transport.sent).toEqual([expect.objectContaining({ to: owner.email, subject: 'Welcome to VenueDesk' })]);
    const [email] = (await app.inject({ method: 'GET', url: '/api/outbox', headers: owner.auth })).json();
    expect(email.status).toBe('sent');
  });

  it('sends a venue’s e-mail in its name from the installation’s address, with replies to the venue', async () => {
    const transport = createRecordingTransport();
    const { app } = await createTestApp({ mailTransport: transport });
    const owner = await signUpOwner(app, 'Named Hall');
    await app.deps.mailer.deliverPending();
    await app.deps.db.insert(outbox).values({
      venueId: owner.user.venueId!,
      to: 'couple@example.com',
      subject: 'Your receipt',
      text: 'Thank you',
      html: '<p>Thank you</p>',
      senderName: 'Named Hall',
      replyTo: 'events@named-hall.example',
    });
    await app.deps.mailer.deliverPending();
    expect(transport.sent).toHaveLength(2);
    // The platform's own e-mail keeps MAIL_FROM as it is, with no Reply-To.
    expect(transport.sent[0]).toMatchObject({ from: 'VenueDesk <no-reply@venuedesk.local>' });
    expect(transport.sent[0]).not.toHaveProperty('replyTo');
    expect(transport.sent[1]).toMatchObject({
      from: { name: 'Named Hall', address: 'no-reply@venuedesk.local' },
      replyTo: 'events@named-hall.example',
    });
  });

  it('retries a failing delivery with backoff, marks it failed after 6 attempts, and lets a manager requeue it', async () => {
    const transport = createRecordingTransport();
    const { app } = await createTestApp({ mailTransport: transport });
    transport.failWith = new Error('SMTP down');
    const owner = await signUpOwner(app, 'Retry Hall');
    const attempts = async () => (await app.deps.db.select().from(outbox).where(eq(outbox.to, owner.email)))[0]!;
    await app.deps.mailer.deliverPending();
    expect(await attempts()).toMatchObject({ status: 'pending', attempts: 1 });
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      await app.deps.mailer.deliverPending();
      expect((await attempts()).attempts).toBe(attempt - 1); // not due yet: backoff
      // Time passes: the next attempt falls due.
      await app.deps.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outbox.to, owner.email));
      await app.deps.mailer.deliverPending();
      expect((await attempts()).attempts).toBe(attempt);
      if (attempt === 5) {
        // The last wait before the final attempt: 12 hours.
        const waitMs = (await attempts()).nextAttemptAt.getTime() - Date.now();
        expect(Math.round(waitMs / 3_600_000)).toBe(12);
      }
    }
    const [failed] = (await app.inject({ method: 'GET', url: '/api/outbox', headers: owner.auth })).json();
    expect(failed).toMatchObject({ status: 'failed', attempts: 6, lastError: 'SMTP down', sentAt: null });

    const other = await signUpOwner(app, 'Other Hall');
    const foreignRetry = await app.inject({
      method: 'POST',
      url: `/api/outbox/${failed.id}/retry`,
      headers: other.auth,
    });
    expect(foreignRetry.statusCode).toBe(404);
    const [unchanged] = await app.deps.db.select().from(outbox).where(eq(outbox.id, failed.id));
    expect(unchanged!.status).toBe('failed');

    transport.failWith = null;
    const retry = await app.inject({ method: 'POST', url: `/api/outbox/${failed.id}/retry`, headers: owner.auth });
    expect(retry.statusCode).toBe(200);
    await app.deps.mailer.deliverPending();
    const [sent] = (await app.inject({ method: 'GET', url: '/api/outbox', headers: owner.auth })).json();
    expect(sent).toMatchObject({ status: 'sent', lastError: null, sentAt: expect.any(String) });

    const again = await app.inject({ method: 'POST', url: `/api/outbox/${failed.id}/retry`, headers: owner.auth });
    expect(again.statusCode).toBe(409);
  });

  it('writes no email when the transaction that caused it fails', async () => {
    const transport = createRecordingTransport();
    const { app } = await createTestApp({ mailTransport: transport });
    const owner = await signUpOwner(app);
    await app.deps.mailer.deliverPending();
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: owner.email, password: 'secret1', firstName: 'A', lastName: 'B', venueName: 'Again' },
    });
    expect(duplicate.statusCode).toBe(409);
    await app.deps.mailer.deliverPending();
    expect(transport.sent).toHaveLength(1);
  });
});

describe('the outbox listing, a page at a time', () => {
  it('answers the newest first, with the total and the next page’s cursor', async () => {
    const { app } = await createTestApp();
    const owner = await signUpOwner(app, 'Paged Hall');
    const venueId = owner.user.venueId!;
    for (let index = 0; index < 4; index++) {
      await app.deps.db
        .insert(outbox)
        .values({ venueId, to: `guest${index}@example.com`, subject: `Note ${index}`, text: 'Hi', html: '<p>Hi</p>' });
    }
    const first = await app.inject({ method: 'GET', url: '/api/outbox?limit=3', headers: owner.auth });
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.json<OutboxEmail[]>().map((email) => email.subject)).toEqual(['Note 3', 'Note 2', 'Note 1']);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await app.inject({
      method: 'GET',
      url: `/api/outbox?limit=3&cursor=${cursor}`,
      headers: owner.auth,
    });
    expect(second.json<OutboxEmail[]>().map((email) => email.subject)).toEqual(['Note 0', 'Welcome to VenueDesk']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    const bad = await app.inject({ method: 'GET', url: '/api/outbox?limit=0', headers: owner.auth });
    expect(bad.statusCode).toBe(400);
  });
});

describe('whether e-mail goes out', () => {
  it('without SMTP: the venue’s waiting e-mails are counted for the banner, and public pages are told', async () => {
    const { app } = await createTestApp();
    const owner = await signUpOwner(app, 'Quiet Hall');
    const other = await signUpOwner(app, 'Other Quiet Hall');
    await app.deps.db.insert(outbox).values([
      { venueId: owner.user.venueId!, to: 'a@example.com', subject: 'A', text: 'A', html: 'A' },
      { venueId: owner.user.venueId!, to: 'b@example.com', subject: 'B', text: 'B', html: 'B', status: 'sent' },
      { venueId: owner.user.venueId!, to: 'c@example.com', subject: 'C', text: 'C', html: 'C', status: 'failed' },
    ]);
    await app.deps.mailer.deliverPending();
    const status = await app.inject({ method: 'GET', url: '/api/outbox/status', headers: owner.auth });
    expect(status.statusCode).toBe(200);
    // The welcome e-mail and A, both kept as stored; neither the sent nor the failed one waits.
    expect(status.json()).toEqual({ emailEnabled: false, waiting: 2 });
    const otherStatus = await app.inject({ method: 'GET', url: '/api/outbox/status', headers: other.auth });
    expect(otherStatus.json()).toEqual({ emailEnabled: false, waiting: 1 });

    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const forbidden = await app.inject({ method: 'GET', url: '/api/outbox/status', headers: coordinator.auth });
    expect(forbidden.statusCode).toBe(403);

    const publicFlag = await app.inject({ method: 'GET', url: '/api/public/email-delivery' });
    expect(publicFlag.statusCode).toBe(200);
    expect(publicFlag.json()).toEqual({ enabled: false });
  });

  it('with SMTP: e-mail is enabled, and what is still queued counts as waiting until it is sent', async () => {
    const transport = createRecordingTransport();
    const { app } = await createTestApp({ mailTransport: transport });
    transport.failWith = new Error('SMTP down');
    const owner = await signUpOwner(app, 'Loud Hall');
    await app.deps.mailer.deliverPending();
    const status = async () =>
      (await app.inject({ method: 'GET', url: '/api/outbox/status', headers: owner.auth })).json();
    // The welcome e-mail failed once and waits for its next attempt.
    expect(await status()).toEqual({ emailEnabled: true, waiting: 1 });
    transport.failWith = null;
    await app.deps.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.to, owner.email));
    await app.deps.mailer.deliverPending();
    expect(await status()).toEqual({ emailEnabled: true, waiting: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/public/email-delivery' })).json()).toEqual({ enabled: true });
  });
});

describe('an e-mail kept while SMTP was not set up', () => {
  it('can be sent once SMTP is set up, and not before', async () => {
    const withoutSmtp = (await createTestApp()).app;
    const quiet = await signUpOwner(withoutSmtp, 'Kept Hall');
    await withoutSmtp.deps.mailer.deliverPending();
    const [kept] = (await withoutSmtp.inject({ method: 'GET', url: '/api/outbox', headers: quiet.auth })).json();
    expect(kept.status).toBe('stored');
    const refused = await withoutSmtp.inject({
      method: 'POST',
      url: `/api/outbox/${kept.id}/retry`,
      headers: quiet.auth,
    });
    expect(refused.statusCode).toBe(409);

    // The same kind of row under an installation that now has SMTP.
    const transport = createRecordingTransport();
    const { app } = await createTestApp({ mailTransport: transport });
    const owner = await signUpOwner(app, 'Configured Hall');
    await app.deps.mailer.deliverPending();
    const [row] = await app.deps.db
      .insert(outbox)
      .values({
        venueId: owner.user.venueId!,
        to: 'kept@example.com',
        subject: 'Kept',
        text: 'Hi',
        html: '<p>Hi</p>',
        status: 'stored',
      })
      .returning({ id: outbox.id });
    const send = await app.inject({ method: 'POST', url: `/api/outbox/${row!.id}/retry`, headers: owner.auth });
    expect(send.statusCode).toBe(200);
    await app.deps.mailer.deliverPending();
    expect(transport.sent.map((email) => email.to)).toContain('kept@example.com');
    const again = await app.inject({ method: 'POST', url: `/api/outbox/${row!.id}/retry`, headers: owner.auth });
    expect(again.statusCode).toBe(409);
  });
});
