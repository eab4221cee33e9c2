import { CircleAlert, CircleCheck, Copy, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { can } from '#shared/auth/permissions.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { ClientInvitationResponse } from '#shared/team/team.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { getApiErrorMessage } from '#client/lib/api-client.ts';
import { copyLink } from '#client/lib/copy-to-clipboard.ts';
import { formatVenueDay, formatVenueSentDay } from '#client/lib/venue-date-format.ts';
import { useInviteClient } from './api.ts';

function PortalInviteLink({ booking, invitation }: { booking: Booking; invitation: ClientInvitationResponse }) {
  const id = useId();
  const { user } = useAuth();
  const { inviteUrl: url, expiresAt, replacesInvitationSentAt } = invitation;
  return (
    <div className="bg-muted/50 grid min-w-0 gap-2 rounded-lg border p-3 sm:p-4">
      <Label htmlFor={id}>Portal invite link for {booking.coupleNames}</Label>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={url}
          aria-describedby={replacesInvitationSentAt ? `${id}-sent ${id}-replaced` : `${id}-sent`}
          className="min-w-0 font-mono text-xs md:text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copyLink(url, 'Portal invite')}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p id={`${id}-sent`} className="text-muted-foreground text-xs wrap-anywhere">
        We e-mailed it to {booking.email}. It works once, until {formatVenueDay(expiresAt, user?.venueTimeZone)}.
      </p>
      {replacesInvitationSentAt && (
        <p id={`${id}-replaced`} className="text-muted-foreground text-xs">
          A new link replaces the one sent on {formatVenueSentDay(replacesInvitationSentAt, user?.venueTimeZone)}. The
          earlier link no longer works.
        </p>
      )}
    </div>
  );
}

/**
 * The client portal part of a booking's details (filled into the bookings feature's details
 * slot by the app): Invite to portal e-mails the couple a link to their portal and shows it to
 * copy, saying when it replaced an earlier one; a booking whose couple has joined
 * says so. A refusal (409: they already have an account for it) shows the server's message.
 */
export function InviteClientSection({ booking }: { booking: Booking }) {
  const { user } = useAuth();
  const inviteMutation = useInviteClient(booking.id);
  const headingId = useId();
  if (!can(user?.role, 'bookings:write')) return null;
  const hasClient = booking.clientId !== null;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Client Portal
        </h3>
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
      {hasClient ? (
        <p className="text-muted-foreground flex items-start gap-2 text-sm">
          <CircleCheck className="text-success-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Linked to the couple&apos;s client portal account: they see this booking, pay and sign online.</span>
        </p>
      ) : inviteMutation.data ? (
        <PortalInviteLink booking={booking} invitation={inviteMutation.data} />
      ) : (
        <p className="text-muted-foreground text-sm">
          Invite the couple to see this booking, pay and sign online. We e-mail the link to {booking.email}.
        </p>
      )}
      {inviteMutation.isError && (
        <p role="alert" className="text-destructive flex items-start gap-2 text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{getApiErrorMessage(inviteMutation.error, 'The invitation could not be sent. Please try again.')}</span>
        </p>
      )}
    </section>
  );
}
