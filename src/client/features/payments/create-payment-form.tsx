import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { paymentTypeLabels, paymentTypes } from '#shared/payments/payment-status.ts';
import { createPaymentSchema, type CreatePaymentInput } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useBookings } from '#client/features/bookings/index.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useCreatePayment } from './api.ts';
import { getPaymentBookingOptions } from './payment-booking-options.ts';
import { SelectField } from './select-field.tsx';

type FormOutput = z.output<typeof createPaymentSchema>;

const formFields = ['bookingId', 'amount', 'type', 'description', 'dueDate'] as const;

const emptyForm: CreatePaymentInput = {
  bookingId: undefined as unknown as number,
  amount: '',
  type: 'deposit',
  description: '',
  dueDate: '',
};

const typeOptions = paymentTypes.map((type) => ({ value: type, label: paymentTypeLabels[type] }));

/** Spec §5: booking, amount and type are required; anything missing is one toast, and nothing is sent. */
function isMissingRequired(values: CreatePaymentInput): boolean {
  return typeof values.bookingId !== 'number' || String(values.amount).trim() === '' || !values.type;
}

/**
 * The Create Payment form (spec §2, §5): booking, amount (step 0.01), type (deposit by default),
 * description and due date. The form mounts with the dialog, so closing it resets it.
 */
export function CreatePaymentForm({ timeZone, onDone }: { timeZone: string; onDone: () => void }) {
  const bookingsQuery = useBookings();
  const createMutation = useCreatePayment();
  const form = useForm<CreatePaymentInput, unknown, FormOutput>({
    resolver: zodResolver(createPaymentSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const [search, setSearch] = useState('');
  // When the dialog opened: which events are upcoming does not shift while it is open.
  const [now] = useState(() => Date.now());
  const chosenId = useWatch({ control: form.control, name: 'bookingId' });
  const bookingOptions = useMemo(
    () => getPaymentBookingOptions(bookingsQuery.data ?? [], { search, now, timeZone, chosenId }),
    [bookingsQuery.data, search, now, timeZone, chosenId],
  );

  function onInvalid(_errors: FieldErrors<CreatePaymentInput>) {
    if (isMissingRequired(form.getValues())) {
      toast({
        variant: 'destructive',
        title: 'Missing information',
        description: 'Please fill in all required fields',
      });
    }
  }

  const submit = form.handleSubmit((values) => {
    createMutation.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Payment created' });
        onDone();
      },
      onError: (error) => {
        applyFieldErrors(error, formFields, form.setError);
        toastApiError(error, 'Please try again.', 'Failed to create payment');
      },
    });
  }, onInvalid);

  let bookingPlaceholder = 'Choose a booking';
  if (bookingsQuery.isPending) bookingPlaceholder = 'Loading bookings...';
  else if (bookingsQuery.isError) bookingPlaceholder = 'Bookings could not be loaded';
  else if (bookingOptions.length === 0) bookingPlaceholder = search.trim() ? 'No booking matches' : 'No bookings yet';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-5">
      <TextField
        label="Find a booking"
        type="search"
        autoComplete="off"
        placeholder="Couple or event type"
        hint="Upcoming events first, then past ones; cancelled bookings are not listed."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Controller
        control={form.control}
        name="bookingId"
        render={({ field }) => (
          <SelectField
            label="Booking"
            value={typeof field.value === 'number' ? String(field.value) : ''}
            options={bookingOptions}
            onChange={(value) => field.onChange(Number(value))}
            onBlur={field.onBlur}
            triggerRef={field.ref}
            placeholder={bookingPlaceholder}
            disabled={bookingOptions.length === 0}
            error={errors.bookingId?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Amount ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <SelectField
              label="Type"
              value={field.value}
              options={typeOptions}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              error={errors.type?.message}
            />
          )}
        />
      </div>
      <TextField
        label="Description"
        placeholder="e.g. Deposit to hold the date"
        autoComplete="off"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextField
        label="Due Date"
        type="date"
        className="sm:max-w-56"
        error={errors.dueDate?.message}
        {...form.register('dueDate')}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={createMutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={createMutation.isPending} aria-busy={createMutation.isPending}>
          {createMutation.isPending ? 'Creating...' : 'Create Payment'}
        </Button>
      </DialogFooter>
    </form>
  );
}
