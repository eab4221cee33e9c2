import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner, uniqueEmail } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { sendContractReminders } from './contract-reminders.service.ts';

const { app } = await createTestApp();
const db = app.deps.db;
const owner = await signUpOwner(app, 'Signing Hall');
const HOUR_MS = 3_600_000;
/** `hours` after now: the link was sent a moment ago. */
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

async function remindersTo(address: string) {
  return db
    .select({
      subject: outbox.subject,
      text: outbox.text,
      visibleLinks: outbox.visibleLinks,
      senderName: outbox.senderName,
    })
    .from(outbox)
    .where(and(eq(outbox.to, address), like(outbox.subject, 'Reminder:%')));
}

async function sentContract() {
  const signerEmail = uniqueEmail('signer');
  const { contract, token } = await createSentContract(app, owner, { signerEmail });
  // The e-mailed link opens the page in the couple's language (English here).
  return { contract, token, signerEmail, signingUrl: `http://venuedesk.test/contract/${token}/sign?lang=en` };
}

describe('contract reminders', () => {
  it('e-mails the signer once, with the signing link, when the contract is still unsigned after 3 days', async () => {
    const { signerEmail, signingUrl } = await sentContract();

    await sendContractReminders(app.deps, inHours(71));
    expect(await remindersTo(signerEmail)).toEqual([]);

    expect(await sendContractReminders(app.deps, inHours(73))).toEqual({ reminded: 1 });
    await sendContractReminders(app.deps, inHours(100));

    const [reminder, ...more] = await remindersTo(signerEmail);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      subject: 'Reminder: "Wedding Agreement" from Signing Hall is waiting for your signature',
      senderName: 'Signing Hall',
      // Staff may read the link in the outbox, as in the first e-mail (decision 012).
      visibleLinks: [{ url: signingUrl, roles: ['owner', 'manager', 'coordinator'] }],
    });
    expect(reminder!.text).toContain(`Review and sign: ${signingUrl}`);
  });

  it('sends one reminder when two passes run at the same time', async () => {
    const contracts = await Promise.all([sentContract(), sentContract()]);
    const now = inHours(80);

    const [first, second] = await Promise.all([
      sendContractReminders(app.deps, now),
      sendContractReminders(app.deps, now),
    ]);

    expect(first.reminded + second.reminded).toBe(2);
    for (const { signerEmail } of contracts) expect(await remindersTo(signerEmail)).toHaveLength(1);
  });

  it('reminds of nothing for a contract signed, or taken back from signature', async () => {
    const signed = await sentContract();
    const signing = await app.inject({
      method: 'POST',
      url: `/api/contracts/${signed.token}/sign`,
      payload: signPayload(),
    });
    expect(signing.statusCode).toBe(200);
    const revoked = await sentContract();
    const revoking = await app.inject({
      method: 'POST',
      url: `/api/contracts/${revoked.contract.id}/revoke`,
      headers: owner.auth,
    });
    expect(revoking.statusCode).toBe(200);

    await sendContractReminders(app.deps, inHours(80));

    expect(await remindersTo(signed.signerEmail)).toEqual([]);
    expect(await remindersTo(revoked.signerEmail)).toEqual([]);
  });

  it('reminds of nothing once the link has expired', async () => {
    const { signerEmail } = await sentContract();
    await sendContractReminders(app.deps, inHours(31 * 24));
    expect(await remindersTo(signerEmail)).toEqual([]);
  });
});
