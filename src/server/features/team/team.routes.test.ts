import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, sessions } from '#server/db/schema.ts';
import type { TeamMember } from '#shared/team/team.schemas.ts';
import { addStaffMember, registerUser, signIn, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import {
  asSignedIn,
  getJson,
  invite,
  membershipRole,
  postAccept,
  signUpNamedOwner,
  tally,
} from './team.test-helpers.ts';

const { app } = await createTestApp();
const LAST_OWNER = { code: 'CONFLICT', message: 'A venue needs at least one owner' };

function patchRole(who: SignedIn, userId: number, role: string) {
  return app.inject({ method: 'PATCH', url: `/api/team/${userId}`, headers: who.auth, payload: { role } });
}

function removeMember(who: SignedIn, userId: number) {
  return app.inject({ method: 'DELETE', url: `/api/team/${userId}`, headers: who.auth });
}

async function addNamedStaff(venueId: number, role: 'owner' | 'manager' | 'coordinator', first: string, last: string) {
  const { email, user } = await registerUser(app, { firstName: first, lastName: last });
  await app.deps.db.insert(memberships).values({ userId: user.id, venueId, role });
  return signIn(app, email);
}

async function addClientOf(venueId: number): Promise<SignedIn> {
  const client = await signUpClient(app);
  await app.deps.db.insert(memberships).values({ userId: client.user.id, venueId, role: 'client' });
  return client;
}

async function ownerCount(venueId: number) {
  const rows = await app.deps.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.venueId, venueId), eq(memberships.role, 'owner')));
  return rows.length;
}

