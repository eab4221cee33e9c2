import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/**
 * Stripe Elements for the checkout, in its own chunk: it is imported only when the server says
 * Stripe is configured, and `/pure` fetches Stripe.js only when loadStripe is called, so test mode
 * never loads it.
 */

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key for the page's lifetime, as Stripe advises. */
function getStripe(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
  onPaid: () => void;
  onFailed: (message: string) => void;
}

function StripePaymentForm({
  payLabel,
  onPaid,
  onFailed,
}: Omit<StripeCheckoutProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [isPaying, setPaying] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    // Spec §7: the provider confirms with a return address of /payments; cards finish here
    // without leaving the page, redirect-based methods come back to /payments.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/payments` },
      redirect: 'if_required',
    });
    setPaying(false);
    if (error) onFailed(error.message ?? 'The payment could not be completed. Please try again.');
    else onPaid();
  }

  return (
    <form onSubmit={(event) => void pay(event)} className="grid min-w-0 gap-4">
      <PaymentElement />
      <Button type="submit" disabled={!stripe || !elements || isPaying} aria-busy={isPaying}>
        {isPaying ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
}

export function StripeCheckout({ publishableKey, clientSecret, ...formProps }: StripeCheckoutProps) {
  return (
    <Elements stripe={getStripe(publishableKey)} options={{ clientSecret }}>
      <StripePaymentForm {...formProps} />
    </Elements>
  );
}
