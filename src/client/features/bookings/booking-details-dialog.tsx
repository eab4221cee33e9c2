import { Pencil } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { useCurrentBooking } from './api.ts';
import { formatEventDateLong, formatEventTime, formatMoney } from './booking-format.ts';
import type { BookingDetailsExtension } from './booking-dialogs-context.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { MoveBookingForm } from './move-booking-form.tsx';
import { useVenueTimeZone } from './use-venue-time-zone.ts';
import { AutomationRunsList } from '#client/features/automations/index.ts';
import { formatInZone } from './venue-time.ts';

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words">{children}</dd>
    </div>
  );
}

const notProvided = <span className="text-muted-foreground">Not provided</span>;

/**
 * Every field of a booking, read-only and as plain text (notes are never rendered as HTML); dates
 * and times are the venue's.
 */
function BookingDetails({ booking }: { booking: Booking }) {
  const timeZone = useVenueTimeZone();
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Detail label="Couple Names" wide>
        <span className="text-base font-semibold">{booking.coupleNames}</span>
      </Detail>
      <Detail label="Event Date">{formatEventDateLong(booking.eventDate, timeZone)}</Detail>
      <Detail label="Time">{formatEventTime(booking.eventDate, timeZone)}</Detail>
      <Detail label="Event Type">{booking.eventType}</Detail>
      <Detail label="Status">
        <BookingStatusBadge status={booking.status} />
      </Detail>
      <Detail label="Guest Count">{booking.guestCount ?? notProvided}</Detail>
      <Detail label="Total Amount">{formatMoney(booking.totalAmount) ?? notProvided}</Detail>
      <Detail label="Email">{booking.email}</Detail>
      <Detail label="Phone">{booking.phone ?? notProvided}</Detail>
      <Detail label="Notes" wide>
        {booking.notes ? <span className="whitespace-pre-wrap">{booking.notes}</span> : notProvided}
      </Detail>
      <Detail label="Created">{formatInZone(booking.createdAt, 'MMMM d, yyyy', timeZone)}</Detail>
    </dl>
  );
}

export function BookingDetailsDialog({
  booking: opened,
  extension: Extension,
  onEdit,
  onClose,
  onCloseAutoFocus,
}: {
  booking: Booking | null;
  /** What other features add below the details (payments), given by the app. */
  extension?: BookingDetailsExtension | undefined;
  onEdit: (booking: Booking) => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const timeZone = useVenueTimeZone();
  const booking = useCurrentBooking(opened);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={booking !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        ref={contentRef}
        className="sm:max-w-xl"
        // The dialog itself, at its top: the first field (Move to date) would open a phone's date
        // picker, and the Close button at the bottom would scroll the title out of view.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          const content = contentRef.current;
          if (!content) return;
          content.focus({ preventScroll: true });
          content.scrollTop = 0;
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Booking Details</DialogTitle>
          <DialogDescription>
            {booking ? `${booking.eventType} for ${booking.coupleNames}` : 'The booking'}
          </DialogDescription>
        </DialogHeader>
        {booking && <BookingDetails booking={booking} />}
        {booking && (
          <MoveBookingForm
            // By id only: a remount while the move settles would drop its toast and the closing.
            key={booking.id}
            booking={booking}
            timeZone={timeZone}
            onMoved={onClose}
          />
        )}
        {booking && Extension && <Extension booking={booking} />}
        {booking && <AutomationRunsList about={{ bookingId: booking.id }} timeZone={timeZone} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          {booking && (
            <Button type="button" onClick={() => onEdit(booking)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
