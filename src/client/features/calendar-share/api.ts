import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarShare,
  ShareByEmailResult,
  ShareSettings,
  SharedCalendar,
  UpdateCalendarShareInput,
} from '#shared/calendar/calendar-share.schemas.ts';
import { apiJson } from '#client/lib/api-client.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';

const SHARE_PATH = '/api/calendar/share';

function getSharedCalendarPath(id: string): string {
  return `/api/public/shared-calendar/${encodeURIComponent(id)}`;
}

/** Every key starts with the API path it reads (lib/query-invalidation.ts). */
export const calendarShareKeys = {
  share: [SHARE_PATH] as const,
  shared: (id: string, month: string) => [getSharedCalendarPath(id), month] as const,
};

/** The venue's share link, webcal feed and privacy switches (decision 015). */
export function useCalendarShare() {
  return useQuery({
    queryKey: calendarShareKeys.share,
    queryFn: ({ signal }) => apiJson<CalendarShare>('GET', SHARE_PATH, undefined, { signal }),
  });
}

export function updateCalendarShare(input: UpdateCalendarShareInput): Promise<CalendarShare> {
  return apiJson<CalendarShare>('PUT', SHARE_PATH, input);
}

/**
 * A privacy switch saves as soon as it flips: the switch moves at once and goes back, with a
 * toast, if the server refuses. Each save sends only the switch that changed.
 */
export function useUpdateShareSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-share-setting'],
    mutationFn: (change: Partial<ShareSettings>) => updateCalendarShare(change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: calendarShareKeys.share });
      const previous = queryClient.getQueryData<CalendarShare>(calendarShareKeys.share);
      if (previous) {
        queryClient.setQueryData<CalendarShare>(calendarShareKeys.share, {
          ...previous,
          settings: { ...previous.settings, ...change },
        });
      }
      return { change, previous };
    },
    onError: (error, change, context) => {
      // Undo only this switch: another switch flipped meanwhile keeps its own state.
      const current = queryClient.getQueryData<CalendarShare>(calendarShareKeys.share);
      const previous = context?.previous;
      if (current && previous) {
        const undone = Object.fromEntries(
          (Object.keys(change) as (keyof ShareSettings)[]).map((key) => [key, previous.settings[key]]),
        );
        queryClient.setQueryData<CalendarShare>(calendarShareKeys.share, {
          ...current,
          settings: { ...current.settings, ...undone },
        });
      }
      toastApiError(error, 'The setting could not be saved. Try again.', 'Setting not saved');
    },
    onSuccess: (share) => {
      // A later switch still in flight would be overwritten by this answer; its own answer follows.
      if (queryClient.isMutating({ mutationKey: ['update-share-setting'] }) <= 1) {
        queryClient.setQueryData(calendarShareKeys.share, share);
      }
    },
  });
}

/** The custom address: '' clears it. Field errors (400) and a taken address (409) stay with the caller. */
export function useUpdateShareSlug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => updateCalendarShare({ slug }),
    onSuccess: (share) => queryClient.setQueryData(calendarShareKeys.share, share),
  });
}

/** A new token: the old share link and feed stop working at once. */
export function useRotateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CalendarShare>('POST', `${SHARE_PATH}/rotate`),
    onSuccess: (share) => queryClient.setQueryData(calendarShareKeys.share, share),
  });
}

export function useShareByEmail() {
  return useMutation({
    mutationFn: (recipients: string[]) => apiJson<ShareByEmailResult>('POST', `${SHARE_PATH}/email`, { recipients }),
  });
}

/**
 * The public shared calendar. A 401 here means this calendar is private, not that the session
 * ended: a signed-in member of another venue keeps their session.
 */
export function useSharedCalendar(id: string, month: string) {
  return useQuery({
    queryKey: calendarShareKeys.shared(id, month),
    queryFn: ({ signal }) =>
      apiJson<SharedCalendar>('GET', `${getSharedCalendarPath(id)}?month=${encodeURIComponent(month)}`, undefined, {
        signal,
        endSessionOn401: false,
      }),
  });
}
