import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import type { PortalClientRow, PortalPreview } from '#shared/portal/portal-clients.schemas.ts';
import type { ClientAccess } from '#shared/team/client-access.schemas.ts';
import type { ClientInvitationResponse } from '#shared/team/team.schemas.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';
import { fetchEveryPage } from '#client/lib/paged-list.ts';
import { invalidateApiPath } from '#client/lib/query-invalidation.ts';

/**
 * For a client the server scopes the ordinary lists to their own bookings (spec §6), so the
 * portal reads the same paths as staff pages, under the same keys (decision 011): a payment made
 * at the checkout refreshes them by path. Read afresh whenever the portal opens again, e.g. when
 * the couple comes back from the signing page.
 */
export const portalKeys = {
  bookings: ['/api/bookings'] as const,
  payments: ['/api/payments'] as const,
  contracts: ['/api/contracts'] as const,
};

// The couple's lists are short, but each is paged like any list (decision 034): read every page.
export function usePortalBookings() {
  return useQuery<Booking[]>({
    queryKey: portalKeys.bookings,
    queryFn: ({ signal }) => fetchEveryPage<Booking>('/api/bookings', {}, signal),
    refetchOnMount: 'always',
  });
}

export function usePortalPayments() {
  return useQuery<Payment[]>({
    queryKey: portalKeys.payments,
    queryFn: ({ signal }) => fetchEveryPage<Payment>('/api/payments', {}, signal),
    refetchOnMount: 'always',
  });
}

export function usePortalContracts() {
  return useQuery<Contract[]>({
    queryKey: portalKeys.contracts,
    queryFn: ({ signal }) => fetchEveryPage<Contract>('/api/contracts', {}, signal),
    refetchOnMount: 'always',
  });
}

/**
 * A client opened their portal: the server notes it as their last visit (at most every few
 * minutes). Fire and forget: the portal does not wait for it, and a failure changes nothing here.
 */
export function recordPortalVisit(): void {
  apiRequest('POST', '/api/portal/visits').catch(() => undefined);
}

/** Staff's list beside the portal: the venue's clients, who is invited, who joined (decision 043). */
export function usePortalClients() {
  return useQuery<PortalClientRow[]>({
    queryKey: ['/api/portal/clients'],
    queryFn: ({ signal }) => fetchEveryPage<PortalClientRow>('/api/portal/clients', {}, signal),
    refetchOnMount: 'always',
  });
}

/** One client's portal of this venue, for staff to look at, read-only. */
export function usePortalPreview(clientId: number) {
  return useQuery<PortalPreview>({
    queryKey: [`/api/portal/clients/${clientId}/preview`],
    refetchOnMount: 'always',
  });
}

/** Staff invite a booking's couple (POST /api/bookings/{id}/invite-client); the link is e-mailed to them too. */
export function useInviteClient(bookingId: number) {
  return useMutation({
    mutationFn: () => apiJson<ClientInvitationResponse>('POST', `/api/bookings/${bookingId}/invite-client`),
  });
}

const clientAccessPath = (bookingId: number) => `/api/bookings/${bookingId}/client-access`;

/** Who has the booking in their portal, or whether its address has a verified account (decision 025). */
export function useClientAccess(bookingId: number) {
  return useQuery<ClientAccess>({ queryKey: [clientAccessPath(bookingId)], refetchOnMount: 'always' });
}

/**
 * Gives the booking to the verified account of its address, or takes it from its client; the
 * booking lists (whose rows carry `clientId`) and this booking's access are read again.
 */
export function useChangeClientAccess(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'grant' | 'revoke') => {
      if (change === 'grant') return apiJson<ClientAccess>('POST', clientAccessPath(bookingId));
      await apiRequest('DELETE', clientAccessPath(bookingId));
      return null;
    },
    onSuccess: (access) => {
      if (access) queryClient.setQueryData([clientAccessPath(bookingId)], access);
      // Not awaited: the caller's own callbacks run now, before the revoke button they belong to
      // leaves the page with the fresh answer.
      void invalidateApiPath(queryClient, '/api/bookings');
    },
  });
}
