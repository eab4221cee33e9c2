import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { decimalToCents } from '#shared/payments/payment-schedule.ts';
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
import { ApiError, getApiFieldErrors } from '#client/lib/api-client.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useCreatePaymentSchedule } from './api.ts';
import { MilestoneFields } from './milestone-fields.tsx';
import { formatCents } from './payment-figures.ts';
import {
  createScheduleResolver,
  emptyScheduleForm,
  serverFieldToFormPath,
  type ScheduleFormOutput,
  type ScheduleFormValues,
} from './schedule-form-values.ts';
import { SchedulePreview } from './schedule-preview.tsx';

/**
 * The payment schedule of a booking: the deposit as a percent of the total, any
 * milestones, and the final balance, previewed with the server's own split before Save.
 */
function PaymentScheduleForm({
  booking,
  totalCents,
  onDone,
}: {
  booking: Booking;
  totalCents: number;
  onDone: () => void;
}) {
  const resolver = useMemo(() => createScheduleResolver(totalCents), [totalCents]);
  const form = useForm<ScheduleFormValues, unknown, ScheduleFormOutput>({ resolver, defaultValues: emptyScheduleForm });
  const values = useWatch({ control: form.control }) as ScheduleFormValues;
  const mutation = useCreatePaymentSchedule(booking.id);
  const [conflict, setConflict] = useState<string>();
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    setConflict(undefined);
    mutation.mutate(input, {
      onSuccess: (payments) => {
        toast({
          title: 'Payment schedule created',
          description: `${payments.length} payments for ${booking.coupleNames}, adding up to ${formatCents(totalCents)}.`,
        });
        onDone();
      },
      onError: (error) => {
        for (const [key, message] of Object.entries(getApiFieldErrors(error))) {
          form.setError(serverFieldToFormPath(key), { message });
        }
        // A refusal of the whole schedule is shown where the amounts are; anything else is a toast.
        if (error instanceof ApiError && error.status === 409) setConflict(error.body?.message ?? error.message);
        else toastApiError(error, 'Please try again.', 'Failed to create payment schedule');
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Deposit (%)"
          type="number"
          inputMode="decimal"
          step="any"
          min="0"
          max="100"
          error={errors.depositPercent?.message}
          {...form.register('depositPercent')}
        />
        <TextField
          label="Deposit due date (optional)"
          type="date"
          error={errors.depositDueDate?.message}
          {...form.register('depositDueDate')}
        />
      </div>
      <MilestoneFields control={form.control} register={form.register} errors={errors.milestones} />
      <TextField
        label="Final balance due date"
        type="date"
        className="sm:max-w-64"
        error={errors.finalDueDate?.message}
        {...form.register('finalDueDate')}
      />
      <SchedulePreview totalCents={totalCents} values={values} error={conflict ?? errors.root?.schedule?.message} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Schedule'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export interface PaymentScheduleDialogProps {
  booking: Booking;
  open: boolean;
  onClose: () => void;
}

export function PaymentScheduleDialog({ booking, open, onClose }: PaymentScheduleDialogProps) {
  const totalCents = booking.totalAmount ? decimalToCents(booking.totalAmount) : null;
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Payment Schedule</DialogTitle>
          <DialogDescription>
            {totalCents
              ? `${booking.coupleNames}: ${formatCents(totalCents)} split into a deposit, any milestones and the final balance.`
              : `${booking.coupleNames}: the booking needs a total amount first.`}
          </DialogDescription>
        </DialogHeader>
        {totalCents ? (
          <PaymentScheduleForm booking={booking} totalCents={totalCents} onDone={onClose} />
        ) : (
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
