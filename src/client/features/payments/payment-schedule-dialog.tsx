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
import { ApiError } from '#client/lib/api-client.ts';
import { getApiFieldErrors } from '#client/lib/api-error-messages.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { usePayments, useSavePaymentSchedule } from './api.ts';
import { MilestoneFields } from './milestone-fields.tsx';
import { formatCents, getMoneyInCents } from './payment-figures.ts';
import {
  createScheduleResolver,
  emptyScheduleForm,
  getSplitCents,
  serverFieldToFormPath,
  type ScheduleFormOutput,
  type ScheduleFormValues,
} from './schedule-form-values.ts';
import { SchedulePreview } from './schedule-preview.tsx';

/**
 * The payment schedule of a booking: its total (a booking without one gets it here, saved with
 * the schedule), the deposit as a percent of what is left of the total, any milestones, and the
 * final balance, previewed with the server's own split before Save.
 */
function PaymentScheduleForm({
  booking,
  mode,
  moneyInCents,
  onDone,
}: {
  booking: Booking;
  mode: ScheduleMode;
  /** The money already in, which the schedule does not ask for again (decision 033). */
  moneyInCents: number;
  onDone: () => void;
}) {
  const resolver = useMemo(() => createScheduleResolver(moneyInCents), [moneyInCents]);
  const form = useForm<ScheduleFormValues, unknown, ScheduleFormOutput>({
    resolver,
    defaultValues: { ...emptyScheduleForm, totalAmount: booking.totalAmount ?? '' },
  });
  const values = useWatch({ control: form.control }) as ScheduleFormValues;
  const splitCents = getSplitCents(values, moneyInCents);
  const mutation = useSavePaymentSchedule(booking.id, mode);
  const [conflict, setConflict] = useState<string>();
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ totalAmount, ...schedule }) => {
    setConflict(undefined);
    // The total goes with the schedule only when it is new, to be saved to the booking with it.
    const isNewTotal = decimalToCents(totalAmount ?? '') !== decimalToCents(booking.totalAmount ?? '');
    mutation.mutate(isNewTotal ? { totalAmount, ...schedule } : schedule, {
      onSuccess: (payments) => {
        toast({
          title: mode === 'create' ? 'Payment schedule created' : 'Payment schedule replaced',
          description: `${payments.length} payments for ${booking.coupleNames}, adding up to ${formatCents(splitCents)}.`,
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
      <TextField
        label="Booking total ($)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        className="sm:max-w-64"
        hint={booking.totalAmount ? undefined : 'Saved to the booking with the schedule'}
        error={errors.totalAmount?.message}
        {...form.register('totalAmount')}
      />
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
        splitCents={Math.max(splitCents, 0)}
        splitLabel={moneyInCents > 0 ? 'Left to pay' : 'Booking total'}
        values={values}
        error={conflict ?? errors.root?.schedule?.message}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : mode === 'create' ? 'Save Schedule' : 'Replace Schedule'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A first schedule, or one in place of the booking's unpaid schedule (its payments are deleted). */
export type ScheduleMode = 'create' | 'replace';

export interface PaymentScheduleDialogProps {
  booking: Booking;
  mode: ScheduleMode;
  open: boolean;
  onClose: () => void;
}

/** What the dialog says of the booking's money, and whether there is anything left to split. */
function describeSchedule(
  booking: Booking,
  mode: ScheduleMode,
  totalCents: number | null,
  moneyInCents: number | undefined,
  isError: boolean,
): string {
  if (isError) return `${booking.coupleNames}: the booking's payments could not be read. Please try again.`;
  if (moneyInCents === undefined) return `${booking.coupleNames}: reading the booking's payments...`;
  const replacing = mode === 'replace' ? ' It replaces the unpaid schedule, whose payments are deleted.' : '';
  if (!totalCents) {
    return `${booking.coupleNames}: enter the booking's total, then split it into a deposit, any milestones and the final balance.${replacing}`;
  }
  const total = formatCents(totalCents);
  if (moneyInCents >= totalCents) {
    return `${booking.coupleNames}: ${formatCents(moneyInCents)} of the ${total} total is paid; enter a larger total to schedule more.`;
  }
  if (moneyInCents > 0) {
    const left = formatCents(totalCents - moneyInCents);
    return `${formatCents(moneyInCents)} of the ${total} total is already paid; this schedule splits the ${left} left.${replacing}`;
  }
  return `${booking.coupleNames}: ${total} split into a deposit, any milestones and the final balance.${replacing}`;
}

export function PaymentScheduleDialog({ booking, mode, open, onClose }: PaymentScheduleDialogProps) {
  const totalCents = booking.totalAmount ? decimalToCents(booking.totalAmount) : null;
  // The same query as the booking's payments section: this booking's, filtered by the server.
  const paymentsQuery = usePayments({ bookingId: booking.id });
  const moneyInCents = paymentsQuery.data ? getMoneyInCents(paymentsQuery.data) : undefined;
  const isError = paymentsQuery.isError && !paymentsQuery.data;
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{mode === 'create' ? 'Payment Schedule' : 'Replace Payment Schedule'}</DialogTitle>
          <DialogDescription>{describeSchedule(booking, mode, totalCents, moneyInCents, isError)}</DialogDescription>
        </DialogHeader>
        {moneyInCents !== undefined && (
          <PaymentScheduleForm booking={booking} mode={mode} moneyInCents={moneyInCents} onDone={onClose} />
        )}
        {isError && (
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
