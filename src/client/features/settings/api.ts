import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '#shared/auth/permissions.ts';
import type { UpdateSettingsInput, UpdateSettingsResponse, VenueSettings } from '#shared/settings/settings.schemas.ts';
import { useAuth } from '#client/features/auth/index.ts';
import { apiJson } from '#client/lib/api-client.ts';
import { invalidateApiPath } from '#client/lib/query-invalidation.ts';

export const settingsKeys = {
  all: ['/api/settings'] as const,
};

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => apiJson<VenueSettings>('GET', '/api/settings', undefined, { signal }),
  });
}

/** The venue's settings; read only for staff (clients have no settings:read and would get 403). */
export function useVenueSettings() {
  const { user } = useAuth();
  return useQuery({ ...settingsQueryOptions(), enabled: can(user?.role, 'settings:read') });
}

/**
 * The venue's own event types, from the settings the signed-in app already keeps loaded (its
 * theme reads them). Not fetched here: a booking dialog must not depend on the settings read.
 */
const noEventTypes: readonly string[] = [];

export function useVenueEventTypes(): readonly string[] {
  const { data } = useQuery({ ...settingsQueryOptions(), enabled: false });
  return data?.eventTypes ?? noEventTypes;
}

/** The venue's logo as a data URL, or null; for the shell (staff only, like the settings read). */
export function useVenueLogo(): string | null {
  return useVenueSettings().data?.venue.logo ?? null;
}

export function updateSettings(input: UpdateSettingsInput): Promise<UpdateSettingsResponse> {
  return apiJson<UpdateSettingsResponse>('PUT', '/api/settings', input);
}

/**
 * Saves any part of the settings. Afterwards the signed-in user (it carries the venue's name and
 * time zone) and the calendar (a new time zone files bookings under other days) are read again.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ overfullDays: _overfullDays, ...settings }) => {
      queryClient.setQueryData<VenueSettings>(settingsKeys.all, settings);
      // The save itself succeeded; a failed re-read only leaves the old name until the next load.
      void refreshUser().catch(() => undefined);
      return invalidateApiPath(queryClient, '/api/bookings/calendar');
    },
  });
}
