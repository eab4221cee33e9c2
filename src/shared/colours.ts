/** Colour arithmetic on hex colours like #8B5A6B: the venue's branding, in the app and in e-mails. */

export const WHITE = '#FFFFFF';
export const BLACK = '#000000';
/** WCAG 2.x AA for normal text. */
const TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

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
