import { describe, expect, it } from 'vitest';
import {
  darkenForText,
  getContrastRatio,
  getReadableForeground,
  getVenueThemeVariables,
  mixColours,
} from './venue-theme.ts';

describe('getContrastRatio (WCAG 2.x)', () => {
  it('is 21 for black on white, 1 for a colour on itself, and symmetric', () => {
    expect(getContrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(getContrastRatio('#8B5A6B', '#8b5a6b')).toBeCloseTo(1, 5);
    expect(getContrastRatio('#FFFFFF', '#767676')).toBeCloseTo(getContrastRatio('#767676', '#FFFFFF'), 10);
  });

  it('puts #767676 just above 4.5:1 on white, the usual AA reference grey', () => {
    expect(getContrastRatio('#767676', '#FFFFFF')).toBeGreaterThan(4.5);
    expect(getContrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });
});

describe('getReadableForeground', () => {
  it('chooses white on dark colours and black on light ones', () => {
    expect(getReadableForeground('#8B5A6B')).toBe('#FFFFFF');
    expect(getReadableForeground('#1E3A8A')).toBe('#FFFFFF');
    expect(getReadableForeground('#F5E050')).toBe('#000000');
    expect(getReadableForeground('#10B981')).toBe('#000000');
  });

  it('chooses whichever contrasts more, near the crossover too', () => {
    for (const colour of ['#777777', '#808080', '#8A8A8A', '#FF0000', '#00A0FF']) {
      const chosen = getReadableForeground(colour);
      const other = chosen === '#FFFFFF' ? '#000000' : '#FFFFFF';
      expect(getContrastRatio(colour, chosen)).toBeGreaterThanOrEqual(getContrastRatio(colour, other));
    }
  });
});

describe('mixColours and darkenForText', () => {
  it('mixes channel by channel', () => {
    expect(mixColours('#FFFFFF', '#000000', 0.5)).toBe('#808080');
    expect(mixColours('#8B5A6B', '#000000', 1)).toBe('#8B5A6B');
  });

  it('darkens a light colour until text in it reaches 4.5:1', () => {
    const shade = darkenForText('#10B981', '#FFFFFF');
    expect(getContrastRatio(shade, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(darkenForText('#1E3A8A', '#FFFFFF')).toBe('#1E3A8A');
  });
});

describe('getVenueThemeVariables', () => {
  it('reproduces the stylesheet defaults closely for the default brand colours', () => {
    const theme = getVenueThemeVariables({
      primaryColor: '#8b5a6b',
      secondaryColor: '#6b7280',
      accentColor: '#10b981',
    });
    expect(theme['--primary']).toBe('#8B5A6B');
    expect(theme['--ring']).toBe('#8B5A6B');
    expect(theme['--primary-foreground']).toBe('#FFFFFF');
    expect(theme['--success']).toBe('#10B981');
    expect(getContrastRatio(theme['--primary-hover']!, '#774A5A')).toBeLessThan(1.1);
    expect(getContrastRatio(theme['--accent']!, '#F5EEF1')).toBeLessThan(1.05);
    // Secondary text: the stylesheet's #6B7280, a shade darker so it also reads on the muted surface.
    expect(getContrastRatio(theme['--muted-foreground']!, '#6B7280')).toBeLessThan(1.1);
  });

  it('keeps every text colour readable, whatever the venue chose', () => {
    for (const [primaryColor, secondaryColor, accentColor] of [
      ['#F5E050', '#D1D5DB', '#A3E635'],
      ['#000000', '#FFFFFF', '#FFFFFF'],
      ['#FFFFFF', '#FDE68A', '#FDE68A'],
      ['#2563EB', '#1E3A8A', '#DC2626'],
    ] as const) {
      const theme = getVenueThemeVariables({ primaryColor, secondaryColor, accentColor });
      expect(getContrastRatio(theme['--primary']!, theme['--primary-foreground']!)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(theme['--accent']!, theme['--accent-foreground']!)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio('#ECFDF5', theme['--success-foreground']!)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(theme['--primary-hover']!, theme['--primary']!)).toBeGreaterThan(1);
      for (const surface of ['#FFFFFF', '#FBF9FA', '#F6F4F5']) {
        expect(getContrastRatio(theme['--muted-foreground']!, surface)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('draws secondary text in the secondary colour when it is already readable', () => {
    expect(
      getVenueThemeVariables({ primaryColor: '#8B5A6B', secondaryColor: '#1E3A8A', accentColor: '#10B981' }),
    ).toMatchObject({
      '--muted-foreground': '#1E3A8A',
    });
  });
});
