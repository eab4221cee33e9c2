import { PenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { can } from '#shared/auth/permissions.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { formatVenueDateTime } from '#client/lib/venue-date-format.ts';

// The pad and its form load when asked for, not with every View dialog.
const CountersignForm = lazy(() => import('./countersign-form.tsx'));

/**
 * The venue's countersignature of a signed contract (decision 041): who gave it and when, or,
 * for an owner or manager, the way to give it.
 */
export function CountersignSection({ contract, timeZone }: { contract: Contract; timeZone: string }) {
  const { user } = useAuth();
  const [isOpen, setIsOpen] = useState(false);
  const mayCountersign = can(user?.role, 'contracts:countersign');
  if (!contract.countersignedAt && !mayCountersign) return null;

  return (
    <section aria-labelledby="countersignature-heading" className="grid min-w-0 gap-3 rounded-lg border p-4">
      <h3 id="countersignature-heading" className="font-semibold">
        Venue countersignature
      </h3>
      {contract.countersignedAt ? (
        <p className="text-sm">
          Countersigned by <span className="font-medium">{contract.countersignedBy}</span> on{' '}
          {formatVenueDateTime(contract.countersignedAt, timeZone)}.
        </p>
      ) : isOpen && user ? (
        <Suspense fallback={<p className="text-muted-foreground text-sm">Loading…</p>}>
          <CountersignForm contract={contract} signerName={`${user.firstName} ${user.lastName}`.trim()} />
        </Suspense>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            The couple has signed. Countersign for the venue to add your signature to the signed PDF.
          </p>
          <Button type="button" variant="outline" className="justify-self-start" onClick={() => setIsOpen(true)}>
            <PenLine aria-hidden="true" />
            Countersign
          </Button>
        </>
      )}
    </section>
  );
}
