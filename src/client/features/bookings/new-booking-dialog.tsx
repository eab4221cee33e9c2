import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { useCreateBooking } from './api.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { BookingCoreFields } from './booking-core-fields.tsx';
import { getNewBookingDefaults, getNewBookingFormSchema } from './booking-form-schemas.ts';
import { useVenueTimeZone } from './use-venue-time-zone.ts';

const formFields = ['coupleNames', 'eventDate', 'eventType', 'guestCount', 'email', 'phone', 'notes'] as const;

/**
 * The form mounts with the dialog, so every opening starts from the defaults (spec §4). The date
 * field shows, and is read as, the venue's wall time.
 */
function NewBookingForm({ dayKey, onDone }: { dayKey: string | null; onDone: () => void }) {
  const timeZone = useVenueTimeZone();
  const createMutation = useCreateBooking();
  const schema = useMemo(() => getNewBookingFormSchema(timeZone), [timeZone]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: getNewBookingDefaults(dayKey, timeZone) });

  const onSubmit = form.handleSubmit((values) => {
    createMutation.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Booking created', description: 'New booking has been created successfully.' });
        form.reset(getNewBookingDefaults(dayKey, timeZone));
        onDone();
      },
      onError: (error) => {
        applyFieldErrors(error, formFields, form.setError);
        toastApiError(error, 'Failed to create booking');
      },
    });
  });

  const isBusy = createMutation.isPending;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
        <BookingCoreFields minGuests={0} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? 'Creating...' : 'Create Booking'}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

export function NewBookingDialog({
  open,
  dayKey,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** The venue day clicked on the calendar (`yyyy-MM-dd`); null means today at the venue. */
  dayKey: string | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>New Booking</DialogTitle>
          <DialogDescription>Add an event to the calendar. It starts as an inquiry.</DialogDescription>
        </DialogHeader>
        <NewBookingForm dayKey={dayKey} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
