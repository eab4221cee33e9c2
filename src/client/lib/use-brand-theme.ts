import { useContext, useEffect } from 'react';
import { PageHeadContext } from './page-head.ts';
import { getVenueThemeVariables, isHexColour } from './venue-theme.ts';

export interface BrandColours {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
}

/**
 * Themes the page with a venue's branding colours (docs/architecture.md) by setting the index.css
 * variables on <html> through the CSSOM, which the CSP allows (no inline <style>). Until the
 * colours are known, or if one is not a colour, the stylesheet's defaults stay. Unmounting
 * removes them, so the defaults apply again. Rendered on the server, the variables go into the
 * HTML's <html style> instead, so the page paints in the venue's colours before any script runs.
 */
export function useBrandTheme(colours: BrandColours | null | undefined): void {
  const primaryColor = colours?.primaryColor;
  const secondaryColor = colours?.secondaryColor;
  const accentColor = colours?.accentColor;
  const collector = useContext(PageHeadContext);
  if (collector && isHexColour(primaryColor) && isHexColour(secondaryColor) && isHexColour(accentColor)) {
    collector.set({ theme: getVenueThemeVariables({ primaryColor, secondaryColor, accentColor }) });
  }

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
