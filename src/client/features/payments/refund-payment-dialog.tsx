import type { MouseEvent } from 'react';
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
import { useUpdatePayment } from './api.ts';
import { formatPaymentAmount } from './payment-figures.ts';
import type { PaymentDialogProps } from './payment-dialog-props.ts';

/**
 * Asks before refunding a paid payment (owners and managers: payments:refund). The dialog stays
 * open with a busy label until the server answers, and cannot be dismissed meanwhile.
 */
export function RefundPaymentDialog({ payment, onClose, onCloseAutoFocus }: PaymentDialogProps) {
  const mutation = useUpdatePayment();
  const isBusy = mutation.isPending;

  function refund(event: MouseEvent) {
    event.preventDefault();
    if (!payment) return;
    mutation.mutate(
      { id: payment.id, status: 'refunded' },
      {
        onSuccess: () => {
          toast({
            title: 'Payment refunded',
            description: `${formatPaymentAmount(payment.amount)} to ${payment.coupleNames} is marked refunded.`,
          });
          onClose();
        },
        onError: (error) => {
          toastApiError(error, 'Please try again.', 'Failed to refund payment');
          onClose();
        },
      },
    );
  }

  return (
    <AlertDialog open={payment !== null} onOpenChange={(open) => !open && !isBusy && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Refund this payment?</AlertDialogTitle>
          <AlertDialogDescription>
            {payment
              ? `${formatPaymentAmount(payment.amount)} from ${payment.coupleNames} will be marked refunded and no longer counts as revenue. This cannot be undone.`
              : 'The payment will be marked refunded.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isBusy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={refund}
          >
            {isBusy ? 'Refunding...' : 'Refund'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
