import { createServer, type AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { outbox } from '#server/db/schema.ts';
import { signUpOwner, uniqueEmail } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { createSmtpTransport } from './mail-transport.ts';
import { enqueueEmail } from './outbox.service.ts';

const MINUTE_MS = 60_000;

/**
 * A local SMTP server standing in for the venue's: it refuses the first `refusals` connections
 * with 421 (service not available, RFC 5321 §3.8), refuses recipients starting with `bounce`
 * with 550, and counts the messages it accepts.
 */
async function startSmtpStandIn(refusals: number) {
  const standIn = { connections: 0, received: [] as string[], url: '' };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onConnect: (_session, callback) => {
      standIn.connections += 1;
      if (standIn.connections > refusals) return callback();
      callback(Object.assign(new Error('Try again later'), { responseCode: 421 }));
    },
    onRcptTo: (address, _session, callback) => {
      if (!address.address.startsWith('bounce')) return callback();
      callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
    },
    onData: (stream, session, callback) => {
      stream.resume();
      stream.on('end', () => {
        standIn.received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));
  return standIn;
}

/** A port nothing listens on: bound, then released. */
async function findClosedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function getRows(app: App, ids: number[]) {
  return app.deps.db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);
}

async function queueEmails(app: App, recipients: string[]): Promise<number[]> {
  for (const to of recipients) {
    await enqueueEmail(app.deps.db, { venueId: null, to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
  }
  const rows = await app.deps.db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.to, recipients));
  return rows.map((row) => row.id);
}

/** Simulates the wait: makes the email's next attempt due. */
async function letTimePass(app: App, id: number): Promise<void> {
  await app.deps.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outbox.id, id));
}

/** How far in the future the next attempt is, in ms. */
function waitOf(row: { nextAttemptAt: Date }): number {
  return row.nextAttemptAt.getTime() - Date.now();
}

describe('e-mail delivery with backoff, through a real SMTP connection', () => {
  it('waits about 1 min, then 5 min, after refused connections, then delivers the e-mail once', async () => {
    const standIn = await startSmtpStandIn(2);
    const { app } = await createTestApp({ mailTransport: createSmtpTransport(standIn.url) });
    const owner = await signUpOwner(app, 'Backoff Hall');
    await app.deps.mailer.deliverPending();
    const [queued] = await app.deps.db.select().from(outbox).where(eq(outbox.to, owner.email));
    const id = queued!.id;

    expect(standIn.connections).toBe(1);
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('421') });
    expect(Math.abs(waitOf(queued!) - 1 * MINUTE_MS)).toBeLessThan(5_000);

    expect(await app.deps.mailer.deliverPending()).toBe(0);
    expect(standIn.connections).toBe(1);

    await letTimePass(app, id);
    expect(await app.deps.mailer.deliverPending()).toBe(0);
    const [second] = await getRows(app, [id]);
    expect(standIn.connections).toBe(2);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(Math.abs(waitOf(second!) - 5 * MINUTE_MS)).toBeLessThan(5_000);

    await letTimePass(app, id);
    expect(await app.deps.mailer.deliverPending()).toBe(1);
    expect(await app.deps.mailer.deliverPending()).toBe(0);
    const [sent] = await getRows(app, [id]);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(standIn.received).toEqual([owner.email]);
    expect(standIn.connections).toBe(3);
  });

  it('refuses only the message a server rejects (550 at RCPT TO); the rest of the batch goes out', async () => {
    const standIn = await startSmtpStandIn(0);
    const { app } = await createTestApp({ mailTransport: createSmtpTransport(standIn.url) });
    const recipients = [uniqueEmail('first'), uniqueEmail('bounce'), uniqueEmail('third')];
    const ids = await queueEmails(app, recipients);
    expect(await app.deps.mailer.deliverPending()).toBe(2);
    const rows = await getRows(app, ids);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['pending', 1],
      ['sent', 1],
    ]);
    expect(rows[1]!.lastError).toContain('550');
    expect(standIn.received).toEqual([recipients[0], recipients[2]]);
  });

  it('stops the batch when the server cannot be reached: one e-mail is charged, the rest wait as long', async () => {
    const { app } = await createTestApp({
      mailTransport: createSmtpTransport(`smtp://127.0.0.1:${await findClosedPort()}`),
    });
    const ids = await queueEmails(app, [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')]);
    expect(await app.deps.mailer.deliverPending()).toBe(0);
    const [charged, ...rest] = await getRows(app, ids);
    expect(charged).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    expect(Math.abs(waitOf(charged!) - 1 * MINUTE_MS)).toBeLessThan(5_000);
    for (const row of rest) {
      expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null, claimedAt: null });
      expect(row.nextAttemptAt).toEqual(charged!.nextAttemptAt);
    }
  });
});
