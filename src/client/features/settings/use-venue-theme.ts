import { useEffect } from 'react';
import { useVenueSettings } from './api.ts';
import { getVenueThemeVariables, isHexColour } from './venue-theme.ts';

/**
 * Themes the signed-in app with the venue's branding colours (DESIGN.md §1) by setting the
 * index.css variables on <html> through the CSSOM, which the CSP allows (no inline <style>).
 * Unmounting (signing out) removes them, so the stylesheet's defaults apply again.
 */
export function useVenueTheme(): void {
  const { data } = useVenueSettings();
  const primaryColor = data?.venue.primaryColor;
  const secondaryColor = data?.venue.secondaryColor;
  const accentColor = data?.venue.accentColor;

  useEffect(() => {
    if (!isHexColour(primaryColor) || !isHexColour(secondaryColor) || !isHexColour(accentColor)) return;
    const variables = getVenueThemeVariables({ primaryColor, secondaryColor, accentColor });
    const { style } = document.documentElement;
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) style.removeProperty(name);
    };
  }, [primaryColor, secondaryColor, accentColor]);
}
