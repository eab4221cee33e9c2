import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Booking, CreateBookingInput, UpdateBookingInput } from '#shared/bookings/bookings.schemas.ts';
import { invalidateDashboard } from '#client/lib/query-invalidation.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';
import { fetchEveryPage } from '#client/lib/paged-list.ts';
import { toUtcIso } from './venue-time.ts';

/**
 * Query keys: the list is read by the default query function (key parts joined with '/'); the
 * calendar key carries the range's start and end timestamps (spec §7).
 */
export const bookingKeys = {
  all: ['/api/bookings'] as const,
  calendar: ['/api/bookings/calendar'] as const,
  calendarRange: (start: string, end: string) => ['/api/bookings/calendar', start, end] as const,
  detail: (id: number) => ['/api/bookings', String(id)] as const,
};

/**
 * Every booking of the venue (spec §7 GET /api/bookings), page after page (decision 034): the
 * payment and contract forms pick from them and the AI tab counts them all.
 */
export function bookingsQueryOptions() {
  return queryOptions({
    queryKey: bookingKeys.all,
    queryFn: ({ signal }) => fetchEveryPage<Booking>('/api/bookings', {}, signal),
  });
}

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}

/**
 * A booking as it is now, starting from `shown` (what opened its details): the cache entry is read
 * again whenever bookings change, so the details show a total a payment schedule just saved.
 */
export function useCurrentBooking(shown: Booking | null): Booking | null {
  const query = useQuery({
    queryKey: bookingKeys.detail(shown?.id ?? 0),
    queryFn: ({ signal }) => apiJson<Booking>('GET', `/api/bookings/${shown!.id}`, undefined, { signal }),
    enabled: shown !== null,
    initialData: shown ?? undefined,
    staleTime: Infinity,
  });
  return shown && query.data?.id === shown.id ? query.data : shown;
}

export function calendarBookingsQueryOptions(start: Date, end: Date) {
  // UTC, so a venue-zone TZDate (whose toISOString carries its offset) gives the same key.
  const range = { start: toUtcIso(start), end: toUtcIso(end) };
  return queryOptions({
    queryKey: bookingKeys.calendarRange(range.start, range.end),
    queryFn: ({ signal }) =>
      apiJson<Booking[]>('GET', `/api/bookings/calendar?${new URLSearchParams(range).toString()}`, undefined, {
        signal,
      }),
  });
}

/** The bookings whose eventDate lies in [start, end] (a month, week or day of the calendar). */
export function useCalendarBookings(start: Date, end: Date) {
  return useQuery(calendarBookingsQueryOptions(start, end));
}

/** After a booking changes: the lists of spec §7, and the dashboard whose figures count bookings. */
function refetchBookingLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.calendar }),
    invalidateDashboard(queryClient),
  ]);
}

export function createBooking(input: CreateBookingInput): Promise<Booking> {
  return apiJson<Booking>('POST', '/api/bookings', input);
}

export function updateBooking({ id, ...changes }: UpdateBookingInput & { id: number }): Promise<Booking> {
  return apiJson<Booking>('PATCH', `/api/bookings/${id}`, changes);
}

export async function deleteBooking(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/bookings/${id}`);
}

/**
 * Spec §7 refetches only the list after a create; the calendar is refetched too, or the new
 * booking would not appear in the grid until the month changed.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBooking, onSuccess: () => refetchBookingLists(queryClient) });
}

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBooking, onSuccess: () => refetchBookingLists(queryClient) });
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBooking, onSuccess: () => refetchBookingLists(queryClient) });
}

type Snapshot = [readonly unknown[], Booking[] | undefined][];

/**
 * The drag reschedule: sends only `{ eventDate }`. The card moves at once in every cached
 * calendar range and goes back if the server refuses (a full day answers 409).
 */
export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, eventDate }: { id: number; eventDate: string }) => updateBooking({ id, eventDate }),
    onMutate: async ({ id, eventDate }): Promise<{ snapshot: Snapshot }> => {
      // A read still under way would overwrite the move when it lands.
      await queryClient.cancelQueries({ queryKey: bookingKeys.calendar });
      const snapshot = queryClient.getQueriesData<Booking[]>({ queryKey: bookingKeys.calendar });
      queryClient.setQueriesData<Booking[]>({ queryKey: bookingKeys.calendar }, (bookings) =>
        bookings?.map((booking) => (booking.id === id ? { ...booking, eventDate } : booking)),
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => refetchBookingLists(queryClient),
  });
}
