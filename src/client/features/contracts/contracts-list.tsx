import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';
import { getLoadedContracts, type useContracts } from './api.ts';
import { ContractRow, wideColumns } from './contract-row.tsx';

const columnNames = ['Contract', 'Created', 'Sent', 'Signed', 'Status', ''];

function ColumnHeadings() {
  // Each row names its dates for screen readers; these headings are for the eye.
  return (
    <div
      aria-hidden="true"
      className={cn(
        'text-muted-foreground hidden gap-x-4 border-b px-4 py-2.5 text-xs font-medium tracking-wide uppercase @3xl:grid',
        wideColumns,
      )}
    >
      {columnNames.map((name, index) => (
        <span key={index}>{name}</span>
      ))}
    </div>
  );
}

function SkeletonRows() {
  return (
    <div role="status" className="divide-y">
      <span className="sr-only">Loading contracts</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          data-testid="contract-skeleton"
          aria-hidden="true"
          className="flex items-center gap-4 px-4 py-4"
        >
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-9 w-20" />
        </div>
      ))}
    </div>
  );
}

/**
 * Spec §2's list: skeletons while loading, the error with Retry, 'No contracts created yet', and
 * Load more while the server has older contracts (decision 034).
 */
export function ContractsList({
  query,
  timeZone,
  onView,
}: {
  query: ReturnType<typeof useContracts>;
  timeZone: string;
  onView: (contract: Contract) => void;
}) {
  if (query.isError && !query.data) {
    return (
      <QueryError
        title="Contracts could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const contracts = getLoadedContracts(query.data);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  let body: ReactNode;
  if (!contracts) body = <SkeletonRows />;
  else if (contracts.length === 0) {
    body = (
      <div className="text-muted-foreground flex flex-col items-center gap-3 px-4 py-12 text-center">
        <FileText className="size-8" aria-hidden="true" />
        <p>No contracts created yet</p>
      </div>
    );
  } else {
    body = (
      <ul aria-label="Contracts" className="divide-y">
        {contracts.map((contract) => (
          <ContractRow key={contract.id} contract={contract} timeZone={timeZone} onView={onView} />
        ))}
      </ul>
    );
  }
  return (
    <Card className="@container overflow-hidden" aria-busy={query.isFetching}>
      {contracts && contracts.length > 0 && <ColumnHeadings />}
      {body}
      {query.hasNextPage && contracts && (
        <div className="flex flex-col items-center gap-3 border-t px-4 py-4 sm:flex-row sm:justify-between">
          <p className="text-muted-foreground text-sm" role="status">
            Showing {contracts.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')} contracts
          </p>
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </Card>
  );
}
