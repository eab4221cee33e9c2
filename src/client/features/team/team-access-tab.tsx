import { getInvitableRoles, can } from '#shared/auth/permissions.ts';
import { useAuth } from '#client/features/auth/index.ts';
import { InviteMemberForm } from './invite-member-form.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { TeamMembersCard } from './team-members-card.tsx';

/**
 * Settings → Team Access: the members with their roles, and for those who may invite,
 * the invite form and the open invitations. Only an owner changes roles or removes members.
 */
export function TeamAccessTab() {
  const { user } = useAuth();
  if (!user) return null;
  const invitableRoles = getInvitableRoles(user.role);
  const canInvite = can(user.role, 'team:invite') && invitableRoles.length > 0;

  return (
    <div className="grid gap-6">
      <TeamMembersCard
        currentUserId={user.id}
        canManage={can(user.role, 'team:manage')}
        venueName={user.venueName ?? 'your venue'}
      />
      {canInvite && (
        <>
          <InviteMemberForm roles={invitableRoles} />
          <PendingInvitations />
        </>
      )}
    </div>
  );
}
