import { bookingStatuses, getBookingStatusColour, getBookingStatusLabel } from '#shared/bookings/booking-status.ts';

interface StatusClasses {
  /** A booking bar or card: tinted background, coloured left edge, dark text. */
  bar: string;
  /** A status badge. */
  badge: string;
  /** A legend swatch. */
  dot: string;
}

/**
 * The one colour map of the calendar, keyed by the spec's colour names (`getBookingStatusColour`).
 * Full class names, so Tailwind finds them; text shades keep 4.5:1 contrast on their tint.
 */
const colourClasses: Record<string, StatusClasses> = {
  yellow: {
    bar: 'border-yellow-500 bg-yellow-50 text-yellow-900',
    badge: 'border-yellow-200 bg-yellow-100 text-yellow-900',
    dot: 'bg-yellow-400',
  },
  blue: {
    bar: 'border-blue-500 bg-blue-50 text-blue-900',
    badge: 'border-blue-200 bg-blue-100 text-blue-900',
    dot: 'bg-blue-500',
  },
  orange: {
    bar: 'border-orange-500 bg-orange-50 text-orange-900',
    badge: 'border-orange-200 bg-orange-100 text-orange-900',
    dot: 'bg-orange-500',
  },
  purple: {
    bar: 'border-purple-500 bg-purple-50 text-purple-900',
    badge: 'border-purple-200 bg-purple-100 text-purple-900',
    dot: 'bg-purple-500',
  },
  green: {
    bar: 'border-green-500 bg-green-50 text-green-900',
    badge: 'border-green-200 bg-green-100 text-green-900',
    dot: 'bg-green-500',
  },
  emerald: {
    bar: 'border-emerald-600 bg-emerald-50 text-emerald-900',
    badge: 'border-emerald-200 bg-emerald-100 text-emerald-900',
    dot: 'bg-emerald-600',
  },
  red: {
    bar: 'border-red-500 bg-red-50 text-red-900',
    badge: 'border-red-200 bg-red-100 text-red-900',
    dot: 'bg-red-500',
  },
  grey: {
    bar: 'border-gray-400 bg-gray-50 text-gray-900',
    badge: 'border-gray-200 bg-gray-100 text-gray-900',
    dot: 'bg-gray-400',
  },
};

export function getStatusClasses(status: string): StatusClasses {
  return colourClasses[getBookingStatusColour(status)] ?? (colourClasses.grey as StatusClasses);
}

/** The legend: the seven statuses in order, then unknown statuses in grey. */
export const statusLegend = [
  ...bookingStatuses.map((status) => ({
    key: status,
    label: getBookingStatusLabel(status),
    dot: getStatusClasses(status).dot,
  })),
  { key: 'other', label: 'Other', dot: getStatusClasses('other').dot },
];
