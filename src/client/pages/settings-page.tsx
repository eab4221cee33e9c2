import { can } from '#shared/auth/permissions.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/auth-context.ts';
import { useVenueSettings } from '#client/features/settings/api.ts';
import { SETTINGS_DESCRIPTION, SettingsForm } from '#client/features/settings/settings-form.tsx';

export function SettingsPage() {
  const { user } = useAuth();
  const settingsQuery = useVenueSettings();

  if (settingsQuery.data) {
    return <SettingsForm settings={settingsQuery.data} readOnly={!can(user?.role, 'settings:write')} />;
  }
  return (
    <>
      <PageHeader title="Settings" description={SETTINGS_DESCRIPTION} />
      {settingsQuery.isError ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-4 p-6">
            <p role="alert">Settings could not be loaded. Please try again.</p>
            <Button variant="outline" onClick={() => void settingsQuery.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Spinner />
      )}
    </>
  );
}
