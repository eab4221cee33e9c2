import { Link, useParams } from 'wouter';
import { roleLabels } from '#shared/auth/roles.ts';
import type { InvitationPreview } from '#shared/team/team.schemas.ts';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useInvitationPreview } from '#client/features/team/api.ts';
import { AcceptInviteForm } from '#client/features/team/accept-invite-form.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';

/**
 * What the page says: a team member joins the venue's team; a couple joins the venue's client
 * portal, where they see their booking, pay and sign.
 */
function getInvitationTexts({ venueName, role, hasAccount }: InvitationPreview) {
  if (role === 'client') {
    return {
      title: `Join ${venueName}'s client portal`,
      description: hasAccount
        ? 'Enter your password to add this booking to your account.'
        : 'Create your account to see your booking, pay and sign online.',
    };
  }
  return {
    title: `Join ${venueName} as ${roleLabels[role]}`,
    description: hasAccount
      ? 'Enter your password to add this venue to your account.'
      : 'Create your account to join the team on VenueDesk.',
  };
}

/**
 * Where an invited team member or client joins a venue: a new account, or an existing one's
 * password. The page wears the inviting venue's brand and leads back to the venue (decision 043).
 */
export function AcceptInvitePage() {
  const { token = '' } = useParams<{ token: string }>();
  const { data: preview, error, isPending, refetch } = useInvitationPreview(token);

  if (isPending) return <Spinner fullScreen />;

  if (error) {
    // Used, revoked, expired (410) or never issued (404) read the same on the page.
    const isGone = error instanceof ApiError && (error.status === 404 || error.status === 410);
    return (
      <AuthLayout
        title={isGone ? 'Invitation not found' : 'Could not load invitation'}
        description={
          isGone
            ? 'This invitation is no longer valid'
            : getApiErrorMessage(error, 'Something went wrong. Please try again.')
        }
      >
        <div className="grid gap-3">
          {!isGone && (
            <Button type="button" variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          )}
          <p className="text-muted-foreground text-center text-sm">
            Ask whoever invited you for a new link, or{' '}
            <Link href="/login" className="text-primary font-medium underline-offset-4 hover:underline">
              sign in
            </Link>
            .
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout {...getInvitationTexts(preview)} venue={{ ...preview.venue, name: preview.venueName }}>
      <AcceptInviteForm token={token} preview={preview} />
    </AuthLayout>
  );
}
