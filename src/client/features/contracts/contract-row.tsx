import { Download, Eye, Send } from 'lucide-react';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import { formatVenueDay } from '#client/lib/venue-date-format.ts';
import { getContractCouple, getContractName } from './contract-format.ts';
import { ContractStatusBadge, CountersignedBadge } from './contract-status-badge.tsx';
import { useDownloadContractAction, useSendContractAction } from './use-contract-actions.ts';

/**
 * The columns where the list's box is wide enough (a container query, so the sidebar counts):
 * contract, created, sent, signed, status, actions. Narrower, each contract is a card.
 */
export const wideColumns =
  '@3xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_6.5rem_minmax(13rem,auto)]';

/** A date of the contract: labelled on a card, under its column heading on a wide screen. */
function DateCell({ label, iso, timeZone }: { label: string; iso: string | null; timeZone: string }) {
  return (
    <p className="text-sm">
      <span className="text-muted-foreground @3xl:sr-only">{label} </span>
      {iso ? (
        formatVenueDay(iso, timeZone)
      ) : (
        <>
          <span aria-hidden="true" className="text-muted-foreground">
            —
          </span>
          <span className="sr-only">not yet</span>
        </>
      )}
    </p>
  );
}

/** Spec §2's list entry: couple, contract, dates, status, and View, Send (draft) and Download (signed). */
export function ContractRow({
  contract,
  timeZone,
  onView,
}: {
  contract: Contract;
  timeZone: string;
  onView: (contract: Contract) => void;
}) {
  const { send, isSending } = useSendContractAction();
  const { download, isDownloading } = useDownloadContractAction();
  const couple = getContractCouple(contract);

  return (
    <li
      aria-label={`${couple}, ${getContractName(contract)}`}
      className={cn('grid gap-x-4 gap-y-2 px-4 py-4 @3xl:items-center @3xl:py-3', wideColumns)}
    >
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{couple}</p>
          <p className="text-muted-foreground text-sm break-words">{getContractName(contract)}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 @3xl:hidden">
          <ContractStatusBadge status={contract.status} />
          {contract.countersignedAt && <CountersignedBadge />}
        </div>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 @3xl:contents">
        <DateCell label="Created" iso={contract.createdAt} timeZone={timeZone} />
        <DateCell label="Sent" iso={contract.sentAt} timeZone={timeZone} />
        <DateCell label="Signed" iso={contract.signedAt} timeZone={timeZone} />
      </div>
      <div className="hidden @3xl:flex @3xl:flex-col @3xl:items-start @3xl:gap-1">
        <ContractStatusBadge status={contract.status} />
        {contract.countersignedAt && <CountersignedBadge />}
      </div>
      <div className="flex flex-wrap gap-2 @3xl:justify-end">
        <Button variant="outline" size="sm" onClick={() => onView(contract)} aria-label={`View contract for ${couple}`}>
          <Eye aria-hidden="true" />
          View
        </Button>
        {contract.status === 'draft' && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => send(contract)}
            disabled={isSending}
            aria-busy={isSending}
            aria-label={`Send contract to ${couple}`}
          >
            <Send aria-hidden="true" />
            {isSending ? 'Sending...' : 'Send'}
          </Button>
        )}
        {contract.status === 'signed' && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => download(contract)}
            disabled={isDownloading}
            aria-busy={isDownloading}
            aria-label={`Download signed contract for ${couple}`}
          >
            <Download aria-hidden="true" />
            {isDownloading ? 'Downloading...' : 'Download'}
          </Button>
        )}
      </div>
    </li>
  );
}
