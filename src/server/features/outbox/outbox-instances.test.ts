import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { uniqueEmail } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { SMTP_TIMEOUTS, type MailTransport } from './mail-transport.ts';
import { createMailer, OUTBOX_LEASE_MS } from './mailer.ts';
import { enqueueEmail } from './outbox.service.ts';

// Several server instances share one outbox. Each takes one e-mail at a time under a lease that
// outlasts any SMTP conversation, and only the holder of an e-mail's current claim may record
// how its send went: no e-mail is sent twice, and none is put back after another instance sent it.

const { app } = await createTestApp();

/** An SMTP server that takes `delayMs` per message. */
function slowTransport(delayMs: number) {
  const sent: string[] = [];
  const transport: MailTransport = {
    send: async (email) => {
      await sleep(delayMs);
      sent.push(email.to);
    },
  };
  return { transport, sent };
}

function instance(transport: MailTransport, leaseMs: number) {
  return createMailer({
    db: app.deps.db,
    transport,
    from: 'VenueDesk <no-reply@venuedesk.test>',
    log: app.log,
    leaseMs,
  });
}

async function queue(count: number): Promise<string[]> {
  const recipients = Array.from({ length: count }, () => uniqueEmail('guest'));
  for (const to of recipients) {
    await enqueueEmail(app.deps.db, { venueId: null, to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
  }
  return recipients;
}

describe('two instances delivering one outbox', () => {
  it('send each e-mail once when sending the queue takes longer than a lease', async () => {
    const recipients = await queue(16);
    // Each message takes 100 ms; the sixteen take 800 ms even shared by two, well past the 600 ms
    // lease, and each message's own claim has 500 ms to spare for a busy machine's queries.
    const first = slowTransport(100);
    const second = slowTransport(100);
    const a = instance(first.transport, 600);
    const b = instance(second.transport, 600);
    const runA = a.deliverPending();
    let aDone = false;
    void runA.finally(() => (aDone = true));
    while (!aDone) {
      await b.deliverPending();
      await sleep(20);
    }
    await runA;
    await b.deliverPending();

    const sent = [...first.sent, ...second.sent].filter((to) => recipients.includes(to));
    expect(sent.sort()).toEqual([...recipients].sort());
    const rows = await app.deps.db.select().from(outbox).where(inArray(outbox.to, recipients));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(recipients.map(() => ['sent', 1]));
  });

  it("never puts back an e-mail that another instance sent after this one's lease ran out", async () => {
    const [to] = await queue(1);
    // The first instance's server stalls past the lease, then refuses the message. It stalls until
    // the other instance has sent it, not for a fixed time: on a busy machine a fixed stall could end
    // before the other instance came, or the claim come after a fixed wait had begun.
    let stallBegan!: () => void;
    const stallBegins = new Promise<void>((resolve) => (stallBegan = resolve));
    let endStall!: () => void;
    const stallEnds = new Promise<void>((resolve) => (endStall = resolve));
    const stalled: MailTransport = {
      send: async () => {
        stallBegan();
        await stallEnds;
        throw Object.assign(new Error('550 mailbox busy'), { responseCode: 550 });
      },
    };
    const healthy = slowTransport(0);
    const runStalled = instance(stalled, 200).deliverPending();
    // The e-mail is claimed before it is sent; its 200 ms lease is over 300 ms after that.
    await stallBegins;
    await sleep(300);
    expect(await instance(healthy.transport, 200).deliverPending()).toBe(1);
    endStall();
    await runStalled;

    const [row] = await app.deps.db
      .select()
      .from(outbox)
      .where(inArray(outbox.to, [to!]));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(healthy.sent).toEqual([to]);
  });

  it('gives up on a silent SMTP server before the lease runs out', () => {
    const worstCase = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    expect(worstCase).toBeLessThan(OUTBOX_LEASE_MS / 2);
  });
});
