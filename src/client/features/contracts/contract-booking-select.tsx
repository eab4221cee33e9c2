import { useId, useMemo } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { contractEligibleBookingStatuses } from '#shared/contracts/contract-status.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { useBookings } from '#client/features/bookings/index.ts';
import { formatVenueDay } from '#client/lib/venue-date-format.ts';
import { FormNotice } from './form-notice.tsx';

export const NO_ELIGIBLE_BOOKINGS =
  'No bookings available for contracts. Only bookings with "Booked" or "Deposit Paid" status are eligible.';

/** Spec §4: only booked and deposit_paid bookings may get a contract; the soonest events first. */
function getEligibleBookings(bookings: Booking[]): Booking[] {
  return bookings
    .filter((booking) => (contractEligibleBookingStatuses as readonly string[]).includes(booking.status))
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate));
}

/** The booking a contract is for; choosing one hands it to `onChoose` to pre-fill the form. */
export function ContractBookingSelect({
  value,
  timeZone,
  error,
  onChoose,
}: {
  value: number | undefined;
  timeZone: string;
  error?: string;
  onChoose: (booking: Booking) => void;
}) {
  const id = useId();
  const bookingsQuery = useBookings();
  const eligible = useMemo(() => getEligibleBookings(bookingsQuery.data ?? []), [bookingsQuery.data]);

  if (bookingsQuery.isError) {
    return (
      <FormNotice
        action={
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => void bookingsQuery.refetch()}
          >
            Retry
          </Button>
        }
      >
        Bookings could not be loaded.
      </FormNotice>
    );
  }
  const isLoading = !bookingsQuery.data;
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>Booking</Label>
      <Select
        value={value === undefined ? '' : String(value)}
        onValueChange={(chosen) => {
          const booking = eligible.find((candidate) => String(candidate.id) === chosen);
          if (booking) onChoose(booking);
        }}
        disabled={isLoading || eligible.length === 0}
      >
        <SelectTrigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <SelectValue placeholder={isLoading ? 'Loading bookings...' : 'Choose a booking'} />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {eligible.map((booking) => (
            <SelectItem key={booking.id} value={String(booking.id)}>
              {booking.coupleNames} — {formatVenueDay(booking.eventDate, timeZone)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
      {!isLoading && eligible.length === 0 && <FormNotice>{NO_ELIGIBLE_BOOKINGS}</FormNotice>}
    </div>
  );
}
