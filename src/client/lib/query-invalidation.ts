import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key starts with the API path it reads (spec §7: the default query function joins
 * the key into the URL), so a feature refreshes another feature's reads by their path, without
 * importing that feature (decision 011).
 */
export function invalidateApiPath(queryClient: QueryClient, path: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [first] }) => typeof first === 'string' && (first === path || first.startsWith(`${path}/`)),
  });
}

/**
 * Reads are cached without staleness (spec §7), so whoever changes bookings, leads or payments
 * calls this to have the dashboard show the change.
 */
export function invalidateDashboard(queryClient: QueryClient): Promise<void> {
  return invalidateApiPath(queryClient, '/api/dashboard');
}
