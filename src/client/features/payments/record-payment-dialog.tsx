import { useState } from 'react';
import { offlinePaymentMethods, paymentMethodLabels } from '#shared/payments/payment-status.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useUpdatePayment } from './api.ts';
import { formatPaymentAmount } from './payment-figures.ts';
import { SelectField } from './select-field.tsx';
import type { PaymentDialogProps } from './payment-dialog-props.ts';

type OfflineMethod = (typeof offlinePaymentMethods)[number];

const methodOptions = offlinePaymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] }));

function isOfflineMethod(value: string): value is OfflineMethod {
  return (offlinePaymentMethods as readonly string[]).includes(value);
}

/** Marks a pending payment paid by cash, check or bank transfer (PATCH with status 'paid' and the method). */
function RecordPaymentForm({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const [method, setMethod] = useState<OfflineMethod | ''>('');
  const [error, setError] = useState<string>();
  const mutation = useUpdatePayment();

  function record() {
    if (!method) {
      setError('Choose cash, check or bank transfer');
      return;
    }
    mutation.mutate(
      { id: payment.id, status: 'paid', method },
      {
        onSuccess: () => {
          toast({
            title: 'Payment recorded',
            description: `${formatPaymentAmount(payment.amount)} from ${payment.coupleNames}, paid by ${paymentMethodLabels[method].toLowerCase()}.`,
          });
          onDone();
        },
        onError: (failure) => toastApiError(failure, 'Please try again.', 'Failed to record payment'),
      },
    );
  }

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        record();
      }}
    >
      <SelectField
        label="Paid by"
        value={method}
        options={methodOptions}
        placeholder="Choose how it was paid"
        onChange={(value) => {
          if (isOfflineMethod(value)) setMethod(value);
          setError(undefined);
        }}
        error={error}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Mark as Paid'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function RecordPaymentDialog({ payment, onClose, onCloseAutoFocus }: PaymentDialogProps) {
  return (
    <Dialog open={payment !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Record Payment</DialogTitle>
          <DialogDescription>
            {payment
              ? `${formatPaymentAmount(payment.amount)} from ${payment.coupleNames}, received outside the app.`
              : 'A payment received outside the app.'}
          </DialogDescription>
        </DialogHeader>
        {payment && <RecordPaymentForm key={payment.id} payment={payment} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
