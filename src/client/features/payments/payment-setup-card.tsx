import { CreditCard, FlaskConical, Landmark, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { can } from '#shared/auth/permissions.ts';
import type { PaymentSetup } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { cn } from '#client/lib/utils.ts';
import { usePaymentSetup, useStartStripeOnboarding } from './api.ts';
import { goToStripe } from './go-to-stripe.ts';

interface SetupState {
  icon: LucideIcon;
  tone: string;
  title: string;
  detail?: string;
}

/** How the venue's couples pay online, in the words a venue uses (decision 033). */
function describeSetup(setup: PaymentSetup): SetupState {
  if (setup.checkout === 'stripe') {
    return {
      icon: CreditCard,
      tone: 'bg-green-50 text-green-800',
      title: setup.usesPlatformAccount
        ? 'Card and bank payments go to the server’s Stripe account'
        : 'Card and bank payments go to your Stripe account',
    };
  }
  if (setup.checkout === 'test') {
    return {
      icon: FlaskConical,
      tone: 'bg-amber-50 text-amber-900',
      title: 'Test mode: card payments are simulated and no money moves',
      detail: 'Couples can try Pay Now with the test card 4242 4242 4242 4242.',
    };
  }
  return {
    icon: Landmark,
    tone: 'bg-muted text-muted-foreground',
    title: 'Card payments are off: record payments as they arrive',
    detail: 'Couples see how much is due and pay the venue directly.',
  };
}

/** Connecting is possible here, and whether it was started: the owner can act, others are told who can. */
function getConnectState(setup: PaymentSetup): 'connect' | 'finish' | null {
  if (!setup.canConnectStripe || setup.usesPlatformAccount || setup.checkout === 'stripe') return null;
  return setup.stripeAccount ? 'finish' : 'connect';
}

function ConnectStripe({ state }: { state: 'connect' | 'finish' }) {
  const { user } = useAuth();
  const onboarding = useStartStripeOnboarding();
  if (!can(user?.role, 'payments:connect')) {
    return (
      <p className="text-muted-foreground text-sm">
        {state === 'connect'
          ? 'Ask the venue owner to connect Stripe to take card payments.'
          : 'Ask the venue owner to finish setting up Stripe.'}
      </p>
    );
  }
  const label = state === 'connect' ? 'Connect Stripe' : 'Finish setting up Stripe';
  return (
    <Button
      type="button"
      size="sm"
      className="sm:ml-auto"
      disabled={onboarding.isPending || onboarding.isSuccess}
      aria-busy={onboarding.isPending}
      onClick={() =>
        onboarding.mutate(undefined, {
          // Stripe's own pages collect the venue's details, then send the owner back here.
          onSuccess: ({ url }) => goToStripe(url),
          onError: (error) => toastApiError(error, 'Please try again.', 'Stripe could not be reached'),
        })
      }
    >
      {onboarding.isPending || onboarding.isSuccess ? 'Opening Stripe...' : label}
    </Button>
  );
}

/** A compact line above the payments: how card payments work at this venue, and connecting Stripe. */
export function PaymentSetupCard() {
  const setupQuery = usePaymentSetup();
  const titleId = useId();
  const setup = setupQuery.data;
  if (!setup) {
    // An unreadable setup hides the card: the payments below still work.
    if (setupQuery.isError) return null;
    return <Skeleton className="mb-4 h-16 w-full rounded-xl" aria-hidden="true" />;
  }
  const { icon: Icon, tone, title, detail } = describeSetup(setup);
  const connect = getConnectState(setup);
  const pendingAccount = connect === 'finish' && setup.stripeAccount && !setup.stripeAccount.chargesEnabled;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      data-testid="payment-setup"
      className="mb-4 flex flex-wrap items-center gap-3 p-4"
    >
      {/* Icon and words side by side even on a phone; the button wraps under them there. */}
      <div className="flex min-w-0 flex-1 basis-64 items-start gap-3 sm:items-center">
        <span className={cn('shrink-0 rounded-md p-2', tone)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold break-words">
            {title}
          </h2>
          {detail && <p className="text-muted-foreground text-sm">{detail}</p>}
          {pendingAccount && (
            <p className="text-muted-foreground text-sm">
              Stripe needs a few more details before your account can take payments.
            </p>
          )}
        </div>
      </div>
      {connect && <ConnectStripe state={connect} />}
    </Card>
  );
}
