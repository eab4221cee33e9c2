import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { bookingStatuses, bookingStatusLabels } from '#shared/bookings/booking-status.ts';
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
import { TextField } from '#client/components/ui/text-field.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { useUpdateBooking } from './api.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { BookingCoreFields } from './booking-core-fields.tsx';
import { SelectField } from './booking-form-fields.tsx';
import { getEditBookingDefaults, getEditBookingFormSchema, parseAmount } from './booking-form-schemas.ts';
import { DeleteBookingButton } from './delete-booking-button.tsx';
import { useVenueTimeZone } from './use-venue-time-zone.ts';

const formFields = [
  'coupleNames',
  'eventDate',
  'eventType',
  'guestCount',
  'email',
  'phone',
  'notes',
  'status',
  'totalAmount',
] as const;

const statusOptions = bookingStatuses.map((status) => ({ value: status, label: bookingStatusLabels[status] }));

/** The stored instant shows, and is saved back, as the venue's wall time. */
function EditBookingForm({ booking, onDone }: { booking: Booking; onDone: (booking: Booking | null) => void }) {
  const timeZone = useVenueTimeZone();
  const updateMutation = useUpdateBooking();
  const schema = useMemo(() => getEditBookingFormSchema(timeZone), [timeZone]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: getEditBookingDefaults(booking, timeZone) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    updateMutation.mutate(
      { id: booking.id, ...values },
      {
        onSuccess: (saved) => {
          toast({ title: 'Booking updated', description: 'Booking has been updated successfully.' });
          onDone(saved);
        },
        onError: (error) => {
          applyFieldErrors(error, formFields, form.setError);
          toastApiError(error, 'Failed to update booking');
        },
      },
    );
  });

  const isBusy = updateMutation.isPending;
  const extraFields = (
    <>
      <SelectField
        control={form.control}
        name="status"
        label="Status"
        options={statusOptions}
        error={errors.status?.message}
      />
      <TextField
        label="Total Amount ($)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        error={errors.totalAmount?.message}
        {...form.register('totalAmount', { setValueAs: parseAmount })}
      />
    </>
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
        <BookingCoreFields minGuests={1} extra={extraFields} />
        <DialogFooter>
          <DeleteBookingButton bookingId={booking.id} onDeleted={() => onDone(null)} />
          <Button type="button" variant="outline" onClick={() => onDone(booking)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

export function EditBookingDialog({
  booking,
  onDone,
  onCloseAutoFocus,
}: {
  /** The booking to edit; null keeps the dialog closed. */
  booking: Booking | null;
  /** Saved (the booking as saved), cancelled or dismissed (as it was), or deleted (null). */
  onDone: (booking: Booking | null) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={booking !== null} onOpenChange={(isOpen) => !isOpen && onDone(booking)}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Edit Booking</DialogTitle>
          <DialogDescription>Change the details, the status or the amount of this booking.</DialogDescription>
        </DialogHeader>
        {booking && <EditBookingForm key={booking.id} booking={booking} onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}
