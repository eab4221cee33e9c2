import { Copy } from 'lucide-react';
import { useId } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { ClientInvitationResponse } from '#shared/team/team.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { copyLink } from '#client/lib/copy-to-clipboard.ts';
import { formatVenueDay, formatVenueSentDay } from '#client/lib/venue-date-format.ts';

/** The portal invitation just sent: its link to copy, where it went, and what it replaced. */
export function PortalInviteLink({ booking, invitation }: { booking: Booking; invitation: ClientInvitationResponse }) {
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
