/**
 * A venue day's slots (settings, availability: max bookings per day). Every booking but a
 * cancelled one holds one, as the partial unique index on (venue, local day, slot) counts them;
 * a day whose slots are all held takes no more. The server's availability answer and the
 * calendar's day list both ask these.
 */
export function holdsDaySlot(status: string): boolean {
  return status !== 'cancelled';
}

export function isDayFull(heldSlots: number, maxBookingsPerDay: number): boolean {
  return heldSlots >= maxBookingsPerDay;
}
