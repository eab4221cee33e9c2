import type { HeatLevel } from '#shared/calendar/heat-map.ts';

export type HeatPalette = 'blue' | 'green';

/**
 * Spec §2: five blue shades for bookings, five green for revenue, grey for nothing. The two
 * darkest carry white text and the lighter ones near-black, each at 4.5:1 or more (WCAG AA):
 * green-600 would give white only 3.3:1, so green steps to 700. Written out in full so
 * Tailwind's scanner finds every class.
 */
export const heatShades: Record<HeatPalette, Record<HeatLevel, string>> = {
  blue: {
    0: 'bg-gray-100 text-gray-700',
    1: 'bg-blue-100 text-blue-950',
    2: 'bg-blue-300 text-blue-950',
    3: 'bg-blue-600 text-white',
    4: 'bg-blue-800 text-white',
  },
  green: {
    0: 'bg-gray-100 text-gray-700',
    1: 'bg-green-100 text-green-950',
    2: 'bg-green-300 text-green-950',
    3: 'bg-green-700 text-white',
    4: 'bg-green-900 text-white',
  },
};
