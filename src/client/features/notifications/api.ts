import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences, NotificationList } from '#shared/notifications/notifications.schemas.ts';
import { apiJson } from '#client/lib/api-client.ts';

export const notificationKeys = {
  all: ['/api/notifications'] as const,
  emailPreferences: ['/api/user/notification-preferences'] as const,
};

/** How often the bell reads again when the live stream is not reaching it. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** The newest notifications and the unread count; the stream refreshes it as notices arrive. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => apiJson<NotificationList>('GET', '/api/notifications', undefined, { signal }),
    staleTime: 0,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ unreadCount: number }>('POST', `/api/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ unreadCount: number }>('POST', '/api/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useEmailPreferences() {
  return useQuery({
    queryKey: notificationKeys.emailPreferences,
    queryFn: ({ signal }) =>
      apiJson<EmailPreferences>('GET', '/api/user/notification-preferences', undefined, { signal }),
  });
}

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) =>
      apiJson<EmailPreferences>('PUT', '/api/user/notification-preferences', preferences),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.emailPreferences, saved),
  });
}
