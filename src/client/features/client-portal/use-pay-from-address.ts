import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import type { Payment } from '#shared/payments/payments.schemas.ts';

/**
 * A payment request's e-mail links here with `?pay={id}` (decision 059): once the payments are
 * read, that payment's checkout opens if it can still be paid online, and `pay` leaves the address
 * so a reload or the back button does not open it again.
 */
export function usePayFromAddress(payments: Payment[] | undefined, openCheckout: (payment: Payment) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('pay');
  const handled = useRef(false);

  useEffect(() => {
    if (!requested || !payments || handled.current) return;
    handled.current = true;
    const payment = payments.find((candidate) => String(candidate.id) === requested);
    if (payment?.status === 'pending' && payment.onlinePayment !== null) openCheckout(payment);
    setSearchParams(
      (params) => {
        params.delete('pay');
        return params;
      },
      { replace: true },
    );
  }, [requested, payments, openCheckout, setSearchParams]);
}