describe('GET /api/team', () => {
  it('lists the staff ordered owner, manager, coordinator then by name, without clients or other venues', async () => {
    const owner = await signUpNamedOwner(app);
    const venueId = owner.user.venueId!;
    await addNamedStaff(venueId, 'coordinator', 'Zoe', 'Young');
    await addNamedStaff(venueId, 'coordinator', 'adam', 'Baker');
    await addNamedStaff(venueId, 'manager', 'Mia', 'Moss');
    await addClientOf(venueId);
    await signUpOwner(app, 'Elsewhere');

    const response = await getJson(app, '/api/team', owner);
    expect(response.statusCode).toBe(200);
    expect(response.json<TeamMember[]>().map((m) => [m.firstName, m.role])).toEqual([
      ['Olivia', 'owner'],
      ['Mia', 'manager'],
      ['adam', 'coordinator'],
      ['Zoe', 'coordinator'],
    ]);
    expect(response.json()[0]).toEqual({
      id: owner.user.id,
      firstName: 'Olivia',
      lastName: 'Owner',
      email: owner.email,
      role: 'owner',
    });
  });

  it('is open to coordinators, closed to clients (403) and visitors (401)', async () => {
    const owner = await signUpOwner(app);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    expect((await getJson(app, '/api/team', coordinator)).statusCode).toBe(200);
    expect((await getJson(app, '/api/team', await signUpClient(app))).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/team' })).statusCode).toBe(401);
  });

  it("shows another venue's owner only their own team", async () => {
    const owner = await signUpOwner(app);
    await addStaffMember(app, owner.user.venueId!, 'manager');
    const other = await signUpOwner(app, 'Other Hall');
    expect((await getJson(app, '/api/team', other)).json()).toEqual([expect.objectContaining({ id: other.user.id })]);
  });
});

describe('PATCH /api/team/:userId', () => {
  it('lets the owner change a role, which applies to the member at once', async () => {
    const owner = await signUpOwner(app);
    const member = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const response = await patchRole(owner, member.user.id, 'manager');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: member.user.id,
      firstName: 'Test',
      lastName: 'User',
      email: member.email,
      role: 'manager',
    });
    expect((await getJson(app, '/api/user/profile', member)).json().role).toBe('manager');
  });

  it.each(['manager', 'coordinator'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const owner = await signUpOwner(app);
    const actor = await addStaffMember(app, owner.user.venueId!, role);
    const target = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    expect((await patchRole(actor, target.user.id, 'manager')).statusCode).toBe(403);
    expect((await patchRole(actor, actor.user.id, 'owner')).statusCode).toBe(403);
    expect(await membershipRole(app, owner.user.venueId!, target.user.id)).toBe('coordinator');
    expect(await membershipRole(app, owner.user.venueId!, actor.user.id)).toBe(role);
  });

  it.each([['client'], ['boss'], [undefined]])('refuses the role %s with 400', async (role) => {
    const owner = await signUpOwner(app);
    const member = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const response = await patchRole(owner, member.user.id, role as string);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.role).toEqual(['Choose Owner, Manager or Coordinator']);
    expect(await membershipRole(app, owner.user.venueId!, member.user.id)).toBe('coordinator');
  });

  it('answers 404 for an unknown user, a client of the venue and staff of another venue', async () => {
    const owner = await signUpOwner(app);
    const client = await addClientOf(owner.user.venueId!);
    const elsewhere = await signUpOwner(app, 'Other Hall');
    expect((await patchRole(owner, 2_000_000_000, 'manager')).statusCode).toBe(404);
    expect((await patchRole(owner, client.user.id, 'manager')).statusCode).toBe(404);
    expect((await patchRole(owner, elsewhere.user.id, 'manager')).statusCode).toBe(404);
    expect(await membershipRole(app, owner.user.venueId!, client.user.id)).toBe('client');
    expect(await membershipRole(app, elsewhere.user.venueId!, elsewhere.user.id)).toBe('owner');
  });

  it('answers 400, not a server error, for an id beyond the integer range', async () => {
    const owner = await signUpOwner(app);
    expect((await patchRole(owner, 99_999_999_999, 'manager')).statusCode).toBe(400);
  });

  it('refuses to demote the last owner with 409, and allows it once there is a second owner', async () => {
    const owner = await signUpOwner(app);
    const venueId = owner.user.venueId!;
    const demote = await patchRole(owner, owner.user.id, 'manager');
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual(LAST_OWNER);
    expect(await membershipRole(app, venueId, owner.user.id)).toBe('owner');

    const second = await addStaffMember(app, venueId, 'manager');
    expect((await patchRole(owner, second.user.id, 'owner')).statusCode).toBe(200);
    expect((await patchRole(second, owner.user.id, 'coordinator')).statusCode).toBe(200);
    expect(await ownerCount(venueId)).toBe(1);
    // The demoted owner lost owner-only actions with their role.
    expect((await patchRole(owner, second.user.id, 'manager')).statusCode).toBe(403);
  });

  it.each([1, 2, 3, 4, 5])('round %i: two owners demoting each other at once leave one owner', async () => {
    const first = await signUpOwner(app);
    const venueId = first.user.venueId!;
    const second = await addStaffMember(app, venueId, 'owner');
    const [a, b] = await Promise.all([
      patchRole(first, second.user.id, 'manager'),
      patchRole(second, first.user.id, 'manager'),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // The loser is refused by the last-owner rule, or by the guard if the winner committed first.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await ownerCount(venueId)).toBe(1);
  });
});

