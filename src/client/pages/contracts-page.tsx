import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useVenueTimeZone } from '#client/features/bookings/index.ts';
import { getLoadedContracts, useContractCounts, useContracts } from '#client/features/contracts/api.ts';
import { ContractCounts } from '#client/features/contracts/contract-counts.tsx';
import { ContractViewDialog } from '#client/features/contracts/contract-view-dialog.tsx';
import { ContractsList } from '#client/features/contracts/contracts-list.tsx';
import { CreateContractDialog } from '#client/features/contracts/create-contract-dialog.tsx';

/** Spec §2 Contracts: the counts, the list, and the Create Contract and View dialogs. */
export function ContractsPage() {
  const timeZone = useVenueTimeZone();
  const contractsQuery = useContracts();
  const countsQuery = useContractCounts();
  const [isCreating, setIsCreating] = useState(false);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const viewed = getLoadedContracts(contractsQuery.data)?.find((contract) => contract.id === viewedId) ?? null;

  return (
    <>
      <PageHeader
        title="Contracts"
        description="Create contracts, send them and collect e-signatures."
        actions={
          <Button onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" />
            Create Contract
          </Button>
        }
      />
      <ContractCounts counts={countsQuery.data} />
      <ContractsList query={contractsQuery} timeZone={timeZone} onView={(contract) => setViewedId(contract.id)} />
      <CreateContractDialog open={isCreating} timeZone={timeZone} onClose={() => setIsCreating(false)} />
      <ContractViewDialog contract={viewed} timeZone={timeZone} onClose={() => setViewedId(null)} />
    </>
  );
}
