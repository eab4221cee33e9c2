import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '#shared/auth/auth.schemas.ts';
import { can } from '#shared/auth/permissions.ts';
import type { UpdateSettingsInput, UpdateSettingsResponse, VenueSettings } from '#shared/settings/settings.schemas.ts';
import { authKeys, fetchProfile } from '#client/features/auth/api.ts';
import { useAuth } from '#client/features/auth/auth-context.ts';
import { bookingKeys } from '#client/features/bookings/api.ts';
import { apiJson } from '#client/lib/api-client.ts';
import { getAuthToken } from '#client/lib/auth-token.ts';

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
 * The session's user carries the venue's name and time zone (the shell and the calendar read
 * them), and the auth provider keeps that user in state, so it is read again after a save.
 * A failure here leaves the old name until the next load; the save itself succeeded.
 */
function refreshSessionUser(startSession: (token: string, user: User) => void): void {
  const token = getAuthToken();
  if (!token) return;
  fetchProfile().then(
    (user) => {
      if (getAuthToken() === token) startSession(token, user);
    },
    () => undefined,
  );
}

/**
 * Saves any part of the settings. Afterwards the settings, the profile (venue name) and the
 * calendar (a new time zone files bookings under other days) are read again.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ overfullDays: _overfullDays, ...settings }) => {
      queryClient.setQueryData<VenueSettings>(settingsKeys.all, settings);
      refreshSessionUser(startSession);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.profile }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.calendar }),
      ]);
    },
  });
}
