import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { contractEventLabels } from '#shared/contracts/contract-status.ts';
import type { ContractAudit } from '#shared/contracts/contracts.schemas.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatVenueTimestamp } from '#client/lib/venue-date-format.ts';
import { useContractAudit } from './api.ts';

function VerifiedIndicator({ verified }: { verified: boolean }) {
  if (verified) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-950">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Audit trail verified</strong>
          <span className="block">
            Every event links to the one before it, and none has changed since it was recorded.
          </span>
        </span>
      </p>
    );
  }
  return (
    <p className="border-destructive/40 bg-destructive/5 text-destructive flex items-start gap-2 rounded-lg border p-3 text-sm">
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Audit trail does NOT verify</strong>
        <span className="block">
          An event was changed, removed or reordered after it was recorded. Do not rely on this record.
        </span>
      </span>
    </p>
  );
}

function AuditEvents({ audit, timeZone }: { audit: ContractAudit; timeZone: string }) {
  return (
    <ol aria-label="Audit events" className="divide-y rounded-lg border">
      {audit.events.map((event) => (
        <li key={event.hash} className="grid gap-0.5 px-3 py-2.5 text-sm">
          <p className="flex flex-wrap justify-between gap-x-3">
            <span className="font-medium">{contractEventLabels[event.type]}</span>
            <time dateTime={event.at} className="text-muted-foreground">
              {formatVenueTimestamp(event.at, timeZone)}
            </time>
          </p>
          <p className="text-muted-foreground break-words">
            By {event.actor} · IP {event.ip ?? 'not recorded'}
          </p>
          {event.userAgent && (
            <p className="text-muted-foreground truncate text-xs" title={event.userAgent}>
              {event.userAgent}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The contract's append-only event log, and whether its hash chain holds. */
export function ContractAuditTrail({ contractId, timeZone }: { contractId: string; timeZone: string }) {
  const auditQuery = useContractAudit(contractId, true);
  let body;
  if (auditQuery.isError) {
    body = (
      <QueryError
        title="The audit trail could not be loaded"
        error={auditQuery.error}
        onRetry={() => void auditQuery.refetch()}
        isRetrying={auditQuery.isFetching}
      />
    );
  } else if (!auditQuery.data) {
    body = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading the audit trail</span>
        <Skeleton className="h-14 w-full" aria-hidden="true" />
        <Skeleton className="h-24 w-full" aria-hidden="true" />
      </div>
    );
  } else {
    body = (
      <>
        <VerifiedIndicator verified={auditQuery.data.verified} />
        <AuditEvents audit={auditQuery.data} timeZone={timeZone} />
      </>
    );
  }
  return (
    <section aria-labelledby={`audit-${contractId}`} className="grid min-w-0 gap-3">
      <h3 id={`audit-${contractId}`} className="font-semibold">
        Audit trail
      </h3>
      {body}
    </section>
  );
}
