import { contractStatusLabels, countedContractStatuses } from '#shared/contracts/contract-status.ts';
import type { ContractCounts as Counts } from '#shared/contracts/contracts.schemas.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';

const accents: Record<(typeof countedContractStatuses)[number], string> = {
  draft: 'border-t-gray-400',
  sent: 'border-t-blue-500',
  viewed: 'border-t-amber-500',
  signed: 'border-t-green-600',
};

/**
 * Spec §2: how many of the venue's contracts are draft, sent, viewed and signed, counted by the
 * server (GET /api/contracts/counts), since the list holds only the pages loaded so far.
 */
export function ContractCounts({ counts }: { counts: Counts | undefined }) {
  return (
    <ul aria-label="Contracts by status" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {countedContractStatuses.map((status) => (
        <li
          key={status}
          className={cn('bg-card flex flex-col gap-1 rounded-xl border border-t-4 p-4 shadow-sm', accents[status])}
        >
          <span className="text-muted-foreground text-sm font-medium">{contractStatusLabels[status]}</span>
          {counts ? (
            <span className="text-2xl font-bold tabular-nums" data-testid={`contract-count-${status}`}>
              {counts[status].toLocaleString('en-US')}
            </span>
          ) : (
            <>
              <Skeleton className="h-8 w-12" aria-hidden="true" />
              <span className="sr-only">Loading</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
