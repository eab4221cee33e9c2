import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import {
  contracts,
  emailVerifications,
  notificationReads,
  notifications,
  outbox,
  passwordResets,
  stripeEvents,
  type EmailAttachment,
} from '#server/db/schema.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { scheduledPasses } from '#server/jobs/scheduled-passes.ts';
import { pruneExpiredRecords, type PruneResult } from './prune.service.ts';

// Decision 035: a daily pass deletes what nobody needs after RETENTION_DAYS (90 by default).
const { app } = await createTestApp();
const db = app.deps.db;
const owner = await signUpOwner(app, 'Retention Hall');
const venueId = owner.user.venueId!;

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const pdf: EmailAttachment = { filename: 'signed.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' };

async function insertEmail(values: Partial<typeof outbox.$inferInsert>): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ venueId, to: 'couple@example.com', subject: 'Your signed contract', text: 't', html: 'h', ...values })
    .returning({ id: outbox.id });
  return row!.id;
}

async function emailById(id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

async function insertLink(
  table: typeof emailVerifications | typeof passwordResets,
  values: { expiresAt: Date; usedAt?: Date | null; createdAt?: Date },
): Promise<number> {
  const [row] = await db
    .insert(table)
    .values({ userId: owner.user.id, tokenHash: randomBytes(32).toString('hex'), ...values })
    .returning({ id: table.id });
  return row!.id;
}

async function idsOf(table: typeof emailVerifications | typeof passwordResets, ids: number[]) {
  return (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id).sort();
}

function sum(results: PruneResult[], key: Exclude<keyof PruneResult, 'before'>) {
  return results.reduce((total, result) => total + result[key], 0);
}

beforeEach(async () => {
  // Each test counts only its own rows: whatever earlier tests left old is gone first.
  await pruneExpiredRecords(app.deps);
});

describe('the retention pass', () => {
  it('removes the attachments of e-mails finished long ago and keeps the e-mails and everything else', async () => {
    const sentLongAgo = await insertEmail({
      status: 'sent',
      sentAt: daysAgo(91),
      createdAt: daysAgo(91),
      attachments: [pdf],
    });
    const failedLongAgo = await insertEmail({ status: 'failed', createdAt: daysAgo(100), attachments: [pdf] });
    const storedLongAgo = await insertEmail({ status: 'stored', createdAt: daysAgo(100), attachments: [pdf] });
    // Made long ago but sent lately: the retention counts from the sending.
    const sentLately = await insertEmail({
      status: 'sent',
      sentAt: daysAgo(10),
      createdAt: daysAgo(120),
      attachments: [pdf],
    });
    // Still to be delivered, however old: the mailer needs the attachment.
    const pending = await insertEmail({ status: 'pending', createdAt: daysAgo(200), attachments: [pdf] });
    const sending = await insertEmail({ status: 'sending', createdAt: daysAgo(200), attachments: [pdf] });
    const withoutFiles = await insertEmail({ status: 'sent', sentAt: daysAgo(200), createdAt: daysAgo(200) });

    const result = await pruneExpiredRecords(app.deps);

    expect(result.outboxAttachments).toBe(3);
    for (const id of [sentLongAgo, failedLongAgo, storedLongAgo]) {
      const email = await emailById(id);
      expect(email).toMatchObject({ attachments: [], subject: 'Your signed contract' });
      expect(email?.attachmentsPrunedAt).toBeInstanceOf(Date);
    }
    for (const id of [sentLately, pending, sending]) {
      expect(await emailById(id)).toMatchObject({ attachments: [pdf], attachmentsPrunedAt: null });
    }
    expect(await emailById(withoutFiles)).toMatchObject({ attachments: [], attachmentsPrunedAt: null });
  });

  it('never touches the signed PDF a contract keeps, only the e-mailed copy', async () => {
    const { contract, token } = await createSentContract(app, owner, { signerEmail: 'kept@example.com' });
    const signed = await app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload: signPayload() });
    expect(signed.statusCode).toBe(200);
    await app.deps.mailer.deliverPending();
    const [copy] = await db
      .select({ id: outbox.id, attachments: outbox.attachments })
      .from(outbox)
      .where(sql`${outbox.to} = 'kept@example.com' and jsonb_array_length(${outbox.attachments}) > 0`);
    expect(copy).toBeDefined();
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: daysAgo(400), createdAt: daysAgo(400) })
      .where(eq(outbox.id, copy!.id));
    const [before] = await db.select({ pdf: contracts.signedPdf }).from(contracts).where(eq(contracts.id, contract.id));

    // Years later, as far as the pass can tell.
    await pruneExpiredRecords(app.deps, new Date(Date.now() + 10 * 365 * DAY_MS));

    expect((await emailById(copy!.id))?.attachments).toEqual([]);
    const [after] = await db.select({ pdf: contracts.signedPdf }).from(contracts).where(eq(contracts.id, contract.id));
    expect(after?.pdf?.equals(before!.pdf!)).toBe(true);
    const download = await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/pdf`, headers: owner.auth });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(before!.pdf!)).toBe(true);
  });

  it('refuses to retry a failed e-mail whose attachment is gone, and changes nothing', async () => {
    const failed = await insertEmail({ status: 'failed', createdAt: daysAgo(100), attachments: [pdf] });
    await pruneExpiredRecords(app.deps);
    const response = await app.inject({ method: 'POST', url: `/api/outbox/${failed}/retry`, headers: owner.auth });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/attachment was removed/);
    expect(await emailById(failed)).toMatchObject({ status: 'failed', attachments: [] });
  });

  it('forgets Stripe events received before the retention, and keeps the recent ones', async () => {
    const tag = randomBytes(4).toString('hex');
    await db.insert(stripeEvents).values([
      { id: `evt_old_${tag}`, type: 'payment_intent.succeeded', receivedAt: daysAgo(91) },
      { id: `evt_recent_${tag}`, type: 'payment_intent.succeeded', receivedAt: daysAgo(89) },
    ]);
    expect((await pruneExpiredRecords(app.deps)).stripeEvents).toBe(1);
    const left = await db.select({ id: stripeEvents.id }).from(stripeEvents);
    expect(left.map((row) => row.id)).toContain(`evt_recent_${tag}`);
    expect(left.map((row) => row.id)).not.toContain(`evt_old_${tag}`);
  });

  it.each([
    ['e-mail verifications', emailVerifications],
    ['password resets', passwordResets],
  ] as const)('deletes %s used or expired before the retention, and keeps the rest', async (_name, table) => {
    const usedLongAgo = await insertLink(table, { usedAt: daysAgo(95), expiresAt: daysAgo(94) });
    const expiredLongAgo = await insertLink(table, { expiresAt: daysAgo(91), createdAt: daysAgo(98) });
    const usedLately = await insertLink(table, { usedAt: daysAgo(5), expiresAt: daysAgo(4), createdAt: daysAgo(200) });
    const expiredLately = await insertLink(table, { expiresAt: daysAgo(30), createdAt: daysAgo(150) });
    // Usable still, however long ago it was made.
    const usable = await insertLink(table, { expiresAt: new Date(Date.now() + DAY_MS), createdAt: daysAgo(400) });

    await pruneExpiredRecords(app.deps);

    expect(await idsOf(table, [usedLongAgo, expiredLongAgo, usedLately, expiredLately, usable])).toEqual(
      [usedLately, expiredLately, usable].sort(),
    );
  });

  it('deletes notifications written before the retention, read or not, with their read marks, and keeps the recent ones', async () => {
    const client = await signUpOwner(app, 'Reader Hall');
    const notice = (createdAt: Date, userId: number | null = null) => ({
      venueId,
      userId,
      kind: 'lead.created',
      title: 'New inquiry',
      body: 'Ana asked about 14 June',
      link: null,
      createdAt,
    });
    const inserted = await db
      .insert(notifications)
      .values([notice(daysAgo(120)), notice(daysAgo(91), client.user.id), notice(daysAgo(89)), notice(daysAgo(1))])
      .returning({ id: notifications.id });
    const [readLongAgo, unreadLongAgo, recent, today] = inserted.map((row) => row.id) as [
      number,
      number,
      number,
      number,
    ];
    await db.insert(notificationReads).values([
      { notificationId: readLongAgo, userId: owner.user.id },
      { notificationId: recent, userId: owner.user.id },
    ]);

    const result = await pruneExpiredRecords(app.deps);

    expect(result.notifications).toBeGreaterThanOrEqual(2);
    const left = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [readLongAgo, unreadLongAgo, recent, today]));
    expect(left.map((row) => row.id).sort()).toEqual([recent, today].sort());
    const reads = await db
      .select({ id: notificationReads.notificationId })
      .from(notificationReads)
      .where(inArray(notificationReads.notificationId, [readLongAgo, recent]));
    expect(reads.map((row) => row.id)).toEqual([recent]);
  });

  it('follows RETENTION_DAYS', async () => {
    const sent = await insertEmail({ status: 'sent', sentAt: daysAgo(20), createdAt: daysAgo(20), attachments: [pdf] });
    await pruneExpiredRecords(app.deps);
    expect((await emailById(sent))?.attachments).toEqual([pdf]);
    await pruneExpiredRecords({ ...app.deps, config: { ...app.deps.config, retentionDays: 14 } });
    expect((await emailById(sent))?.attachments).toEqual([]);
  });

  it('deletes each row once when two passes run at once, without an error', async () => {
    const emails = [];
    for (let index = 0; index < 12; index++) {
      emails.push(
        await insertEmail({ status: 'sent', sentAt: daysAgo(100), createdAt: daysAgo(100), attachments: [pdf] }),
      );
    }
    const links = [];
    for (let index = 0; index < 12; index++) links.push(await insertLink(passwordResets, { expiresAt: daysAgo(100) }));

    const oldNotices = Array.from({ length: 12 }, () => ({
      venueId,
      kind: 'lead.created',
      title: 'New inquiry',
      body: 'An inquiry long ago',
      createdAt: daysAgo(100),
    }));
    await db.insert(notifications).values(oldNotices);

    const results = await Promise.all([pruneExpiredRecords(app.deps), pruneExpiredRecords(app.deps)]);

    expect(sum(results, 'outboxAttachments')).toBe(12);
    expect(sum(results, 'passwordResets')).toBe(12);
    expect(sum(results, 'notifications')).toBe(12);
    expect(await idsOf(passwordResets, links)).toEqual([]);
    const left = await db.select({ attachments: outbox.attachments }).from(outbox).where(inArray(outbox.id, emails));
    expect(left.every((row) => row.attachments.length === 0)).toBe(true);
  });
});

describe('the schedule', () => {
  // The job queue runs each tick of a pass on one instance (src/server/jobs/job-queue.test.ts).
  it('keeps the hourly sign-in cleanup and the daily retention pass among the scheduled passes', () => {
    const byName = new Map(scheduledPasses.map((pass) => [pass.name, pass.cron]));
    expect(byName.get('auth-cleanup')).toBe('7 * * * *');
    expect(byName.get('retention')).toBe('30 3 * * *');
  });

  it('runs the retention pass, as the queue does, at the instant it is given', async () => {
    const old = await insertEmail({ status: 'sent', sentAt: daysAgo(50), createdAt: daysAgo(50), attachments: [pdf] });
    const retention = scheduledPasses.find((pass) => pass.name === 'retention')!;

    expect(await retention.run(app.deps, new Date())).toMatchObject({ outboxAttachments: 0 });
    const result = await retention.run(app.deps, new Date(Date.now() + 41 * DAY_MS));

    expect(result).toMatchObject({ outboxAttachments: 1 });
    expect(await emailById(old)).toMatchObject({ attachments: [] });
  });
});

describe('RETENTION_DAYS', () => {
  it('is 90 days unless set, and takes whole days from 7 to 3650', () => {
    expect(loadConfig({}).retentionDays).toBe(90);
    expect(loadConfig({ RETENTION_DAYS: '30' }).retentionDays).toBe(30);
    for (const value of ['0', '3', '6', '1.5', 'abc', '3651', '']) {
      expect(() => loadConfig({ RETENTION_DAYS: value }), value).toThrow(
        /RETENTION_DAYS: must be a whole number of days from 7 to 3650/,
      );
    }
  });
});
