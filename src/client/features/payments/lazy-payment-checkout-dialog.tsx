import { lazy, Suspense, useState, type ComponentType } from 'react';
import { toast } from '#client/lib/use-toast.ts';
import type { PaymentDialogProps } from './payment-dialog-props.ts';

function NoDialog() {
  return null;
}

// The card form (and, with Stripe, Elements) loads when a payment is first opened, not with the
// page that offers Pay Now: exported from this feature's index, it must not grow the signed-in shell.
const PaymentCheckoutDialog = lazy(async (): Promise<{ default: ComponentType<PaymentDialogProps> }> => {
  try {
    return { default: (await import('./payment-checkout-dialog.tsx')).PaymentCheckoutDialog };
  } catch {
    toast({
      variant: 'destructive',
      title: 'Error',
      description: 'The payment form could not be loaded. Please reload the page.',
    });
    return { default: NoDialog };
  }
});

/**
 * The Payment Checkout dialog for other features (the client portal's Pay Now): the same
 * checkout as staff take a card with, loaded on first use and kept mounted so it can animate closed.
 */
export function LazyPaymentCheckoutDialog({ payment, onClose }: PaymentDialogProps) {
  const [wasOpened, setWasOpened] = useState(false);
  if (payment !== null && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <PaymentCheckoutDialog payment={payment} onClose={onClose} />
    </Suspense>
  );
}
