import type { PageQuery } from '#shared/paging.ts';
import type { PortalClient, PortalClientRow, PortalPreview } from '#shared/portal/portal-clients.schemas.ts';
import { toPage, toPageRequest, type Page } from '../../db/keyset.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor, StaffActor } from '../../http/access.ts';
import { listClientBookingsInVenue, toBooking } from '../bookings/bookings.service.ts';
import { listClientContractsInVenue } from '../contracts/contracts.service.ts';
import { listClientPaymentsInVenue } from '../payments/payments.service.ts';
import * as repo from './portal-clients.repo.ts';

/** A client's visits closer together than this count as one (decision 043): last visit is to within it. */
export const VISIT_INTERVAL_MINUTES = 5;

type ClientFields = Omit<PortalClient, 'clientSince' | 'lastSeenAt'> & {
  clientSince: Date | null;
  lastSeenAt: Date | null;
};

function toPortalClient(client: ClientFields): PortalClient {
  return {
    id: client.id,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    // The membership comes with the client's first booking; the fallback only covers a race.
    clientSince: (client.clientSince ?? new Date()).toISOString(),
    lastSeenAt: client.lastSeenAt?.toISOString() ?? null,
  };
}

/**
 * Staff's view beside the portal: a page of the venue's bookings that reached a client's portal,
 * with who has them and when they last came, and of those whose couple is invited and has not
 * answered, with when the (latest) invitation was sent and whether it has expired.
 */
export async function listPortalClients(
  deps: AppDeps,
  actor: StaffActor,
  query: PageQuery,
): Promise<Page<PortalClientRow>> {
  const page = toPageRequest(repo.portalClientsKeyset, query);
  const { rows, total } = await repo.listPortalBookings(deps.db, actor.venueId, page);
  const waiting = rows.filter((row) => row.client === null).map((row) => row.booking.id);
  const latestInvitation = new Map<number, { sentAt: string; expiresAt: string; expired: boolean }>();
  for (const invitation of await repo.listUnansweredInvitations(deps.db, actor.venueId, waiting)) {
    if (invitation.bookingId === null || latestInvitation.has(invitation.bookingId)) continue;
    latestInvitation.set(invitation.bookingId, {
      sentAt: invitation.sentAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
      expired: invitation.expired,
    });
  }
  return toPage(repo.portalClientsKeyset, page, rows, total, (row) => ({
    booking: toBooking(row.booking),
    client: row.client
      ? toPortalClient({
          ...row.client,
          clientSince: row.membership?.clientSince ?? null,
          lastSeenAt: row.membership?.lastSeenAt ?? null,
        })
      : null,
    invitation: row.client ? null : (latestInvitation.get(row.booking.id) ?? null),
  }));
}

/**
 * What one client's portal shows of this venue, read exactly as the client reads it, for staff to
 * look at (decision 043). Someone who is not this venue's client, another venue's included, is a
 * 404, as is anyone of its staff.
 */
export async function getPortalPreview(deps: AppDeps, actor: StaffActor, clientId: number): Promise<PortalPreview> {
  const client = await repo.findVenueClient(deps.db, actor.venueId, clientId);
  if (!client) throw notFound('Client');
  const [bookings, payments, contracts] = await Promise.all([
    listClientBookingsInVenue(deps, actor.venueId, clientId),
    listClientPaymentsInVenue(deps, actor.venueId, clientId),
    listClientContractsInVenue(deps, actor.venueId, clientId),
  ]);
  return { client: toPortalClient(client), bookings, payments, contracts };
}

/** A client opened their portal: noted as their last visit in each of their venues. */
export async function recordPortalVisit(deps: AppDeps, actor: Actor): Promise<void> {
  if (actor.role !== 'client') throw new AppError('FORBIDDEN', 'Only clients visit the client portal');
  await repo.recordClientVisit(deps.db, actor.userId, VISIT_INTERVAL_MINUTES);
}
