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
import { useCreatePaymentSchedule, usePayments } from './api.ts';
import { MilestoneFields } from './milestone-fields.tsx';
import { formatCents, getMoneyInCents } from './payment-figures.ts';
import {
  createScheduleResolver,
  emptyScheduleForm,
  serverFieldToFormPath,
  type ScheduleFormOutput,
  type ScheduleFormValues,
} from './schedule-form-values.ts';
import { SchedulePreview } from './schedule-preview.tsx';

/**
 * The payment schedule of a booking: the deposit as a percent of what is left of the total, any
 * milestones, and the final balance, previewed with the server's own split before Save.
 */
function PaymentScheduleForm({
  booking,
  leftCents,
  hasMoneyIn,
  onDone,
}: {
  booking: Booking;
  /** The total less the money already in: what the server splits (decision 033). */
  leftCents: number;
  hasMoneyIn: boolean;
  onDone: () => void;
}) {
  const resolver = useMemo(() => createScheduleResolver(leftCents), [leftCents]);
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
          description: `${payments.length} payments for ${booking.coupleNames}, adding up to ${formatCents(leftCents)}.`,
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
      <SchedulePreview
        splitCents={leftCents}
        splitLabel={hasMoneyIn ? 'Left to pay' : 'Booking total'}
        values={values}
        error={conflict ?? errors.root?.schedule?.message}
      />
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

/** What the dialog says of the booking's money, and whether there is anything left to split. */
function describeSchedule(
  booking: Booking,
  totalCents: number | null,
  moneyInCents: number | undefined,
  isError: boolean,
): string {
  if (!totalCents) return `${booking.coupleNames}: the booking needs a total amount first.`;
  if (isError) return `${booking.coupleNames}: the booking's payments could not be read. Please try again.`;
  if (moneyInCents === undefined) return `${booking.coupleNames}: reading the booking's payments...`;
  const total = formatCents(totalCents);
  if (moneyInCents >= totalCents) {
    return `${booking.coupleNames}: nothing is left to schedule; ${formatCents(moneyInCents)} of the ${total} total is paid.`;
  }
  if (moneyInCents > 0) {
    const left = formatCents(totalCents - moneyInCents);
    return `${formatCents(moneyInCents)} of the ${total} total is already paid; this schedule splits the ${left} left.`;
  }
  return `${booking.coupleNames}: ${total} split into a deposit, any milestones and the final balance.`;
}

export function PaymentScheduleDialog({ booking, open, onClose }: PaymentScheduleDialogProps) {
  const totalCents = booking.totalAmount ? decimalToCents(booking.totalAmount) : null;
  // The same query as the booking's payments section: this booking's, filtered by the server.
  const paymentsQuery = usePayments({ bookingId: booking.id });
  const moneyInCents = paymentsQuery.data ? getMoneyInCents(paymentsQuery.data) : undefined;
  const leftCents = totalCents && moneyInCents !== undefined ? totalCents - moneyInCents : 0;
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Payment Schedule</DialogTitle>
          <DialogDescription>
            {describeSchedule(booking, totalCents, moneyInCents, paymentsQuery.isError && !paymentsQuery.data)}
          </DialogDescription>
        </DialogHeader>
        {leftCents > 0 && (
          <PaymentScheduleForm
            booking={booking}
            leftCents={leftCents}
            hasMoneyIn={moneyInCents !== undefined && moneyInCents > 0}
            onDone={onClose}
          />
        )}
        {leftCents <= 0 && (paymentsQuery.data || paymentsQuery.isError || !totalCents) && (
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
