import type { ReactNode } from 'react';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';
import type { useLeadsList } from './api.ts';
import { LeadRow, wideColumns } from './lead-row.tsx';
import { LeadsListFooter } from './leads-list-footer.tsx';

const columnNames = ['Lead', 'Contact', 'Preferred date', 'Guests', 'Budget', 'Status'];

function ColumnHeadings() {
  // The rows name each detail for screen readers; these headings are for the eye.
  return (
    <div
      aria-hidden="true"
      className={cn(
        'text-muted-foreground hidden gap-x-4 border-b px-4 py-2.5 text-xs font-medium uppercase @4xl:grid',
        wideColumns,
      )}
    >
      {columnNames.map((name) => (
        <span key={name}>{name}</span>
      ))}
    </div>
  );
}

function SkeletonRows() {
  return (
    <div role="status" className="divide-y">
      <span className="sr-only">Loading leads</span>
      {[0, 1, 2, 3, 4].map((index) => (
        <div key={index} data-testid="lead-skeleton" aria-hidden="true" className="flex items-center gap-3 px-4 py-4">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * Spec §2's list: a page of 50 at a time from the server with Load more, the skeleton while the
 * first page loads, the error with Retry, and 'No leads found' when nothing matches.
 */
export function LeadsList({
  query,
  getDaysSinceInquiry,
  onOpen,
  onConvert,
}: {
  query: ReturnType<typeof useLeadsList>;
  getDaysSinceInquiry: (lead: Lead) => number | null;
  onOpen: (lead: Lead) => void;
  onConvert: (lead: Lead) => void;
}) {
  if (query.isError && !query.data) {
    return (
      <QueryError
        title="Leads could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const leads = query.data?.pages.flatMap((page) => page.leads);
  let body: ReactNode;
  if (!leads) body = <SkeletonRows />;
  else if (leads.length === 0) body = <p className="text-muted-foreground px-4 py-12 text-center">No leads found</p>;
  else {
    body = (
      <ul aria-label="Leads" className="divide-y">
        {leads.map((lead) => (
          <LeadRow
            key={lead.id}
            lead={lead}
            daysSinceInquiry={getDaysSinceInquiry(lead)}
            onOpen={onOpen}
            onConvert={onConvert}
          />
        ))}
      </ul>
    );
  }
  return (
    <Card className="@container overflow-hidden" aria-busy={query.isFetching}>
      <ColumnHeadings />
      {body}
      <LeadsListFooter query={query} />
    </Card>
  );
}
