/** Colour arithmetic for the venue's branding theme; hex colours like #8B5A6B. */

type Rgb = [number, number, number];

const WHITE = '#FFFFFF';
const BLACK = '#000000';
/** The success badge's background (Tailwind emerald-50), on which --success-foreground is text. */
const SUCCESS_BADGE_BACKGROUND = '#ECFDF5';
/** The lightest tinted surface secondary text sits on (index.css --muted); white is lighter still. */
const MUTED_SURFACE = '#F6F4F5';
/** WCAG 2.x AA for normal text. */
const TEXT_CONTRAST = 4.5;

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value.trim());
}

/** `weight` of `colour` and the rest of `other`, channel by channel. */
export function mixColours(colour: string, other: string, weight: number): string {
  const a = parseHex(colour);
  const b = parseHex(other);
  return toHex([0, 1, 2].map((i) => a[i]! * weight + b[i]! * (1 - weight)) as Rgb);
}

/** WCAG 2.x relative luminance (sRGB). */
export function getRelativeLuminance(colour: string): number {
  const [r, g, b] = parseHex(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, from 1 (none) to 21 (black on white). */
export function getContrastRatio(a: string, b: string): number {
  const [light, dark] = [getRelativeLuminance(a), getRelativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever contrasts more with the background. */
export function getReadableForeground(background: string): string {
  return getContrastRatio(background, WHITE) >= getContrastRatio(background, BLACK) ? WHITE : BLACK;
}

/** The colour, darkened step by step until text in it reaches `ratio` against `background`. */
export function darkenForText(colour: string, background: string, ratio = TEXT_CONTRAST): string {
  let shade = colour;
  // Twenty 5% steps end at black, which reaches 4.5:1 on any background lighter than #767676.
  for (let step = 1; step <= 20 && getContrastRatio(shade, background) < ratio; step += 1) {
    shade = mixColours(colour, BLACK, 1 - step * 0.05);
  }
  return shade;
}

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
