import { createContext, useContext } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';

/** Which booking dialog is open; one at a time. */
export type BookingDialogState =
  { kind: 'new'; day: Date | null } | { kind: 'details'; booking: Booking } | { kind: 'edit'; booking: Booking } | null;

export interface BookingDialogsApi {
  /** New Booking, on `day` at noon, or today when no day is given. */
  openNewBooking: (day?: Date | null) => void;
  openBookingDetails: (booking: Booking) => void;
  openEditBooking: (booking: Booking) => void;
}

export const BookingDialogsContext = createContext<BookingDialogsApi | null>(null);

/** Opens the booking dialogs from any signed-in page (the header's New Booking button, the calendar). */
export function useBookingDialogs(): BookingDialogsApi {
  const api = useContext(BookingDialogsContext);
  if (!api) throw new Error('useBookingDialogs must be used inside <BookingDialogsProvider>');
  return api;
}
