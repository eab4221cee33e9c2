import { ShieldAlert } from 'lucide-react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { ClientPortal } from '#client/features/client-portal/client-portal.tsx';
import { useStripeReturn } from '#client/features/payments/index.ts';

/** Spec §2 Client Portal: clients see their bookings, payments and contracts; everyone else an access notice. */
export function ClientPortalPage() {
  const { user } = useAuth();
  useStripeReturn();
  if (user?.role !== 'client') return <PortalAccessNotice />;
  return (
    <>
      <PageHeader title="Client Portal" description="Your bookings, payments and contracts in one place." />
      <ClientPortal />
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
