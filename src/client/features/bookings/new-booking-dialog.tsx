import { zodResolver } from '@hookform/resolvers/zod';
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
import { toast } from '#client/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#client/lib/api-client.ts';
import { useCreateBooking } from './api.ts';
import { applyFieldErrors } from './apply-field-errors.ts';
import { BookingCoreFields } from './booking-core-fields.tsx';
import { getNewBookingDefaults, newBookingFormSchema } from './booking-form-schemas.ts';

const formFields = ['coupleNames', 'eventDate', 'eventType', 'guestCount', 'email', 'phone', 'notes'] as const;

/** The form mounts with the dialog, so every opening starts from the defaults (spec §4). */
function NewBookingForm({ day, onDone }: { day: Date | null; onDone: () => void }) {
  const createMutation = useCreateBooking();
  const form = useForm({ resolver: zodResolver(newBookingFormSchema), defaultValues: getNewBookingDefaults(day) });

  const onSubmit = form.handleSubmit((values) => {
    createMutation.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Booking created', description: 'New booking has been created successfully.' });
        form.reset(getNewBookingDefaults(day));
        onDone();
      },
      onError: (error) => {
        applyFieldErrors(error, formFields, form.setError);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: getApiErrorMessage(error, 'Failed to create booking'),
        });
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
  day,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** The day clicked on the calendar; null means today. */
  day: Date | null;
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
        <NewBookingForm day={day} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
