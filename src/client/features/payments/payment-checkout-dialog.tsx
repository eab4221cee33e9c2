import { paymentTypeLabels } from '#shared/payments/payment-status.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { CheckoutPanel } from './checkout-panel.tsx';
import type { PaymentDialogProps } from './payment-dialog-props.ts';

/** The Payment Checkout dialog of spec §2: a card taken over the phone by staff, or Pay Now in the portal (decision 059). */
export function PaymentCheckoutDialog({ payment, onClose, onCloseAutoFocus }: PaymentDialogProps) {
  return (
    <Dialog open={payment !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Payment Checkout</DialogTitle>
          <DialogDescription>
            {payment
              ? `${payment.coupleNames} — ${payment.description ?? paymentTypeLabels[payment.type]}`
              : 'Pay by card'}
          </DialogDescription>
        </DialogHeader>
        {payment && <CheckoutPanel key={payment.id} via={{ kind: 'account', payment }} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
