// The bookings feature's public entry: what the app shell and other features use (decision 011).
export { useBookingDialogs, type BookingDetailsExtension } from './booking-dialogs-context.ts';
export { BookingDialogsProvider } from './booking-dialogs-provider.tsx';
export { EventTypeField } from './booking-form-fields.tsx';
export { parseAmount } from './booking-form-schemas.ts';
export { useVenueTimeZone } from './use-venue-time-zone.ts';
export { fromDateTimeLocalValue } from './venue-time.ts';
export { useBookings, useCalendarBookings } from './api.ts';
export { BookingStatusBadge } from './booking-status-badge.tsx';
export { formatMoney } from './booking-format.ts';
