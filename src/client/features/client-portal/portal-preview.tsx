import { ArrowLeft, Eye } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '#client/components/query-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { usePortalPreview } from './api.ts';
import { PortalTabs } from './client-portal.tsx';
import { PortalI18nProvider } from './portal-i18n.ts';
import { PortalReadOnlyContext } from './portal-read-only.ts';
import { PortalSkeleton } from './portal-skeleton.tsx';

/** Pay Now is disabled here: it never calls this. */
const noPayment = () => undefined;

/**
 * One client's portal as they see it, this venue's part of it only, for staff to look at
 * (decision 043): the same tabs, every action disabled, under a banner that says so.
 */
export function PortalPreview({ clientId, onBack }: { clientId: number; onBack: () => void }) {
  const [now] = useState(() => Date.now());
  const query = usePortalPreview(clientId);
  const client = query.data?.client;
  const name = client ? `${client.firstName} ${client.lastName}` : 'This client';

  return (
    <div className="grid gap-4 sm:gap-6">
      <section
        aria-label="Preview — read only"
        className="border-primary/40 bg-primary/5 flex flex-col gap-3 rounded-xl border border-dashed p-4 sm:flex-row sm:items-center"
      >
        <Eye className="text-primary size-6 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">Preview — read only</p>
          <p className="text-muted-foreground text-sm wrap-anywhere">
            {name}’s portal as they see it, with your venue’s bookings, payments and contracts. Nothing can be paid,
            signed or downloaded here.
          </p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={onBack} className="self-start sm:self-center">
          <ArrowLeft aria-hidden="true" />
          Back to clients
        </Button>
      </section>
      {/* Staff read the preview in their own language, English for now (decision 068). */}
      <PortalI18nProvider language="en">
        {query.isError ? (
          <QueryError
            title="This client’s portal could not be loaded."
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : !query.data ? (
          <PortalSkeleton />
        ) : (
          <PortalReadOnlyContext.Provider value={true}>
            <PortalTabs data={query.data} now={now} onPay={noPayment} />
          </PortalReadOnlyContext.Provider>
        )}
      </PortalI18nProvider>
    </div>
  );
}
