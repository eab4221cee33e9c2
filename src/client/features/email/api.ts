import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '#shared/auth/permissions.ts';
import type { EmailDelivery, OutboxEmail, OutboxStatus } from '#shared/outbox/outbox.schemas.ts';
import { useAuth } from '#client/features/auth/index.ts';
import { apiJson } from '#client/lib/api-client.ts';
import { fetchListPage } from '#client/lib/paged-list.ts';
import { invalidateApiPath } from '#client/lib/query-invalidation.ts';

/** Keys start with the path they read (decision 011): invalidating '/api/outbox' refreshes the list and the status. */
export const emailKeys = {
  pages: ['/api/outbox', 'pages'] as const,
  status: ['/api/outbox/status'] as const,
  delivery: ['/api/public/email-delivery'] as const,
};

/** The Email tab shows this many at a time: enough to see today's, light on a phone. */
export const EMAIL_PAGE_SIZE = 25;

/** The venue's e-mails, newest first, with Load more (decision 034). */
export function useOutboxEmails() {
  return useInfiniteQuery({
    queryKey: emailKeys.pages,
    queryFn: ({ pageParam, signal }) =>
      fetchListPage<OutboxEmail>('/api/outbox', { limit: EMAIL_PAGE_SIZE, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // E-mails leave the queue on their own: the tab shows how they stand when it is opened.
    staleTime: 0,
  });
}

/**
 * Whether e-mail goes out and how many of the venue's wait; read only by those who may manage
 * the outbox (owners and managers), refreshed when the window regains focus.
 */
export function useOutboxStatus() {
  const { user } = useAuth();
  return useQuery({
    queryKey: emailKeys.status,
    queryFn: ({ signal }) => apiJson<OutboxStatus>('GET', '/api/outbox/status', undefined, { signal }),
    enabled: can(user?.role, 'outbox:manage'),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** For public pages: whether an e-mail they mention can reach anyone (undefined while unknown). */
export function useEmailDelivery(): boolean | undefined {
  const { data } = useQuery({
    queryKey: emailKeys.delivery,
    queryFn: ({ signal }) => apiJson<EmailDelivery>('GET', '/api/public/email-delivery', undefined, { signal }),
  });
  return data?.enabled;
}

/** Sends a failed e-mail again (or a stored one, once SMTP is set up); the list and count refresh. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<OutboxEmail>('POST', `/api/outbox/${id}/retry`),
    onSettled: () => invalidateApiPath(queryClient, '/api/outbox'),
  });
}
