import type { MouseEvent } from 'react';
import { paymentTypeLabels } from '#shared/payments/payment-status.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useDeletePayment } from './api.ts';
import type { PaymentDialogProps } from './payment-dialog-props.ts';
import { formatPaymentAmount } from './payment-figures.ts';

/**
 * Asks before deleting an unpaid payment. The server refuses one paid meanwhile, or being paid by
 * card at that moment, and the toast says so.
 */
export function DeletePaymentDialog({ payment, onClose, onCloseAutoFocus }: PaymentDialogProps) {
  const mutation = useDeletePayment();
  const isBusy = mutation.isPending;

  async function confirm(event: MouseEvent) {
    event.preventDefault();
    if (!payment) return;
    try {
      await mutation.mutateAsync(payment.id);
      toast({ title: 'Payment deleted' });
    } catch (error) {
      toastApiError(error, 'Please try again.', 'Failed to delete payment');
    }
    onClose();
  }

  return (
    <AlertDialog open={payment !== null} onOpenChange={(open) => !open && !isBusy && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete payment?</AlertDialogTitle>
          <AlertDialogDescription>
            {payment
              ? `The ${paymentTypeLabels[payment.type].toLowerCase()} of ${formatPaymentAmount(payment.amount)} from ${payment.coupleNames} will no longer be asked for. This cannot be undone.`
              : 'This cannot be undone.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isBusy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={(event) => void confirm(event)}
          >
            {isBusy ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
