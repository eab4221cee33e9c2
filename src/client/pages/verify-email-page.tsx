import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getHomePath, useAuth } from '#client/features/auth/index.ts';
import { verifyEmail } from '#client/features/auth/api.ts';
import { ApiError, getApiErrorMessage } from '#client/lib/api-client.ts';

/**
 * The link e-mailed at sign-up. Verifying is a POST made once when the page opens (a link
 * preview that only GETs the page verifies nothing); it then links the bookings venues made
 * for this address, which appear in the client portal.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { user } = useAuth();
  const verification = useMutation({ mutationFn: verifyEmail });
  const started = useRef(false);
  const { mutate } = verification;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  const next = user ? { href: getHomePath(user), label: 'Go to my account' } : { href: '/login', label: 'Sign in' };

  if (verification.isError) {
    const { error } = verification;
    const isGone = error instanceof ApiError && (error.status === 404 || error.status === 410);
    return (
      <AuthLayout
        title={isGone ? 'Link no longer valid' : 'Could not verify your e-mail'}
        description={
          isGone
            ? 'This verification link has been used or has expired.'
            : getApiErrorMessage(error, 'Something went wrong. Please try again.')
        }
      >
        <div className="grid gap-3">
          {!isGone && (
            <Button type="button" variant="outline" onClick={() => mutate(token)}>
              Try again
            </Button>
          )}
          <Button asChild>
            <Link href={next.href}>{next.label}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (!verification.isSuccess) return <Spinner fullScreen />;
  const linked = verification.data.linkedBookings;
  return (
    <AuthLayout
      title="E-mail verified"
      description={
        linked > 0
          ? `Your e-mail address is verified. ${linked === 1 ? '1 booking is' : `${linked} bookings are`} now in your client portal.`
          : 'Your e-mail address is verified.'
      }
    >
      <Button asChild>
        <Link href={next.href}>{next.label}</Link>
      </Button>
    </AuthLayout>
  );
}
