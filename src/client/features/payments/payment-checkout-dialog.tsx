import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle, RotateCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { paymentTypeLabels } from '#shared/payments/payment-status.ts';
import type { Payment, PaymentIntent } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { getApiErrorMessage } from '#client/lib/api-client.ts';
import { refreshAfterPayment, useStartCheckout } from './api.ts';
import { toastPaymentFailed, toastPaymentProcessing, toastPaymentSucceeded } from './checkout-outcome.ts';
import { formatPaymentAmount } from './payment-figures.ts';
import type { StripeCheckoutProps, StripeOutcome } from './stripe-checkout.tsx';
import { TestCardForm } from './test-card-form.tsx';
import type { PaymentDialogProps } from './payment-dialog-props.ts';

function StripeUnavailable() {
  return <CheckoutUnavailable detail="The card form could not be loaded. Please reload the page." />;
}

// Stripe Elements load only for an intent made with Stripe (test mode never loads Stripe.js);
// a chunk that cannot load must not blank the page.
const StripeCheckout = lazy(async (): Promise<{ default: ComponentType<StripeCheckoutProps> }> => {
  try {
    return { default: (await import('./stripe-checkout.tsx')).StripeCheckout };
  } catch {
    return { default: StripeUnavailable };
  }
});

/** Spec §8: the intent failed, so there is no form; the reason, and a way to try again. */
function CheckoutUnavailable({ detail, onRetry }: { detail?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="border-destructive/30 flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex gap-3">
        <CircleAlert className="text-destructive mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium">Unable to load payment form</p>
          {detail && <p className="text-muted-foreground text-sm break-words">{detail}</p>}
        </div>
      </div>
      {onRetry && (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      )}
    </div>
  );
}

function Preparing() {
  return (
    <div role="status" className="text-muted-foreground flex items-center gap-3 py-6 text-sm">
      <LoaderCircle className="text-primary size-5 animate-spin" aria-hidden="true" />
      Preparing the payment form...
    </div>
  );
}

/** The card form of whichever processor the server made the intent with. */
function CheckoutForm({
  payment,
  intent,
  onPaid,
  onAttemptUsed,
}: {
  payment: Payment;
  intent: PaymentIntent;
  onPaid: (outcome: StripeOutcome) => void;
  onAttemptUsed: () => void;
}) {
  const queryClient = useQueryClient();
  const payLabel = `Pay ${formatPaymentAmount(intent.amount)}`;

  if (intent.provider === 'test') {
    return (
      <TestCardForm
        paymentId={payment.id}
        clientSecret={intent.clientSecret}
        payLabel={payLabel}
        onPaid={() => onPaid('succeeded')}
        onAttemptUsed={onAttemptUsed}
      />
    );
  }
  return (
    <Suspense fallback={<Preparing />}>
      <StripeCheckout
        publishableKey={intent.publishableKey}
        stripeAccount={intent.stripeAccount}
        clientSecret={intent.clientSecret}
        payLabel={payLabel}
        onPaid={(outcome) => {
          // Stripe tells the server by webhook; read the payments again for the new status.
          void refreshAfterPayment(queryClient);
          onPaid(outcome);
        }}
        onFailed={toastPaymentFailed}
      />
    </Suspense>
  );
}

/**
 * Opens the payment's checkout once, when the dialog opens (a POST, so not a query that would
 * run again on every mount or refocus). React's StrictMode runs effects twice in development;
 * the ref keeps that to one request, and the server would answer the same checkout anyway.
 */
function useCheckoutFor(payment: Payment) {
  const checkout = useStartCheckout();
  const { mutate } = checkout;
  const startedFor = useRef<number | null>(null);
  useEffect(() => {
    if (startedFor.current === payment.id) return;
    startedFor.current = payment.id;
    mutate(payment);
  }, [payment, mutate]);
  return { ...checkout, restart: () => mutate(payment) };
}

function CheckoutBody({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const checkout = useCheckoutFor(payment);
  const intent = checkout.data;

  if (checkout.isError) {
    return (
      <CheckoutUnavailable
        detail={getApiErrorMessage(checkout.error, 'Please try again.')}
        onRetry={checkout.restart}
      />
    );
  }
  if (!intent) return <Preparing />;
  return (
    <>
      <div className="bg-muted/50 flex items-baseline justify-between gap-3 rounded-lg px-4 py-3">
        <span className="text-muted-foreground text-sm">Amount due</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="checkout-amount">
          {formatPaymentAmount(intent.amount)}
        </span>
      </div>
      <CheckoutForm
        payment={payment}
        intent={intent}
        onAttemptUsed={checkout.restart}
        onPaid={(outcome) => {
          if (outcome === 'processing') toastPaymentProcessing();
          else toastPaymentSucceeded();
          onClose();
        }}
      />
    </>
  );
}

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
        {payment && <CheckoutBody key={payment.id} payment={payment} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
