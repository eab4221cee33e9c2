import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paymentTypeLabels, paymentTypes } from '#shared/payments/payment-status.ts';
import { editPaymentSchema, type EditPaymentInput, type Payment } from '#shared/payments/payments.schemas.ts';
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
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useUpdatePayment } from './api.ts';
import type { PaymentDialogProps } from './payment-dialog-props.ts';
import { SelectField } from './select-field.tsx';

const formFields = ['amount', 'type', 'description', 'dueDate'] as const;
const typeOptions = paymentTypes.map((type) => ({ value: type, label: paymentTypeLabels[type] }));

/**
 * A pending payment's amount, type, description and due date, checked by the schema the server
 * uses. A new amount ends any open card checkout of the old one (decision 033).
 */
function EditPaymentForm({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const mutation = useUpdatePayment();
  const form = useForm<EditPaymentInput, unknown, z.output<typeof editPaymentSchema>>({
    resolver: zodResolver(editPaymentSchema),
    defaultValues: {
      amount: payment.amount,
      type: payment.type,
      description: payment.description ?? '',
      dueDate: payment.dueDate ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    mutation.mutate(
      { id: payment.id, ...values },
      {
        onSuccess: () => {
          toast({ title: 'Payment updated' });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, formFields, form.setError);
          toastApiError(error, 'Please try again.', 'Failed to update payment');
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-5">
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
        <Button type="button" variant="outline" onClick={onDone} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function EditPaymentDialog({ payment, onClose, onCloseAutoFocus }: PaymentDialogProps) {
  return (
    <Dialog open={payment !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Edit Payment</DialogTitle>
          <DialogDescription>
            {payment ? `${payment.coupleNames}: a payment not yet paid.` : 'A payment not yet paid.'}
          </DialogDescription>
        </DialogHeader>
        {payment && <EditPaymentForm key={payment.id} payment={payment} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
