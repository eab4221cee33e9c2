import { getConversionPercent } from '#shared/leads/lead-conversion.ts';
import { countedLeadStatuses, leadStatusLabels, type LeadStatus } from '#shared/leads/lead-status.ts';
import type { LeadCounts as Counts } from '#shared/leads/leads.schemas.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';
import { useLeadCounts } from './api.ts';

const accents: Record<LeadStatus, string> = {
  new: 'border-t-blue-500',
  contacted: 'border-t-amber-500',
  tour_scheduled: 'border-t-emerald-500',
  proposal_sent: 'border-t-purple-500',
  converted: 'border-t-green-600',
  lost: 'border-t-gray-400',
};

const tileClasses = 'bg-card flex h-full w-full flex-col items-start gap-1 rounded-xl border border-t-4 p-3 sm:p-4';

function Loading() {
  return (
    <>
      <Skeleton className="h-8 w-12" aria-hidden="true" />
      <span className="sr-only">Loading</span>
    </>
  );
}

/** Converted leads over all leads: how many inquiries became bookings. */
function ConversionTile({ counts }: { counts: Counts | undefined }) {
  const percent = counts ? getConversionPercent(counts) : null;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <li className="col-span-2 sm:col-span-3 xl:col-span-1">
      <div className={cn(tileClasses, 'border-t-primary shadow-sm')}>
        <span className="text-muted-foreground text-sm font-medium">Conversion</span>
        {counts ? (
          <>
            <span className="text-2xl font-bold tabular-nums" data-testid="lead-conversion">
              {percent === null ? '—' : `${percent}%`}
            </span>
            <span className="text-muted-foreground text-xs">
              {counts.converted.toLocaleString('en-US')} of {total.toLocaleString('en-US')}{' '}
              {total === 1 ? 'lead' : 'leads'} converted
            </span>
          </>
        ) : (
          <Loading />
        )}
      </div>
    </li>
  );
}

/**
 * Spec §2's counts of new, contacted, tour_scheduled and proposal_sent, with converted and lost
 * beside them and the conversion figure (decision 038). Each count also narrows the list to its
 * status, and widens it again when pressed a second time.
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
    <ul aria-label="Leads by status" className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-7">
      {countedLeadStatuses.map((counted) => {
        const isActive = status === counted;
        return (
          <li key={counted}>
            <button
              type="button"
              aria-pressed={isActive}
              onClick={() => onStatusChange(isActive ? null : counted)}
              className={cn(
                tileClasses,
                'hover:bg-muted/50 focus-visible:ring-ring cursor-pointer text-left shadow-sm transition-colors focus-visible:ring-2 focus-visible:outline-none',
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
                <Loading />
              )}
            </button>
          </li>
        );
      })}
      <ConversionTile counts={counts} />
    </ul>
  );
}
