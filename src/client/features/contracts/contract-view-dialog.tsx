import { Download, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { awaitingSignatureStatuses } from '#shared/contracts/contract-status.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { ContractAuditTrail } from './contract-audit-trail.tsx';
import { ContractDetails, ContractText } from './contract-details.tsx';
import { listContractVersions } from '#shared/contracts/contract-versions.ts';
import { languageNamesInEnglish } from '#shared/i18n/languages.ts';
import { getContractCouple, getContractName } from './contract-format.ts';
import { ContractStatusBadge, CountersignedBadge } from './contract-status-badge.tsx';
import { CountersignSection } from './countersign-section.tsx';
import { EditContractForm } from './edit-contract-form.tsx';
import { SigningLink } from './signing-link.tsx';
import { useDownloadContractAction, useSendContractAction } from './use-contract-actions.ts';

function DraftActions({ contract, onEdit }: { contract: Contract; onEdit: () => void }) {
  const { send, isSending } = useSendContractAction();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button type="button" onClick={() => send(contract)} disabled={isSending} aria-busy={isSending}>
        <Send aria-hidden="true" />
        {isSending ? 'Sending...' : 'Send'}
      </Button>
    </div>
  );
}

function SignedActions({ contract }: { contract: Contract }) {
  const { download, isDownloading } = useDownloadContractAction();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" onClick={() => download(contract)} disabled={isDownloading} aria-busy={isDownloading}>
        <Download aria-hidden="true" />
        {isDownloading ? 'Downloading...' : 'Download PDF'}
      </Button>
    </div>
  );
}

function ContractView({ contract, timeZone }: { contract: Contract; timeZone: string }) {
  const [isEditing, setIsEditing] = useState(false);
  // A draft only: once sent, its link is revoked first (and a signed contract never changes).
  if (isEditing && contract.status === 'draft') {
    return <EditContractForm contract={contract} onDone={() => setIsEditing(false)} />;
  }
  const isAwaitingSignature = (awaitingSignatureStatuses as readonly string[]).includes(contract.status);
  return (
    <div className="grid min-w-0 gap-6">
      <ContractDetails contract={contract} timeZone={timeZone} />
      {contract.status === 'draft' && <DraftActions contract={contract} onEdit={() => setIsEditing(true)} />}
      {isAwaitingSignature && <SigningLink contract={contract} timeZone={timeZone} />}
      {contract.status === 'signed' && <SignedActions contract={contract} />}
      {contract.status === 'signed' && <CountersignSection contract={contract} timeZone={timeZone} />}
      {contract.status === 'signed' && <ContractAuditTrail contractId={contract.id} timeZone={timeZone} />}
      <ContractText content={contract.content} />
      {listContractVersions(contract)
        .filter((version) => !version.governs && version.language)
        .map((version) => (
          <ContractText
            key={version.language}
            content={version.content}
            title={`${languageNamesInEnglish[version.language!]} version`}
          />
        ))}
    </div>
  );
}

/**
 * The View dialog (spec §2). It shows the contract as the list has it now, so sending, revoking
 * and editing show at once.
 */
export function ContractViewDialog({
  contract,
  timeZone,
  onClose,
}: {
  contract: Contract | null;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={contract !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        className="sm:max-w-3xl"
        // The dialog itself takes focus: its first control may be the link, which selects itself.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {contract && (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <DialogTitle className="break-words">{getContractName(contract)}</DialogTitle>
                <ContractStatusBadge status={contract.status} />
                {contract.countersignedAt && <CountersignedBadge />}
              </div>
              <DialogDescription>Contract for {getContractCouple(contract)}</DialogDescription>
            </DialogHeader>
            <ContractView key={contract.id} contract={contract} timeZone={timeZone} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
