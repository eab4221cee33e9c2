import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import type { User } from '#shared/auth/auth.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { useResendVerification } from './account-api.ts';

/** The Profile page's account card: who is signed in, and whether their address is verified. */
export function AccountCard({ user }: { user: User }) {
  const headingId = useId();
  const resend = useResendVerification();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle id={headingId} className="text-lg">
          Your account
        </CardTitle>
        <CardDescription>The name and e-mail address you sign in with.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-muted-foreground text-xs font-medium uppercase">Name</dt>
            <dd className="mt-1 font-medium wrap-anywhere">{name || '—'}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground text-xs font-medium uppercase">E-mail</dt>
            <dd className="mt-1 font-medium wrap-anywhere">{user.email}</dd>
          </div>
        </dl>
        {user.emailVerified ? (
          <p className="flex items-start gap-2 text-sm">
            <CircleCheck className="text-success-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>Your e-mail address is verified.</span>
          </p>
        ) : (
          <div className="bg-muted/50 grid gap-3 rounded-lg border p-3 text-sm sm:p-4">
            <p className="flex items-start gap-2">
              <CircleAlert className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                Your e-mail address is not verified yet. Verifying proves it is yours, and lets a venue add your
                bookings to your account without an invitation.
              </span>
            </p>
            {resend.isSuccess ? (
              <p role="status" className="text-muted-foreground wrap-anywhere">
                We sent a new link to {user.email}. It works once, for 7 days.
              </p>
            ) : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => resend.mutate()}
                disabled={resend.isPending}
                aria-busy={resend.isPending}
              >
                {resend.isPending ? 'Sending...' : 'Send a verification link'}
              </Button>
            )}
            {resend.isError && (
              <p role="alert" className="text-destructive">
                {getApiErrorMessage(resend.error, 'The link could not be sent. Please try again.')}
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
