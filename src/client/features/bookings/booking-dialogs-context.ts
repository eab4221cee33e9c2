import { createContext, useContext, type ComponentType } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';

/**
 * What another feature adds to a booking's details dialog (the payments and their schedule). The
 * app passes it to BookingDialogsProvider, so bookings never imports that feature (decision 011).
 */
export type BookingDetailsExtension = ComponentType<{ booking: Booking }>;

/** Which booking dialog is open; one at a time. */
export type BookingDialogState =
  | { kind: 'new'; dayKey: string | null }
  | { kind: 'details'; booking: Booking }
  /** `fromDetails`: opened from the details, to which saving or cancelling returns. */
  | { kind: 'edit'; booking: Booking; fromDetails: boolean }
  | null;

export interface BookingDialogsApi {
  /**
   * New Booking on a venue day (`yyyy-MM-dd`, from the calendar) at noon venue time, or today at
   * the venue when no day is given. A key, not a Date: a day is the venue's, whatever the browser's zone.
   */
  openNewBooking: (dayKey?: string | null) => void;
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
