import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { can } from '#shared/auth/permissions.ts';
import { useAuth } from '#client/features/auth/index.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useRefreshStripeAccount, useStartStripeOnboarding } from './api.ts';
import { goToStripe } from './go-to-stripe.ts';

/**
 * Stripe's onboarding sends the owner back to `/payments?stripe=return` when they are done, or
 * `?stripe=refresh` when its link expired (decision 033). Once per visit: on return, ask Stripe
 * whether the account can take payments now; on refresh, open a fresh link. Either way the
 * parameter leaves the address, so a reload does not do it again.
 */
export function useStripeOnboardingReturn(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const { user } = useAuth();
  const refresh = useRefreshStripeAccount();
  const onboarding = useStartStripeOnboarding();
  const { mutate: refreshAccount } = refresh;
  const { mutate: startOnboarding } = onboarding;
  const stripe = searchParams.get('stripe');
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (stripe !== 'return' && stripe !== 'refresh')) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        params.delete('stripe');
        return params;
      },
      { replace: true },
    );
    // Only the owner connects; anyone else who follows such a link just sees the page.
    if (!can(user?.role, 'payments:connect')) return;
    if (stripe === 'refresh') {
      startOnboarding(undefined, {
        onSuccess: ({ url }) => goToStripe(url),
        onError: (error) => toastApiError(error, 'Please try again.', 'Stripe could not be reached'),
      });
      return;
    }
    refreshAccount(undefined, {
      onSuccess: (setup) =>
        toast(
          setup.checkout === 'stripe'
            ? { title: 'Stripe connected', description: 'Couples can pay by card and bank account now.' }
            : {
                title: 'Stripe is not ready yet',
                description: 'Stripe needs a few more details before your account can take payments.',
              },
        ),
      onError: (error) => toastApiError(error, 'Please try again.', 'Stripe could not be checked'),
    });
  }, [stripe, user?.role, setSearchParams, refreshAccount, startOnboarding]);
}