describe('DELETE /api/team/:userId', () => {
  it('removes the member and ends their sessions in this venue at once, not in their other venues', async () => {
    const owner = await signUpOwner(app);
    const venueId = owner.user.venueId!;
    const member = await signUpOwner(app, 'Their Own Hall');
    const invitation = await invite(app, owner, { email: member.email });
    const accepted = await postAccept(app, invitation.token, { password: 'correct-horse-battery' });
    const here = asSignedIn(accepted.json());
    expect((await getJson(app, '/api/bookings', here)).statusCode).toBe(200);

    const response = await removeMember(owner, member.user.id);
    expect(response.statusCode).toBe(204);
    // Revoked, not merely stripped of its role (which would answer 403).
    expect((await getJson(app, '/api/bookings', here)).statusCode).toBe(401);
    expect((await getJson(app, '/api/bookings', member)).statusCode).toBe(200);
    expect(await membershipRole(app, venueId, member.user.id)).toBeNull();
    expect((await getJson(app, '/api/team', owner)).json()).toEqual([expect.objectContaining({ id: owner.user.id })]);
    const live = await app.deps.db
      .select({ venueId: sessions.venueId })
      .from(sessions)
      .where(and(eq(sessions.userId, member.user.id), isNull(sessions.revokedAt)));
    expect(live.map((s) => s.venueId)).toEqual([member.user.venueId]);
  });

  it('refuses to remove the last owner with 409 and changes nothing', async () => {
    const owner = await signUpOwner(app);
    await addStaffMember(app, owner.user.venueId!, 'manager');
    const response = await removeMember(owner, owner.user.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(LAST_OWNER);
    expect(await membershipRole(app, owner.user.venueId!, owner.user.id)).toBe('owner');
    expect((await getJson(app, '/api/bookings', owner)).statusCode).toBe(200);
  });

  it('lets an owner leave when another owner stays', async () => {
    const owner = await signUpOwner(app);
    await addStaffMember(app, owner.user.venueId!, 'owner');
    expect((await removeMember(owner, owner.user.id)).statusCode).toBe(204);
    expect((await getJson(app, '/api/team', owner)).statusCode).toBe(401);
  });

  it.each(['manager', 'coordinator'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const owner = await signUpOwner(app);
    const actor = await addStaffMember(app, owner.user.venueId!, role);
    const target = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    expect((await removeMember(actor, target.user.id)).statusCode).toBe(403);
    expect(await membershipRole(app, owner.user.venueId!, target.user.id)).toBe('coordinator');
    expect((await getJson(app, '/api/bookings', target)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user, a client of the venue and staff of another venue', async () => {
    const owner = await signUpOwner(app);
    const client = await addClientOf(owner.user.venueId!);
    const elsewhere = await signUpOwner(app, 'Other Hall');
    expect((await removeMember(owner, 2_000_000_000)).statusCode).toBe(404);
    expect((await removeMember(owner, client.user.id)).statusCode).toBe(404);
    expect((await removeMember(owner, elsewhere.user.id)).statusCode).toBe(404);
    expect(await membershipRole(app, owner.user.venueId!, client.user.id)).toBe('client');
    expect((await getJson(app, '/api/bookings', elsewhere)).statusCode).toBe(200);
  });

  it("does not let another venue's owner remove or change this venue's members", async () => {
    const owner = await signUpOwner(app);
    const member = await addStaffMember(app, owner.user.venueId!, 'manager');
    const other = await signUpOwner(app, 'Other Hall');
    expect((await removeMember(other, member.user.id)).statusCode).toBe(404);
    expect((await patchRole(other, member.user.id, 'coordinator')).statusCode).toBe(404);
    expect((await patchRole(other, owner.user.id, 'coordinator')).statusCode).toBe(404);
    expect(await membershipRole(app, owner.user.venueId!, member.user.id)).toBe('manager');
    expect(await membershipRole(app, owner.user.venueId!, owner.user.id)).toBe('owner');
  });

  it.each([1, 2, 3])('round %i: two owners removing each other at once leave one owner', async () => {
    const first = await signUpOwner(app);
    const venueId = first.user.venueId!;
    const second = await addStaffMember(app, venueId, 'owner');
    const counts = await tally([removeMember(first, second.user.id), removeMember(second, first.user.id)]);
    expect(counts[204]).toBe(1);
    // The loser meets the last-owner rule, or its session was already revoked by the winner.
    expect((counts[409] ?? 0) + (counts[401] ?? 0)).toBe(1);
    expect(await ownerCount(venueId)).toBe(1);
  });
});
