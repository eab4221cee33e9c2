import { roleLabels, staffRoles, type StaffRole } from '#shared/auth/roles.ts';
import type { TeamMember } from '#shared/team/team.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { useUpdateMemberRole } from './api.ts';
import { RemoveMemberButton } from './remove-member-button.tsx';
import { RoleSelect } from './role-select.tsx';

export function getMemberName(member: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}

/**
 * One member. An owner manages the others' roles and access; their own row stays read-only, so
 * nobody demotes or removes themselves by a slip (another owner can).
 */
export function MemberRow({
  member,
  isSelf,
  canManage,
  venueName,
}: {
  member: TeamMember;
  isSelf: boolean;
  canManage: boolean;
  venueName: string;
}) {
  const updateMutation = useUpdateMemberRole();
  const name = getMemberName(member);
  const isManaged = canManage && !isSelf;

  function changeRole(role: StaffRole) {
    if (role === member.role) return;
    updateMutation.mutate(
      { userId: member.id, role },
      {
        onSuccess: (updated) =>
          toast({ title: 'Role updated', description: `${name} is now ${roleLabels[updated.role]}.` }),
        onError: (error) => toastApiError(error, 'Failed to update role'),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">
          {name}
          {isSelf && <span className="text-muted-foreground font-normal"> (you)</span>}
        </p>
        <p className="text-muted-foreground truncate text-sm">{member.email}</p>
      </div>
      <div className="flex items-center gap-2">
        {isManaged ? (
          <>
            <RoleSelect
              value={member.role}
              roles={staffRoles}
              onChange={changeRole}
              disabled={updateMutation.isPending}
              aria-label={`Role for ${name}`}
              className="w-40"
            />
            <RemoveMemberButton userId={member.id} name={name} venueName={venueName} />
          </>
        ) : (
          <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>{roleLabels[member.role]}</Badge>
        )}
      </div>
    </li>
  );
}
