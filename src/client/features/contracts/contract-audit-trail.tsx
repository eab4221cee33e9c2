import { contractEventLabels } from '#shared/contracts/contract-status.ts';
import type { ContractAudit } from '#shared/contracts/contracts.schemas.ts';
import { languageNamesInEnglish } from '#shared/i18n/languages.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatVenueTimestamp } from '#client/lib/venue-date-format.ts';
import { useContractAudit } from './api.ts';
import { EvidenceChecks, EvidenceVerdict } from './contract-evidence-checks.tsx';

/** A SHA-256 an event recorded, for someone comparing it with a file of their own. */
function RecordedHash({ label, hash }: { label: string; hash: string }) {
  return (
    <p className="text-muted-foreground text-xs break-all">
      {label}: <span className="font-mono">{hash}</span>
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
          {event.language && (
            <p className="text-muted-foreground text-xs">Signing page in {languageNamesInEnglish[event.language]}</p>
          )}
          {/* The language versions the signer saw and signed (decision 074). */}
          {event.versions?.map((version) => (
            <RecordedHash
              key={version.language}
              label={`${languageNamesInEnglish[version.language]} version${version.governs ? ' (governing)' : ''} SHA-256`}
              hash={version.sha256}
            />
          ))}
          {event.signatureHash && <RecordedHash label="Drawn signature SHA-256" hash={event.signatureHash} />}
          {event.pdfHash && <RecordedHash label="Signed PDF SHA-256" hash={event.pdfHash} />}
          {!event.keyed && <p className="text-xs text-amber-800">Recorded before audit trails were keyed</p>}
        </li>
      ))}
    </ol>
  );
}

/** The contract's append-only event log, and what the checks of its evidence found. */
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
        <EvidenceVerdict audit={auditQuery.data} />
        <EvidenceChecks audit={auditQuery.data} />
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
