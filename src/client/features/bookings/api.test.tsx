import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { useCreateBooking } from './api.ts';

const fetchMock = installFetchMock();

describe('booking mutations', () => {
  it('refresh the dashboard figures too, which count bookings', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/dashboard/stats'], { thisMonth: 1 });
    queryClient.setQueryData(['/api/dashboard/activity'], { upcomingEvents: [] });
    queryClient.setQueryData(['/api/settings'], { eventTypes: [] });
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateBooking(), { wrapper });

    await act(() =>
      result.current.mutateAsync({ coupleNames: 'A & B', eventDate: '2031-06-14T17:00:00Z', email: 'a@b.c' }),
    );
    await waitFor(() => {
      expect(queryClient.getQueryState(['/api/dashboard/stats'])?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(['/api/dashboard/activity'])?.isInvalidated).toBe(true);
    });
    expect(queryClient.getQueryState(['/api/settings'])?.isInvalidated).toBe(false);
  });
});
