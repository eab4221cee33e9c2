import type { StaffRole } from '#shared/auth/roles.ts';
import { updateMemberRoleSchema, type TeamMember, type UpdateMemberRoleInput } from '#shared/team/team.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import * as repo from './team.repo.ts';

export const LAST_OWNER_MESSAGE = 'A venue needs at least one owner';

export async function listTeamMembers(deps: AppDeps, actor: StaffActor): Promise<TeamMember[]> {
  return repo.listStaffMembers(deps.db, actor.venueId);
}

/** The owner changes a staff member's role; the venue always keeps at least one owner. */
export async function updateMemberRole(
  deps: AppDeps,
  actor: StaffActor,
  userId: number,
  input: UpdateMemberRoleInput,
): Promise<TeamMember> {
  const { role } = updateMemberRoleSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    const member = await lockMemberAndOwners(tx, actor, userId, role);
    await repo.updateMemberRole(tx, actor.venueId, userId, role);
    return { ...member, role };
  });
}

/**
 * Takes someone off the venue's staff and ends their sessions in this venue at once (the
 * session guard would already refuse them without the membership; revoking makes it final).
 */
export async function removeMember(deps: AppDeps, actor: StaffActor, userId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockMemberAndOwners(tx, actor, userId, null);
    await repo.deleteStaffMembership(tx, actor.venueId, userId);
    await repo.revokeVenueSessions(tx, actor.venueId, userId);
  });
}

/**
 * Locks the venue's owners, then the member, and checks the change may go ahead: the member is
 * staff here, an owner stays, and the actor is still an owner (a concurrent change may have
 * demoted them after the access guard ran). `newRole` null means removal.
 */
async function lockMemberAndOwners(
  tx: DbOrTx,
  actor: StaffActor,
  userId: number,
  newRole: StaffRole | null,
): Promise<repo.MemberRow> {
  const owners = await repo.lockOwners(tx, actor.venueId);
  const member = await repo.findStaffMember(tx, actor.venueId, userId, { lock: true });
  if (!member) throw notFound('Team member');
  const staysOwner = newRole === 'owner';
  if (member.role === 'owner' && !staysOwner && owners.every((id) => id === userId)) {
    throw new AppError('CONFLICT', LAST_OWNER_MESSAGE);
  }
  if (!owners.includes(actor.userId)) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  return member;
}
