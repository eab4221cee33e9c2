import { CircleAlert, CircleCheck, UserCheck, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { can } from '#shared/auth/permissions.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useChangeClientAccess, useClientAccess, useInviteClient } from './api.ts';
import { PortalInviteLink } from './portal-invite-link.tsx';
import { RevokeClientAccessButton } from './revoke-client-access-button.tsx';

/**
 * The client portal part of a booking's details (filled into the bookings feature's details
 * slot by the app). A booking reaches a couple's portal only by the venue's act (decision 025):
 * Invite to portal e-mails them a link and shows it to copy; when the address already has a
 * verified VenueDesk account, Give access links it at once. A linked booking names its account
 * and can be taken back (Revoke access), after which the couple can be invited again.
 */
export function InviteClientSection({ booking }: { booking: Booking }) {
  const { user } = useAuth();
  const mayWrite = can(user?.role, 'bookings:write');
  const headingId = useId();
  const access = useClientAccess(booking.id);
  const inviteMutation = useInviteClient(booking.id);
  const change = useChangeClientAccess(booking.id);
  if (!mayWrite) return null;

  const client = access.data ? access.data.client : null;
  const hasClient = access.data ? client !== null : booking.clientId !== null;
  const canGrant = !hasClient && access.data?.verifiedAccount === true;
  const error = inviteMutation.error ?? change.error;

  function grant() {
    change.mutate('grant', {
      onSuccess: () => {
        inviteMutation.reset();
        toast({
          title: 'Access given',
          description: `${booking.coupleNames} see this booking in their client portal now. We told them by e-mail.`,
        });
      },
    });
  }

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Client Portal
        </h3>
        <div className="flex flex-wrap gap-2">
          {hasClient && client && (
            <RevokeClientAccessButton booking={booking} clientName={`${client.firstName} ${client.lastName}`} />
          )}
          {canGrant && (
            <Button type="button" size="sm" onClick={grant} disabled={change.isPending} aria-busy={change.isPending}>
              <UserCheck aria-hidden="true" />
              {change.isPending ? 'Giving access...' : 'Give access'}
            </Button>
          )}
          {!hasClient && !inviteMutation.data && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => inviteMutation.mutate()}
              disabled={inviteMutation.isPending}
              aria-busy={inviteMutation.isPending}
            >
              <UserPlus aria-hidden="true" />
              {inviteMutation.isPending ? 'Inviting...' : 'Invite to portal'}
            </Button>
          )}
        </div>
      </div>
      {hasClient ? (
        <div className="text-muted-foreground grid gap-1 text-sm">
          <p className="flex items-start gap-2">
            <CircleCheck className="text-success-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>Linked to the couple&apos;s client portal account: they see this booking, pay and sign online.</span>
          </p>
          {client && (
            <p className="pl-6 wrap-anywhere">
              Account: {client.firstName} {client.lastName} ({client.email})
            </p>
          )}
        </div>
      ) : inviteMutation.data ? (
        <PortalInviteLink booking={booking} invitation={inviteMutation.data} />
      ) : canGrant ? (
        <p className="text-muted-foreground text-sm wrap-anywhere">
          {booking.email} has a verified VenueDesk account. Give it access to this booking, or invite the couple by
          e-mail.
        </p>
      ) : (
        <p className="text-muted-foreground text-sm">
          Invite the couple to see this booking, pay and sign online. We e-mail the link to {booking.email}.
        </p>
      )}
      {error && (
        <p role="alert" className="text-destructive flex items-start gap-2 text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{getApiErrorMessage(error, 'The change could not be saved. Please try again.')}</span>
        </p>
      )}
    </section>
  );
}
