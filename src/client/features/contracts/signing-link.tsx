import { Copy, ExternalLink, Link2Off, Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { ConfirmDestructiveDialog } from '#client/components/confirm-destructive-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { copyLink } from '#client/lib/copy-to-clipboard.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { formatVenueDateTime } from '#client/lib/venue-date-format.ts';
import { useRevokeContract } from './api.ts';
import { useSendContractAction } from './use-contract-actions.ts';

function RevokeLinkButton({ contract }: { contract: Contract }) {
  const [isOpen, setIsOpen] = useState(false);
  // The toasts belong to the mutation: once revoked, the contract is a draft and this button is gone.
  const revokeMutation = useRevokeContract({
    onSuccess: () =>
      toast({ title: 'Link revoked', description: 'The contract is a draft again: edit it and send it when ready.' }),
    onError: (error) => toastApiError(error, 'Please try again.', 'Failed to revoke link'),
  });
  function confirm() {
    revokeMutation.mutate(contract.id, { onSettled: () => setIsOpen(false) });
  }
  return (
    <ConfirmDestructiveDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Link2Off aria-hidden="true" />
          Revoke link
        </Button>
      }
      title="Revoke the signing link?"
      description="The link stops working at once and the contract goes back to draft, so it can be edited and sent again."
      confirmLabel="Revoke Link"
      busyLabel="Revoking..."
      isBusy={revokeMutation.isPending}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      onConfirm={confirm}
    />
  );
}

/**
 * A sent or viewed contract's e-signature link (spec §2 View dialog): Copy, Open, when it stops
 * working, a new link (the old one is revoked) and Revoke link.
 */
export function SigningLink({
  contract,
  timeZone,
  now = new Date(),
}: {
  contract: Contract;
  timeZone: string;
  now?: Date;
}) {
  const id = useId();
  const { send, isSending } = useSendContractAction();
  const url = contract.signingUrl;
  const expiresAt = contract.signingLinkExpiresAt;
  const hasExpired = expiresAt !== null && new Date(expiresAt) <= now;

  return (
    <section className="bg-muted/50 grid min-w-0 gap-2 rounded-lg border p-4">
      <Label htmlFor={id}>E-signature link</Label>
      {url ? (
        <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
          <Input
            id={id}
            readOnly
            value={url}
            aria-describedby={expiresAt ? `${id}-expiry` : undefined}
            className="min-w-0 font-mono text-xs md:text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={() => void copyLink(url, 'E-signature')}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
            <Button variant="outline" asChild>
              <a href={url} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                Open
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </div>
        </div>
      ) : (
        <p id={id} className="text-muted-foreground text-sm">
          The link is not available.
        </p>
      )}
      {expiresAt && (
        <p
          id={`${id}-expiry`}
          className={hasExpired ? 'text-destructive text-sm font-medium' : 'text-muted-foreground text-sm'}
        >
          {hasExpired ? 'The link expired on' : 'The link works until'} {formatVenueDateTime(expiresAt, timeZone)}.
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => send(contract)}
          disabled={isSending}
          aria-busy={isSending}
        >
          <Send aria-hidden="true" />
          {isSending ? 'Sending...' : 'Send a new link'}
        </Button>
        <RevokeLinkButton contract={contract} />
      </div>
    </section>
  );
}
