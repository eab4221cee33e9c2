import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { centsToDecimal, decimalToCents } from '#shared/payments/payment-schedule.ts';
import type { PaymentProvider } from '#shared/payments/payment-status.ts';
import { refundPaymentSchema, type Payment, type RefundPaymentInput } from '#shared/payments/payments.schemas.ts';
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
import { TextareaField } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { getApiErrorMessage, getApiFieldErrors } from '#client/lib/api-error-messages.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useRefundPayment } from './api.ts';
import { formatCents, formatPaymentAmount, getRefundableCents, getRefundedCents } from './payment-figures.ts';
import type { PaymentDialogProps } from './payment-dialog-props.ts';

type RefundFormOutput = z.output<typeof refundPaymentSchema>;

/** What the refund does with the money, by who moved it (decision 033). */
const refundEffects: Record<PaymentProvider, string> = {
  stripe: 'Refunded through Stripe to the card or bank account it was paid with.',
  manual: 'Record money you gave back yourself: nothing is sent from here.',
  test: 'No money moves: this is a test payment.',
};

function toastRefunded(before: Payment, after: Payment, askedCents: number): void {
  const backCents = getRefundedCents(after) - getRefundedCents(before);
  if (backCents <= 0) {
    // Stripe has the refund but has not finished it (a bank refund takes days).
    toast({
      title: 'Refund on its way',
      description: `Stripe is sending ${formatCents(askedCents)} back to ${before.coupleNames}.`,
    });
    return;
  }
  toast({
    title: 'Payment refunded',
    description:
      after.status === 'refunded'
        ? `${formatPaymentAmount(after.amount)} to ${before.coupleNames} is refunded in full.`
        : `${formatCents(backCents)} of ${formatPaymentAmount(after.amount)} to ${before.coupleNames} is refunded.`,
  });
}

function RefundForm({
  payment,
  onBusy,
  onDone,
}: {
  payment: Payment;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const leftCents = getRefundableCents(payment);
  const form = useForm<RefundPaymentInput, unknown, RefundFormOutput>({
    resolver: zodResolver(refundPaymentSchema),
    defaultValues: { amount: centsToDecimal(leftCents), reason: '' },
  });
  const mutation = useRefundPayment();
  const [refusal, setRefusal] = useState<string>();
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    setRefusal(undefined);
    onBusy(true);
    mutation.mutate(
      { id: payment.id, ...input },
      {
        onSuccess: (refunded) => {
          toastRefunded(payment, refunded, (input.amount && decimalToCents(input.amount)) || leftCents);
          onDone();
        },
        onError: (error) => {
          const fieldErrors = getApiFieldErrors(error);
          if (fieldErrors.amount) form.setError('amount', { message: fieldErrors.amount });
          if (fieldErrors.reason) form.setError('reason', { message: fieldErrors.reason });
          // Stripe's refusal (409) or absence (503) is said here, where the refund was asked for.
          if (!(error instanceof ApiError && error.status === 400)) {
            setRefusal(getApiErrorMessage(error, 'The refund could not be made. Please try again.'));
          }
        },
        onSettled: () => onBusy(false),
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      {payment.provider && <p className="text-sm">{refundEffects[payment.provider]}</p>}
      <TextField
        label="Amount to refund ($)"
        inputMode="decimal"
        autoComplete="off"
        hint={`Up to ${formatCents(leftCents)}. Leave blank to refund all that is left.`}
        error={errors.amount?.message}
        // Blank is no amount, which the server takes as all that is left.
        {...form.register('amount', { setValueAs: (value: string) => value.trim() || undefined })}
      />
      <TextareaField
        label="Reason (optional)"
        className="[&_textarea]:min-h-20"
        maxLength={500}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {refusal && (
        <p role="alert" className="text-destructive flex gap-2 text-sm font-medium">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{refusal}</span>
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? 'Refunding...' : 'Refund'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Refunds a paid payment in full or in part (owners and managers: payments:refund). The dialog
 * stays open with a busy label until the server answers, and cannot be dismissed meanwhile.
 */
export function RefundPaymentDialog({ payment, onClose, onCloseAutoFocus }: PaymentDialogProps) {
  const [isBusy, setBusy] = useState(false);
  const refundedCents = payment ? getRefundedCents(payment) : 0;
  return (
    <Dialog open={payment !== null} onOpenChange={(isOpen) => !isOpen && !isBusy && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Refund Payment</DialogTitle>
          <DialogDescription>
            {payment
              ? `${formatPaymentAmount(payment.amount)} from ${payment.coupleNames}${
                  refundedCents > 0 ? `, of which ${formatCents(refundedCents)} is refunded already` : ''
                }. A refund cannot be undone.`
              : 'A refund cannot be undone.'}
          </DialogDescription>
        </DialogHeader>
        {payment && <RefundForm key={payment.id} payment={payment} onBusy={setBusy} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
