import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle, RotateCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import type { PaymentIntent } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { getCheckoutKey, refreshAfterPayment, useStartCheckout, type CheckoutVia } from './api.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import { CheckoutI18n, getStripeLocale, useCheckoutT } from './checkout-i18n.tsx';
import { toastPaymentFailed, toastPaymentProcessing, toastPaymentSucceeded } from './checkout-outcome.ts';
import type { StripeCheckoutProps, StripeOutcome } from './stripe-checkout.tsx';
import { TestCardForm } from './test-card-form.tsx';

function StripeUnavailable() {
  const { t } = useCheckoutT();
  return <CheckoutUnavailable detail={t('checkout.cardFormNotLoaded')} />;
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
  const { t } = useCheckoutT();
  return (
    <div role="alert" className="border-destructive/30 flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex gap-3">
        <CircleAlert className="text-destructive mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium">{t('checkout.unavailable')}</p>
          {detail && <p className="text-muted-foreground text-sm break-words">{detail}</p>}
        </div>
      </div>
      {onRetry && (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('checkout.tryAgain')}
        </Button>
      )}
    </div>
  );
}

function Preparing() {
  const { t } = useCheckoutT();
  return (
    <div role="status" className="text-muted-foreground flex items-center gap-3 py-6 text-sm">
      <LoaderCircle className="text-primary size-5 animate-spin" aria-hidden="true" />
      {t('checkout.preparing')}
    </div>
  );
}

/** The card form of whichever processor the server made the intent with. */
function CheckoutForm({
  via,
  intent,
  onPaid,
  onAttemptUsed,
}: {
  via: CheckoutVia;
  intent: PaymentIntent;
  onPaid: (outcome: StripeOutcome) => void;
  onAttemptUsed: () => void;
}) {
  const queryClient = useQueryClient();
  const { t, locale, language } = useCheckoutT();
  const payLabel = t('checkout.pay', { amount: formatMoney(intent.amount, locale) });

  if (intent.provider === 'test') {
    return (
      <TestCardForm
        via={via}
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
        locale={getStripeLocale(language)}
        payLabel={payLabel}
        processingLabel={t('checkout.processing')}
        failedLabel={t('checkout.toast.notCompleted')}
        onPaid={(outcome) => {
          // Stripe tells the server by webhook; read the payments again for the new status.
          void refreshAfterPayment(queryClient);
          onPaid(outcome);
        }}
        onFailed={(message) => toastPaymentFailed(message, t)}
      />
    </Suspense>
  );
}

/**
 * Opens the payment's checkout once, when the dialog opens (a POST, so not a query that would
 * run again on every mount or refocus). React's StrictMode runs effects twice in development;
 * the ref keeps that to one request, and the server would answer the same checkout anyway.
 */
function useCheckoutFor(via: CheckoutVia) {
  const checkout = useStartCheckout();
  const { mutate } = checkout;
  const startedFor = useRef<string | null>(null);
  const key = getCheckoutKey(via);
  useEffect(() => {
    if (startedFor.current === key) return;
    startedFor.current = key;
    mutate(via);
  }, [key, via, mutate]);
  return { ...checkout, restart: () => mutate(via) };
}

interface CheckoutPanelProps {
  via: CheckoutVia;
  onDone: () => void;
  /** False where the page already states the amount (the pay page); the pay button still names it. */
  showAmount?: boolean;
}

/**
 * The amount the server will charge and the card form of its processor, for a payment of the
 * signed-in user's or a pay link's; `onDone` follows a payment that went through. It speaks the
 * language of the page it is on (docs/decisions/071).
 */
export function CheckoutPanel(props: CheckoutPanelProps) {
  return (
    <CheckoutI18n>
      <CheckoutPanelContent {...props} />
    </CheckoutI18n>
  );
}

function CheckoutPanelContent({ via, onDone, showAmount = true }: CheckoutPanelProps) {
  const { t, locale } = useCheckoutT();
  const checkout = useCheckoutFor(via);
  const intent = checkout.data;

  if (checkout.isError) {
    return (
      <CheckoutUnavailable
        detail={getApiErrorMessage(checkout.error, t('checkout.pleaseTryAgain'))}
        onRetry={checkout.restart}
      />
    );
  }
  if (!intent) return <Preparing />;
  return (
    <>
      {showAmount && (
        <div className="bg-muted/50 flex items-baseline justify-between gap-3 rounded-lg px-4 py-3">
          <span className="text-muted-foreground text-sm">{t('checkout.amountDue')}</span>
          <span className="text-2xl font-bold tabular-nums" data-testid="checkout-amount">
            {formatMoney(intent.amount, locale)}
          </span>
        </div>
      )}
      <CheckoutForm
        via={via}
        intent={intent}
        onAttemptUsed={checkout.restart}
        onPaid={(outcome) => {
          if (outcome === 'processing') toastPaymentProcessing(t);
          else toastPaymentSucceeded(t);
          onDone();
        }}
      />
    </>
  );
}
