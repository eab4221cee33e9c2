import { CreditCard } from 'lucide-react';
import { paymentTypeLabels } from '#shared/payments/payment-status.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatMoney } from '#client/features/bookings/index.ts';

/** The payment's name in the portal: its description, else its type. */
export function getPaymentTitle(payment: Pick<Payment, 'description' | 'type'>): string {
  return payment.description?.trim() || paymentTypeLabels[payment.type];
}

/** Spec §2: Pay Now on a pending payment opens the checkout; its name says which payment it pays. */
export function PayNowButton({ payment, onPay }: { payment: Payment; onPay: (payment: Payment) => void }) {
  return (
    <Button type="button" size="sm" onClick={() => onPay(payment)}>
      <CreditCard aria-hidden="true" />
      Pay Now
      <span className="sr-only">
        : {getPaymentTitle(payment)}, {formatMoney(payment.amount)}
      </span>
    </Button>
  );
}
