import { CreditCard } from 'lucide-react';
import { formatMoney } from '#shared/i18n/format.ts';
import { getPaymentName, type PaymentName } from '#shared/i18n/payment-name.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { usePortalT } from './portal-i18n.ts';
import { usePortalReadOnly } from './portal-read-only.ts';

/**
 * The payment's name in the portal, in the page's language: a schedule's name VenueDesk gave it
 * ("Saldo final"), a description the venue wrote as written, else its type (getPaymentName).
 */
export function usePaymentTitle(): (payment: Pick<Payment, 'description' | 'type'>) => PaymentName {
  const { t } = usePortalT();
  return (payment) => getPaymentName(payment, { t });
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
  const { t, locale } = usePortalT();
  const getPaymentTitle = usePaymentTitle();
  if (payment.status !== 'pending' || isBookingCancelled) return null;
  if (payment.onlinePayment === null) {
    return <span className="text-muted-foreground text-xs font-medium sm:text-sm">{t('portal.payVenueDirectly')}</span>;
  }
  return (
    <Button type="button" size="sm" onClick={() => onPay(payment)} disabled={readOnly}>
      <CreditCard aria-hidden="true" />
      {t('portal.payNow')}
      <span className="sr-only">
        :{' '}
        {t('portal.payNow.which', {
          payment: getPaymentTitle(payment).text,
          amount: formatMoney(payment.amount, locale),
        })}
      </span>
    </Button>
  );
}
