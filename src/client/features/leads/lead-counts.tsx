import { countedLeadStatuses, leadStatusLabels, type LeadStatus } from '#shared/leads/lead-status.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';
import { useLeadCounts } from './api.ts';

const accents: Record<(typeof countedLeadStatuses)[number], string> = {
  new: 'border-t-blue-500',
  contacted: 'border-t-amber-500',
  tour_scheduled: 'border-t-emerald-500',
  proposal_sent: 'border-t-purple-500',
};

/**
 * Spec §2: the venue's leads in new, contacted, tour_scheduled and proposal_sent. Each count
 * also narrows the list to its status, and widens it again when pressed a second time.
 */
export function LeadCounts({
  status,
  onStatusChange,
}: {
  status: LeadStatus | null;
  onStatusChange: (status: LeadStatus | null) => void;
}) {
  const countsQuery = useLeadCounts();
  if (countsQuery.isError) {
    return (
      <div className="mb-6">
        <QueryError
          title="Lead counts could not be loaded"
          error={countsQuery.error}
          onRetry={() => void countsQuery.refetch()}
          isRetrying={countsQuery.isFetching}
        />
      </div>
    );
  }
  const counts = countsQuery.data;
  return (
    <ul aria-label="Leads by status" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {countedLeadStatuses.map((counted) => {
        const isActive = status === counted;
        return (
          <li key={counted}>
            <button
              type="button"
              aria-pressed={isActive}
              onClick={() => onStatusChange(isActive ? null : counted)}
              className={cn(
                'bg-card hover:bg-muted/50 focus-visible:ring-ring flex w-full cursor-pointer flex-col items-start gap-1 rounded-xl border border-t-4 p-4 text-left shadow-sm transition-colors focus-visible:ring-2 focus-visible:outline-none',
                accents[counted],
                isActive && 'ring-primary ring-2',
              )}
            >
              <span className="text-muted-foreground text-sm font-medium">{leadStatusLabels[counted]}</span>
              {counts ? (
                <span className="text-2xl font-bold tabular-nums" data-testid={`lead-count-${counted}`}>
                  {counts[counted].toLocaleString('en-US')}
                </span>
              ) : (
                <>
                  <Skeleton className="h-8 w-12" aria-hidden="true" />
                  <span className="sr-only">Loading</span>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
