import { CircleCheck, CircleMinus, CircleX, History, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ContractAudit, EvidenceCheck } from '#shared/contracts/contracts.schemas.ts';

type CheckName = keyof ContractAudit['checks'];

/** The three checks of a signed contract's evidence, in the order an expert would ask for them. */
const checkTitles: Record<CheckName, string> = {
  chain: 'Audit trail chain',
  pdfHash: 'Stored PDF against the trail',
  pdfSignature: 'PDF digital signature',
};

const statusLabels: Record<EvidenceCheck['status'], string> = {
  passed: 'Passed',
  legacy: 'Passed (older record)',
  failed: 'Failed',
  'not-applicable': 'Not applicable',
};

function StatusIcon({ status }: { status: EvidenceCheck['status'] }) {
  const className = 'mt-0.5 size-4 shrink-0';
  if (status === 'passed') return <CircleCheck className={`${className} text-green-700`} aria-hidden="true" />;
  if (status === 'legacy') return <History className={`${className} text-amber-700`} aria-hidden="true" />;
  if (status === 'failed') return <CircleX className={`${className} text-destructive`} aria-hidden="true" />;
  return <CircleMinus className={`${className} text-muted-foreground`} aria-hidden="true" />;
}

function failedNames(audit: ContractAudit): string[] {
  return (Object.keys(checkTitles) as CheckName[])
    .filter((name) => audit.checks[name].status === 'failed')
    .map((name) => checkTitles[name]);
}

/** Whether the evidence holds, in one sentence, above the checks that say why. */
export function EvidenceVerdict({ audit }: { audit: ContractAudit }) {
  if (audit.verified) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-950">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Audit trail verified</strong>
          <span className="block">No check below failed: nothing has changed since it was recorded.</span>
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
          Failed: {failedNames(audit).join('; ')}. Something changed after it was recorded. Do not rely on this record.
        </span>
      </span>
    </p>
  );
}

/** Each check with what it found (decision 022): the chain, the PDF's hash, the PDF's signature. */
export function EvidenceChecks({ audit }: { audit: ContractAudit }) {
  return (
    <ul aria-label="Evidence checks" className="grid gap-2">
      {(Object.keys(checkTitles) as CheckName[]).map((name) => {
        const check = audit.checks[name];
        return (
          <li key={name} className="flex items-start gap-2 text-sm">
            <StatusIcon status={check.status} />
            <span className="min-w-0">
              <span className="font-medium">{checkTitles[name]}: </span>
              <span className={check.status === 'failed' ? 'text-destructive font-medium' : undefined}>
                {statusLabels[check.status]}
              </span>
              <span className="text-muted-foreground block break-words">{check.detail}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
