import { useBrandTheme } from '#client/lib/use-brand-theme.ts';
import { useVenueSettings } from './api.ts';

/** Themes the signed-in app with the venue's branding colours from its settings. */
export function useVenueTheme(): void {
  const { data } = useVenueSettings();
  useBrandTheme(data?.venue);
}
