import { CreditCard } from 'lucide-react';
import { paymentTypeLabels } from '#shared/payments/payment-status.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatMoney } from '#client/features/bookings/index.ts';
import { usePortalReadOnly } from './portal-read-only.ts';

/** The payment's name in the portal: its description, else its type. */
export function getPaymentTitle(payment: Pick<Payment, 'description' | 'type'>): string {
  return payment.description?.trim() || paymentTypeLabels[payment.type];
}

/**
 * Spec §2: Pay Now on a pending payment opens the checkout; its name says which payment it pays.
 * A venue without a card processor (`onlinePayment` null) has no checkout: the couple is told to
 * pay the venue directly instead. A pending payment of a cancelled booking offers neither.
 */
export function PayNowButton({
  payment,
  isBookingCancelled = false,
  onPay,
}: {
  payment: Payment;
  isBookingCancelled?: boolean;
  onPay: (payment: Payment) => void;
}) {
  const readOnly = usePortalReadOnly();
  if (payment.status !== 'pending' || isBookingCancelled) return null;
  if (payment.onlinePayment === null) {
    return <span className="text-muted-foreground text-xs font-medium sm:text-sm">Pay the venue directly</span>;
  }
  return (
    <Button type="button" size="sm" onClick={() => onPay(payment)} disabled={readOnly}>
      <CreditCard aria-hidden="true" />
      Pay Now
      <span className="sr-only">
        : {getPaymentTitle(payment)}, {formatMoney(payment.amount)}
      </span>
    </Button>
  );
}
