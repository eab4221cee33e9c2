import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/**
 * Stripe Elements for the checkout, in its own chunk: it is imported only when the server made
 * the intent with Stripe, and `/pure` fetches Stripe.js only when loadStripe is called, so test
 * mode never loads it.
 */

const stripeByAccount = new Map<string, Promise<Stripe | null>>();

/**
 * One Stripe.js instance per publishable key and account for the page's lifetime, as Stripe
 * advises. A venue's own account takes direct charges, so Stripe.js must be told the account the
 * intent lives on (decision 033); the server's own account needs no option.
 */
function getStripe(publishableKey: string, stripeAccount: string | null): Promise<Stripe | null> {
  const key = `${publishableKey} ${stripeAccount ?? ''}`;
  let stripe = stripeByAccount.get(key);
  if (!stripe) {
    stripe = stripeAccount ? loadStripe(publishableKey, { stripeAccount }) : loadStripe(publishableKey);
    stripeByAccount.set(key, stripe);
  }
  return stripe;
}

/** How a confirmation ended that was not refused: paid, or a bank debit on its way. */
export type StripeOutcome = 'succeeded' | 'processing';

export interface StripeCheckoutProps {
  publishableKey: string;
  stripeAccount: string | null;
  clientSecret: string;
  /** Elements' own labels and errors: 'es-419' on a Spanish page (docs/decisions/071). */
  locale: StripeElementLocale;
  /** The pay button's text, and what it says while paying, in the page's language. */
  payLabel: string;
  processingLabel: string;
  failedLabel: string;
  onPaid: (outcome: StripeOutcome) => void;
  onFailed: (message: string) => void;
}

function StripePaymentForm({
  payLabel,
  processingLabel,
  failedLabel,
  onPaid,
  onFailed,
}: Omit<StripeCheckoutProps, 'publishableKey' | 'stripeAccount' | 'clientSecret' | 'locale'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [isPaying, setPaying] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    // Spec §7: the provider confirms with a return address of /payments; cards finish here
    // without leaving the page, redirect-based methods come back. A couple paying from the
    // portal comes back to the portal: /payments is a staff page they cannot open; one paying
    // by a pay link comes back to its page, which says how it went.
    const { pathname } = window.location;
    const returnPath = pathname.startsWith('/client-portal')
      ? '/client-portal'
      : pathname.startsWith('/pay/')
        ? pathname
        : '/payments';
    // The page's named language comes back with the couple (Stripe adds its own parameters after it).
    const language = new URLSearchParams(window.location.search).get('lang');
    const query = language ? `?lang=${encodeURIComponent(language)}` : '';
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${returnPath}${query}` },
      redirect: 'if_required',
    });
    setPaying(false);
    if (error) onFailed(error.message ?? failedLabel);
    else onPaid(paymentIntent.status === 'processing' ? 'processing' : 'succeeded');
  }

  return (
    <form onSubmit={(event) => void pay(event)} className="grid min-w-0 gap-4">
      <PaymentElement />
      <Button type="submit" disabled={!stripe || !elements || isPaying} aria-busy={isPaying}>
        {isPaying ? processingLabel : payLabel}
      </Button>
    </form>
  );
}

export function StripeCheckout({
  publishableKey,
  stripeAccount,
  clientSecret,
  locale,
  ...formProps
}: StripeCheckoutProps) {
  return (
    <Elements stripe={getStripe(publishableKey, stripeAccount)} options={{ clientSecret, locale }}>
      <StripePaymentForm {...formProps} />
    </Elements>
  );
}
