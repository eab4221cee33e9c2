import { CalendarX2, ShieldAlert } from 'lucide-react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/auth-context.ts';

/** Spec §2 Client Portal: clients see their events; everyone else an access notice. */
export function ClientPortalPage() {
  const { user } = useAuth();
  if (user?.role !== 'client') return <PortalAccessNotice />;
  return (
    <>
      <PageHeader title="Client Portal" description="Your bookings, payments and contracts in one place." />
      <Card>
        <CardContent className="flex flex-col items-center px-6 py-14 text-center">
          <CalendarX2 className="text-muted-foreground size-10" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold">No Bookings Found</h2>
          <p className="text-muted-foreground mt-1 max-w-sm text-sm">
            When your venue books your event, it will appear here with its payments and contracts.
          </p>
        </CardContent>
      </Card>
    </>
  );
}

function PortalAccessNotice() {
  return (
    <>
      <PageHeader title="Client Portal Access" />
      <Card>
        <CardContent className="flex flex-col items-center px-6 py-14 text-center">
          <ShieldAlert className="text-primary size-10" aria-hidden="true" />
          <p className="text-muted-foreground mt-4 max-w-md">
            The client portal is for venue clients to see their bookings, payments and contracts. If you are a client,
            please contact your venue coordinator for access.
          </p>
        </CardContent>
      </Card>
    </>
  );
}
