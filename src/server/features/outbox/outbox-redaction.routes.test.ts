import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '#shared/outbox/outbox.schemas.ts';
import { outbox } from '#server/db/schema.ts';
import { addStaffMember, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { invite } from '../team/team.test-helpers.ts';
import { HIDDEN_LINK } from './outbox-redaction.ts';

const { app } = await createTestApp();

async function readOutbox(who: SignedIn, to: string) {
  const list = await app.inject({ method: 'GET', url: '/api/outbox', headers: who.auth });
  expect(list.statusCode).toBe(200);
  const email = list.json<OutboxEmail[]>().find((row) => row.to === to)!;
  const one = await app.inject({ method: 'GET', url: `/api/outbox/${email.id}`, headers: who.auth });
  // The same redaction in the list and alone. The delivery worker may send the e-mail between the
  // two reads, so what delivery changes is left out of the comparison.
  const withoutDelivery = ({ status: _status, sentAt: _sentAt, lastError: _lastError, ...rest }: OutboxEmail) => rest;
  expect(withoutDelivery(one.json<OutboxEmail>())).toEqual(withoutDelivery(email));
  return { email, body: list.body + one.body };
}

async function venueWithManager() {
  const owner = await signUpOwner(app, 'Secret Hall');
  const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
  return { owner, manager };
}

describe('the outbox listing hides secret links from those who could not otherwise see them', () => {
  it('hides an owner-issued manager invitation link from a manager, and shows it to the owner', async () => {
    const { owner, manager } = await venueWithManager();
    const { email: to, token, inviteUrl } = await invite(app, owner, { role: 'manager' });

    const asManager = await readOutbox(manager, to);
    expect(asManager.email.text).toContain(`Accept invitation: ${HIDDEN_LINK}`);
    expect(asManager.email.html).toContain(`href="${HIDDEN_LINK}"`);
    expect(asManager.body).not.toContain(token);

    const asOwner = await readOutbox(owner, to);
    expect(asOwner.email.text).toContain(`Accept invitation: ${inviteUrl}`);
    expect(asOwner.email.html).toContain(`href="${inviteUrl}"`);
    expect(asOwner.email.text).not.toContain(HIDDEN_LINK);
    expect(asOwner.email.html).not.toContain(HIDDEN_LINK);
  });

  it('shows a coordinator invitation link to the owner and managers, who may issue one', async () => {
    const { owner, manager } = await venueWithManager();
    const fromOwner = await invite(app, owner, { role: 'coordinator' });
    const fromManager = await invite(app, manager, { role: 'coordinator' });
    for (const reader of [owner, manager]) {
      for (const { email: to, inviteUrl } of [fromOwner, fromManager]) {
        expect((await readOutbox(reader, to)).email.text).toContain(`Accept invitation: ${inviteUrl}`);
      }
    }
  });

  it("always hides the welcome e-mail's verification link, and leaves the rest as stored", async () => {
    const { owner, manager } = await venueWithManager();
    const [stored] = await app.deps.db.select().from(outbox).where(eq(outbox.to, owner.email));
    const verifyUrl = /http:\/\/venuedesk\.test\/verify-email\/[\w-]+/.exec(stored!.text)![0];
    for (const reader of [owner, manager]) {
      const { email } = await readOutbox(reader, owner.email);
      expect(email.subject).toBe(stored!.subject);
      expect(email.text).toBe(stored!.text.replaceAll(verifyUrl, HIDDEN_LINK));
      expect(email.text).toContain('http://venuedesk.test/login');
      expect(email.html).not.toContain(verifyUrl);
    }
  });
});
