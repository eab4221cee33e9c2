import { Eye, MailCheck, Settings2, Users } from 'lucide-react';
import { useId, useState } from 'react';
import type { PortalClientRow } from '#shared/portal/portal-clients.schemas.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { BookingStatusBadge, useBookingDialogs } from '#client/features/bookings/index.ts';
import { formatVenueDateTime, formatVenueDay } from '#client/lib/venue-date-format.ts';
import { usePortalClients } from './api.ts';
import { isUpcoming } from './portal-data.ts';
import { PortalEmpty } from './portal-empty.tsx';

type TimeZone = string | null | undefined;

/** Events to come first, soonest first, then the past ones, latest first (as the portal orders them). */
export function sortPortalClientRows(rows: readonly PortalClientRow[], now: number): PortalClientRow[] {
  const time = (row: PortalClientRow) => Date.parse(row.booking.eventDate);
  const upcoming = rows.filter((row) => isUpcoming(row.booking, now)).sort((a, b) => time(a) - time(b));
  const rest = rows.filter((row) => !isUpcoming(row.booking, now)).sort((a, b) => time(b) - time(a));
  return [...upcoming, ...rest];
}

function PortalState({ row, timeZone }: { row: PortalClientRow; timeZone: TimeZone }) {
  const { client, invitation } = row;
  if (client) {
    return (
      <div className="grid gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="success">Joined</Badge>
          <span className="font-medium wrap-anywhere">
            {client.firstName} {client.lastName}
          </span>
        </div>
        <p className="text-muted-foreground wrap-anywhere">{client.email}</p>
        <p className="text-muted-foreground">
          {client.lastSeenAt
            ? `Last visit ${formatVenueDateTime(client.lastSeenAt, timeZone)}`
            : 'Has not opened the portal yet'}
        </p>
      </div>
    );
  }
  if (!invitation) return null;
  return (
    <div className="grid gap-1 text-sm">
      <div>
        {invitation.expired ? (
          <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
            Invitation expired
          </Badge>
        ) : (
          <Badge variant="outline">Invitation pending</Badge>
        )}
      </div>
      <p className="text-muted-foreground wrap-anywhere">{row.booking.email}</p>
      <p className="text-muted-foreground">
        Invited {formatVenueDay(invitation.sentAt, timeZone)} · {invitation.expired ? 'expired' : 'expires'}{' '}
        {formatVenueDay(invitation.expiresAt, timeZone)}
      </p>
    </div>
  );
}

function ClientRow({
  row,
  timeZone,
  onPreview,
}: {
  row: PortalClientRow;
  timeZone: TimeZone;
  onPreview: (clientId: number) => void;
}) {
  const titleId = useId();
  const { openBookingDetails } = useBookingDialogs();
  const { booking, client } = row;
  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)_20rem] md:items-center md:gap-4"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="font-semibold wrap-anywhere">
            {booking.coupleNames}
          </h2>
          <BookingStatusBadge status={booking.status} />
        </div>
        <p className="text-muted-foreground text-sm">
          {booking.eventType} · {formatVenueDay(booking.eventDate, timeZone)}
        </p>
      </div>
      <PortalState row={row} timeZone={timeZone} />
      <div className="flex flex-wrap gap-2 md:justify-end">
        {client && (
          <Button type="button" size="sm" onClick={() => onPreview(client.id)}>
            <Eye aria-hidden="true" />
            View as client
            <span className="sr-only">: {`${client.firstName} ${client.lastName}`}</span>
          </Button>
        )}
        <Button type="button" size="sm" variant="outline" onClick={() => openBookingDetails(booking)}>
          <Settings2 aria-hidden="true" />
          {client ? 'Manage access' : 'Re-invite or manage'}
          <span className="sr-only">: {booking.coupleNames}</span>
        </Button>
      </div>
    </li>
  );
}

function ListSkeleton() {
  return (
    <Card role="status" aria-label="Loading clients" className="grid gap-5 p-4 sm:p-6">
      {[0, 1, 2].map((index) => (
        <div key={index} className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      ))}
    </Card>
  );
}

/**
 * Staff's Client Portal (decision 043): the venue's bookings in a client's portal or invited to
 * one, who joined and when they last came, who is invited and since when; View as client opens
 * the read-only preview, and a booking's details hold invite, re-invite and revoke.
 */
export function PortalClientsList({ onPreview }: { onPreview: (clientId: number) => void }) {
  const { user } = useAuth();
  const [now] = useState(() => Date.now());
  const query = usePortalClients();
  const timeZone = user?.venueTimeZone;

  if (query.isError) {
    return (
      <QueryError
        title="Your clients could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <ListSkeleton />;
  if (query.data.length === 0) {
    return (
      <PortalEmpty icon={Users} title="No clients yet">
        Invite a couple from their booking’s details on the Calendar. They appear here once invited, and you can see
        their portal once they join.
      </PortalEmpty>
    );
  }
  const rows = sortPortalClientRows(query.data, now);
  // A client of several bookings counts once.
  const joined = new Set(rows.flatMap((row) => (row.client ? [row.client.id] : []))).size;
  const invited = rows.filter((row) => row.invitation && !row.invitation.expired).length;
  return (
    <Card className="p-4 sm:p-6">
      <p className="text-muted-foreground mb-4 flex items-center gap-2 text-sm">
        <MailCheck className="size-4" aria-hidden="true" />
        {joined} client{joined === 1 ? '' : 's'} joined · {invited} invitation{invited === 1 ? '' : 's'} pending
      </p>
      <ul className="divide-y" aria-label="Clients">
        {rows.map((row) => (
          <ClientRow key={row.booking.id} row={row} timeZone={timeZone} onPreview={onPreview} />
        ))}
      </ul>
    </Card>
  );
}
