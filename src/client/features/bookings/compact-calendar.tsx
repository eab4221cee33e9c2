import { useState } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { CompactMonth, type CompactMonthProps } from './compact-month.tsx';
import { DayBookingsDialog } from './day-bookings-dialog.tsx';

/** The phone month and the list of the day tapped in it. */
export function CompactCalendar({
  onOpenBooking,
  onNewBooking,
  isDayFull,
  ...month
}: Omit<CompactMonthProps, 'onOpenDay' | 'selectedKey'> & {
  /** Whether every slot of a day is held: its list then says so instead of offering New Booking. */
  isDayFull?: (dayKey: string) => boolean;
  onOpenBooking: (booking: Booking) => void;
  onNewBooking: (dayKey: string) => void;
}) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [lastKey, setLastKey] = useState<string | null>(null);
  return (
    <>
      <CompactMonth
        {...month}
        selectedKey={lastKey}
        onOpenDay={(key) => {
          setOpenKey(key);
          setLastKey(key);
        }}
      />
      <DayBookingsDialog
        dayKey={openKey}
        // Read on every render, so a booking made, moved or deleted from the list shows at once.
        bookings={openKey ? (month.bookingsByDay.get(openKey) ?? []) : []}
        closure={openKey ? (month.getClosure?.(openKey) ?? null) : null}
        isFull={openKey ? (isDayFull?.(openKey) ?? false) : false}
        timeZone={month.timeZone}
        onClose={() => setOpenKey(null)}
        onOpenBooking={onOpenBooking}
        onNewBooking={onNewBooking}
      />
    </>
  );
}
