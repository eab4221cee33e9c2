import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '#server/db/schema.ts';
import type { Invitation } from '#shared/team/team.schemas.ts';
import { addStaffMember, signUpClient, signUpOwner, uniqueEmail, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import {
  getJson,
  getPreview,
  invitationCount,
  invitationEmailsTo,
  invite,
  postAccept,
  postInvitation,
  signUpNamedOwner,
} from './team.test-helpers.ts';

const { app } = await createTestApp();
// Issue #13: a used, revoked or expired invitation is gone (410); one that never existed is 404.
const NO_LONGER_VALID = { code: 'GONE', message: 'This invitation has been used or has expired. Ask for a new one.' };
const NEW_ACCOUNT = { firstName: 'Nina', lastName: 'New', password: 'new-password-1' };
const DAY_MS = 24 * 60 * 60 * 1000;

function revoke(who: SignedIn, id: number) {
  return app.inject({ method: 'DELETE', url: `/api/team/invitations/${id}`, headers: who.auth });
}

async function expectNothingWritten(venueId: number, email: string) {
  expect(await invitationCount(app, venueId)).toBe(0);
  expect(await invitationEmailsTo(app, email)).toEqual([]);
}

describe('POST /api/team/invitations', () => {
  it('answers the link and the invitation, stores only the token hash and queues the e-mail', async () => {
    const owner = await signUpNamedOwner(app, 'Rosewood Hall');
    const email = uniqueEmail('invitee');
    const response = await postInvitation(app, owner, { email: ` ${email.toUpperCase()} `, role: 'manager' });
    expect(response.statusCode).toBe(201);
    const { inviteUrl, invitation } = response.json<{ inviteUrl: string; invitation: Invitation }>();
    const token = inviteUrl.split('/').pop()!;
    expect(inviteUrl).toMatch(/^http:\/\/venuedesk\.test\/accept-invite\/[A-Za-z0-9_-]{43}$/);
    expect(invitation).toEqual({
      id: expect.any(Number),
      email,
      role: 'manager',
      invitedBy: 'Olivia Owner',
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
    });
    const ttl = new Date(invitation.expiresAt).getTime() - new Date(invitation.createdAt).getTime();
    expect(Math.abs(ttl - 14 * DAY_MS)).toBeLessThan(60_000);

    const [row] = await app.deps.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    const [mail] = await invitationEmailsTo(app, email);
    expect(mail!.subject).toBe('Olivia Owner invited you to Rosewood Hall on VenueDesk');
    expect(mail!.venueId).toBe(owner.user.venueId);
    expect(mail!.text).toContain(inviteUrl);
    expect(mail!.text).toContain('as a Manager');
    const expires = new Date(invitation.expiresAt).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'America/Los_Angeles',
    });
    expect(mail!.text).toContain(`expires on ${expires}`);
    expect(mail!.html).toContain(`href="${inviteUrl}"`);
  });

  it('lets a manager invite a coordinator but not a manager', async () => {
    const owner = await signUpOwner(app);
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    expect((await postInvitation(app, manager, { email: uniqueEmail(), role: 'coordinator' })).statusCode).toBe(201);
    await app.deps.db.delete(invitations).where(eq(invitations.venueId, owner.user.venueId!));

    const email = uniqueEmail();
    const refused = await postInvitation(app, manager, { email, role: 'manager' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'Only an owner can invite a manager' });
    await expectNothingWritten(owner.user.venueId!, email);
  });

  it('refuses coordinators and clients with 403 and writes nothing', async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const email = uniqueEmail();
    expect((await postInvitation(app, coordinator, { email, role: 'coordinator' })).statusCode).toBe(403);
    expect((await postInvitation(app, await signUpClient(app), { email, role: 'coordinator' })).statusCode).toBe(403);
    await expectNothingWritten(owner.user.venueId!, email);
  });

  it.each([
    ['a malformed email', { email: 'nobody', role: 'manager' }, 'email', 'Enter a valid email address'],
    ['the owner role', { email: 'a@example.com', role: 'owner' }, 'role', 'Choose Manager or Coordinator'],
    ['the client role', { email: 'a@example.com', role: 'client' }, 'role', 'Choose Manager or Coordinator'],
  ])('refuses %s with 400', async (_case, payload, field, message) => {
    const owner = await signUpOwner(app);
    const response = await postInvitation(app, owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
    expect(await invitationCount(app, owner.user.venueId!)).toBe(0);
  });

  it('refuses someone already on the staff with 409, whatever the case of the address', async () => {
    const owner = await signUpOwner(app);
    const member = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    for (const email of [member.email, owner.email.toUpperCase()]) {
      const response = await postInvitation(app, owner, { email, role: 'manager' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: `${email.toLowerCase()} is already on your team` });
    }
    await expectNothingWritten(owner.user.venueId!, member.email);
  });

  it("invites another venue's staff member", async () => {
    const owner = await signUpOwner(app);
    const elsewhere = await signUpOwner(app, 'Other Hall');
    expect((await postInvitation(app, owner, { email: elsewhere.email, role: 'manager' })).statusCode).toBe(201);
  });

  it('revokes the open invitation when the same address is invited again', async () => {
    const owner = await signUpOwner(app);
    const first = await invite(app, owner, { role: 'coordinator' });
    const second = await invite(app, owner, { email: first.email, role: 'manager' });
    expect((await getPreview(app, first.token)).json()).toEqual(NO_LONGER_VALID);
    expect((await getPreview(app, second.token)).statusCode).toBe(200);
    const list = (await getJson(app, '/api/team/invitations', owner)).json();
    expect(list).toEqual([expect.objectContaining({ id: second.invitation.id, role: 'manager' })]);
    expect(await invitationEmailsTo(app, first.email)).toHaveLength(2);
  });
});

