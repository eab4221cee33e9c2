import { useAuth } from '#client/features/auth/auth-context.ts';

/** The signed-in user's venue time zone, or null (then the browser's zone is used). */
export function useVenueTimeZone(): string | null {
  return useAuth().user?.venueTimeZone ?? null;
}
