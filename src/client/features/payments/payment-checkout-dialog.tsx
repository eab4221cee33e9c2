import { getPaymentName } from '#shared/i18n/payment-name.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { CheckoutI18n, useCheckoutT } from './checkout-i18n.tsx';
import { CheckoutPanel } from './checkout-panel.tsx';
import type { PaymentDialogProps } from './payment-dialog-props.ts';

/** The Payment Checkout dialog of spec §2: a card taken over the phone by staff, or Pay Now in the portal (decision 059). */
export function PaymentCheckoutDialog(props: PaymentDialogProps) {
  return (
    <CheckoutI18n>
      <CheckoutDialog {...props} />
    </CheckoutI18n>
  );
}

/** In the page's language: the portal's for a couple, English for staff (docs/decisions/071). */
function CheckoutDialog({ payment, onClose, onCloseAutoFocus }: PaymentDialogProps) {
  const { t } = useCheckoutT();
  return (
    <Dialog open={payment !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="sm:max-w-md" closeLabel={t('checkout.close')} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('checkout.title')}</DialogTitle>
          <DialogDescription>
            {payment
              ? t('checkout.for', {
                  coupleNames: payment.coupleNames,
                  payment: getPaymentName(payment, { t }).text,
                })
              : t('checkout.payByCard')}
          </DialogDescription>
        </DialogHeader>
        {payment && <CheckoutPanel key={payment.id} via={{ kind: 'account', payment }} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