describe('GET /api/team/invitations', () => {
  it('lists only open invitations, newest first, to every staff role', async () => {
    const owner = await signUpNamedOwner(app);
    const venueId = owner.user.venueId!;
    const older = await invite(app, owner);
    const newer = await invite(app, owner, { role: 'manager' });
    const revoked = await invite(app, owner);
    const expired = await invite(app, owner);
    const accepted = await invite(app, owner);
    expect((await revoke(owner, revoked.invitation.id)).statusCode).toBe(204);
    await app.deps.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, expired.invitation.id));
    expect((await postAccept(app, accepted.token, NEW_ACCOUNT)).statusCode).toBe(201);

    const coordinator = await addStaffMember(app, venueId, 'coordinator');
    const response = await getJson(app, '/api/team/invitations', coordinator);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([newer.invitation, older.invitation]);
    expect(response.json()[0].invitedBy).toBe('Olivia Owner');
  });

  it("shows another venue's owner none of them", async () => {
    const owner = await signUpOwner(app);
    await invite(app, owner);
    expect((await getJson(app, '/api/team/invitations', await signUpOwner(app, 'Other'))).json()).toEqual([]);
    expect((await getJson(app, '/api/team/invitations', await signUpClient(app))).statusCode).toBe(403);
  });
});

describe('DELETE /api/team/invitations/:id', () => {
  it('revokes an invitation so its link stops working', async () => {
    const owner = await signUpOwner(app);
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    const created = await invite(app, owner);
    expect((await revoke(manager, created.invitation.id)).statusCode).toBe(204);
    expect((await getPreview(app, created.token)).json()).toEqual(NO_LONGER_VALID);
    expect((await postAccept(app, created.token, NEW_ACCOUNT)).json()).toEqual(NO_LONGER_VALID);
    expect((await getJson(app, '/api/team/invitations', owner)).json()).toEqual([]);
  });

  it("answers 404 for an unknown id and another venue's invitation, which stays open", async () => {
    const owner = await signUpOwner(app);
    const created = await invite(app, owner);
    const other = await signUpOwner(app, 'Other Hall');
    expect((await revoke(other, created.invitation.id)).statusCode).toBe(404);
    expect((await revoke(owner, 2_000_000_000)).statusCode).toBe(404);
    expect((await getPreview(app, created.token)).statusCode).toBe(200);
  });

  it('refuses a coordinator with 403', async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const created = await invite(app, owner);
    expect((await revoke(coordinator, created.invitation.id)).statusCode).toBe(403);
    expect((await getPreview(app, created.token)).statusCode).toBe(200);
  });
});
