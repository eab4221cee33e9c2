/** Booking statuses, labels and calendar colours (spec §3). */
export const bookingStatuses = [
  'inquiry',
  'tour_scheduled',
  'contract_sent',
  'booked',
  'deposit_paid',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusLabels = {
  inquiry: 'Inquiry',
  tour_scheduled: 'Tour Scheduled',
  contract_sent: 'Contract Sent',
  booked: 'Booked',
  deposit_paid: 'Deposit Paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const satisfies Record<BookingStatus, string>;

export const bookingStatusColours = {
  inquiry: 'yellow',
  tour_scheduled: 'blue',
  contract_sent: 'orange',
  booked: 'purple',
  deposit_paid: 'green',
  completed: 'emerald',
  cancelled: 'red',
} as const satisfies Record<BookingStatus, string>;

export function getBookingStatusLabel(status: string): string {
  return (bookingStatusLabels as Record<string, string>)[status] ?? status.replaceAll('_', ' ');
}

export function getBookingStatusColour(status: string): string {
  return (bookingStatusColours as Record<string, string>)[status] ?? 'grey';
}

/** Confirmed events: the couple is committed, whether or not the deposit is in yet. */
export const confirmedBookingStatuses = ['booked', 'deposit_paid'] as const satisfies readonly BookingStatus[];

/** Bookings whose total counts as revenue on the dashboard: confirmed or done. */
export const revenueBookingStatuses = [
  'booked',
  'deposit_paid',
  'completed',
] as const satisfies readonly BookingStatus[];
