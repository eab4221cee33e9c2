import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { useTeamMembers } from './api.ts';
import { MemberRow } from './member-row.tsx';

export function TeamMembersCard({
  currentUserId,
  canManage,
  venueName,
}: {
  currentUserId: number;
  canManage: boolean;
  venueName: string;
}) {
  const headingId = useId();
  const { data: members, error, isPending } = useTeamMembers();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId}>Team Members</h2>
        </CardTitle>
        <CardDescription>Everyone who can sign in to {venueName}, and what they may do.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner />
        ) : error ? (
          <p role="alert" className="text-destructive text-sm">
            {getApiErrorMessage(error, 'Failed to load team members')}
          </p>
        ) : (
          <ul className="divide-y" aria-labelledby={headingId}>
            {members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                isSelf={member.id === currentUserId}
                canManage={canManage}
                venueName={venueName}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
