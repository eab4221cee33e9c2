import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { invalidateApiPath, invalidateDashboard } from './query-invalidation.ts';

function cacheWith(keys: string[][]) {
  const queryClient = createQueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'data');
  return queryClient;
}

function invalidated(queryClient: ReturnType<typeof createQueryClient>): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.join(' '));
}

describe('invalidateApiPath', () => {
  it('marks the reads of a path and below it stale, and no other', async () => {
    const queryClient = cacheWith([
      ['/api/bookings/calendar', 'a', 'b'],
      ['/api/bookings/calendar'],
      ['/api/bookings'],
      ['/api/bookings/calendarish'],
      ['/api/settings'],
    ]);
    await invalidateApiPath(queryClient, '/api/bookings/calendar');
    expect(invalidated(queryClient).sort()).toEqual(['/api/bookings/calendar', '/api/bookings/calendar a b']);
  });

  it('refreshes both dashboard reads', async () => {
    const queryClient = cacheWith([['/api/dashboard/stats'], ['/api/dashboard/activity'], ['/api/bookings']]);
    await invalidateDashboard(queryClient);
    expect(invalidated(queryClient).sort()).toEqual(['/api/dashboard/activity', '/api/dashboard/stats']);
  });
});
