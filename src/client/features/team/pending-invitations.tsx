import { format } from 'date-fns';
import { useId } from 'react';
import { roleLabels } from '#shared/auth/roles.ts';
import type { Invitation } from '#shared/team/team.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { useInvitations, useRevokeInvitation } from './api.ts';

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const revokeMutation = useRevokeInvitation();
  const isBusy = revokeMutation.isPending;

  // mutateAsync: the refreshed list drops this row, which would silence mutate's callbacks.
  async function revoke() {
    try {
      await revokeMutation.mutateAsync(invitation.id);
      toast({ title: 'Invitation revoked', description: `The link sent to ${invitation.email} no longer works.` });
    } catch (error) {
      toastApiError(error, 'Failed to revoke invitation');
    }
  }

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{invitation.email}</p>
        <p className="text-muted-foreground text-sm">
          Invited by {invitation.invitedBy} · Expires {format(new Date(invitation.expiresAt), 'MMM d, yyyy')}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge variant="outline">{roleLabels[invitation.role]}</Badge>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void revoke()}
          disabled={isBusy}
          aria-busy={isBusy}
          aria-label={`${isBusy ? 'Revoking' : 'Revoke'} invitation for ${invitation.email}`}
        >
          {isBusy ? 'Revoking...' : 'Revoke'}
        </Button>
      </div>
    </li>
  );
}

/** Mounted only for roles that may invite; the others never read invitations. */
export function PendingInvitations() {
  const headingId = useId();
  const { data: invitations, error, isPending } = useInvitations();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId}>Pending invitations</h2>
        </CardTitle>
        <CardDescription>Invitations not yet accepted. Revoke one to stop its link from working.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner />
        ) : error ? (
          <p role="alert" className="text-destructive text-sm">
            {getApiErrorMessage(error, 'Failed to load invitations')}
          </p>
        ) : invitations.length === 0 ? (
          <p className="text-muted-foreground text-sm">No pending invitations</p>
        ) : (
          <ul className="divide-y" aria-labelledby={headingId}>
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
