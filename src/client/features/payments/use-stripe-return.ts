import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { refreshAfterPayment } from './api.ts';
import {
  toastPaymentFailed,
  toastPaymentProcessing,
  toastPaymentSucceeded,
  type CheckoutText,
} from './checkout-outcome.ts';

/**
 * A payment method that leaves the page (a bank's authorisation) comes back to /payments (spec
 * §7's return address), or to /client-portal for a couple, with Stripe's `redirect_status`: say how it went, read the payments
 * again, and take Stripe's parameters out of the address, in the page's language (`t`).
 */
export function useStripeReturn(t: CheckoutText): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const status = searchParams.get('redirect_status');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const intent = searchParams.get('payment_intent');
    if (!status || handled.current === intent) return;
    handled.current = intent;
    if (status === 'succeeded') toastPaymentSucceeded(t);
    else if (status === 'processing') toastPaymentProcessing(t);
    else toastPaymentFailed(t('checkout.toast.returnFailed'), t);
    void refreshAfterPayment(queryClient);
    setSearchParams(
      (params) => {
        for (const name of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [status, searchParams, setSearchParams, queryClient, t]);
}
