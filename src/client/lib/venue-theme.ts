/** The venue's branding theme for the app's CSS variables; the colour arithmetic is shared with e-mails. */
import {
  BLACK,
  darkenForText,
  getReadableForeground,
  getRelativeLuminance,
  mixColours,
  WHITE,
} from '#shared/colours.ts';

export {
  darkenForText,
  getContrastRatio,
  getReadableForeground,
  getRelativeLuminance,
  isHexColour,
  mixColours,
} from '#shared/colours.ts';

/** The success badge's background (Tailwind emerald-50), on which --success-foreground is text. */
const SUCCESS_BADGE_BACKGROUND = '#ECFDF5';
/** The lightest tinted surface secondary text sits on (index.css --muted); white is lighter still. */
const MUTED_SURFACE = '#F6F4F5';

/** 15% darker; a near-black colour cannot darken visibly, so it lightens instead. */
function getHoverColour(colour: string): string {
  return getRelativeLuminance(colour) < 0.02 ? mixColours(colour, WHITE, 0.85) : mixColours(colour, BLACK, 0.85);
}

/** Secondary text (descriptions, dates, captions) in the venue's secondary colour, kept readable. */
export function getSecondaryTextColour(secondaryColor: string): string {
  return darkenForText(secondaryColor, MUTED_SURFACE);
}

/**
 * The CSS variables of index.css that the venue's colours replace. The proportions reproduce
 * the hand-picked defaults from the default brand colours (hover 15% darker, accent a 9% tint).
 */
export function getVenueThemeVariables({
  primaryColor,
  secondaryColor,
  accentColor,
}: {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
}): Record<string, string> {
  const accentTint = mixColours(primaryColor, WHITE, 0.09);
  return {
    '--primary': primaryColor.toUpperCase(),
    '--primary-hover': getHoverColour(primaryColor),
    '--primary-foreground': getReadableForeground(primaryColor),
    '--ring': primaryColor.toUpperCase(),
    '--accent': accentTint,
    '--accent-foreground': darkenForText(mixColours(primaryColor, BLACK, 0.67), accentTint),
    '--muted-foreground': getSecondaryTextColour(secondaryColor),
    '--success': accentColor.toUpperCase(),
    '--success-foreground': darkenForText(accentColor, SUCCESS_BADGE_BACKGROUND),
  };
}
