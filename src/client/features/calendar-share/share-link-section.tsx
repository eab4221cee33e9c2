import { Copy, ExternalLink, Globe, Lock, QrCode, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import type { CalendarShare } from '#shared/calendar/calendar-share.schemas.ts';
import { ConfirmDestructiveDialog } from '#client/components/confirm-destructive-dialog.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { copyLink } from '#client/lib/copy-to-clipboard.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useRotateShareLink } from './api.ts';
import { CustomUrlForm } from './custom-url-form.tsx';
import { ShareQrCode } from './share-qr-code.tsx';

/** 'Public access enabled' or 'Authentication required' (spec §2), with an icon that says the same. */
export function AccessBadge({ isPublic }: { isPublic: boolean }) {
  return isPublic ? (
    <Badge variant="success" className="gap-1">
      <Globe className="size-3.5" aria-hidden="true" />
      Public access enabled
    </Badge>
  ) : (
    <Badge variant="outline" className="gap-1">
      <Lock className="size-3.5" aria-hidden="true" />
      Authentication required
    </Badge>
  );
}

function RotateLinkButton() {
  const [isOpen, setIsOpen] = useState(false);
  const rotate = useRotateShareLink();
  return (
    <ConfirmDestructiveDialog
      trigger={
        <Button type="button" variant="outline">
          <RefreshCw aria-hidden="true" />
          Rotate link
        </Button>
      }
      title="Rotate the share link?"
      description="The calendar gets a new link and feed address. Everyone with the old link, and every calendar subscribed to the old feed, loses access at once."
      confirmLabel="Rotate link"
      busyLabel="Rotating…"
      isBusy={rotate.isPending}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      onConfirm={() =>
        rotate.mutate(undefined, {
          onSuccess: () => {
            setIsOpen(false);
            toast({ title: 'Link rotated', description: 'The old share link and feed no longer work.' });
          },
          onError: (error) => {
            setIsOpen(false);
            toastApiError(error, 'The link could not be rotated. Try again.');
          },
        })
      }
    />
  );
}

/**
 * The share link (spec §2: {origin}/shared-calendar/{id}) to copy or open, whether it needs a
 * sign-in, its QR code on demand, the custom address, and rotation of the token.
 */
export function ShareLinkSection({ share, readOnly }: { share: CalendarShare; readOnly: boolean }) {
  const linkId = useId();
  const [showQr, setShowQr] = useState(false);
  return (
    <div className="grid min-w-0 gap-5">
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={linkId}>Share link</Label>
          <AccessBadge isPublic={share.settings.publicAccess} />
        </div>
        <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
          <Input
            id={linkId}
            readOnly
            value={share.shareUrl}
            className="min-w-0 font-mono text-xs md:text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              className="flex-1"
              onClick={() => void copyLink(share.shareUrl, 'Share')}
            >
              <Copy aria-hidden="true" />
              Copy
            </Button>
            <Button variant="outline" className="flex-1" asChild>
              <a href={share.shareUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open
                <span className="sr-only"> the shared calendar in a new tab</span>
              </a>
            </Button>
          </div>
        </div>
        <p className="text-muted-foreground text-xs">
          {share.settings.publicAccess
            ? 'Anyone with the link sees the calendar, with only the details switched on below.'
            : 'Only signed-in staff of your venue can open it. Turn on public access to share it with anyone.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" aria-expanded={showQr} onClick={() => setShowQr((shown) => !shown)}>
          <QrCode aria-hidden="true" />
          {showQr ? 'Hide QR Code' : 'Generate QR Code'}
        </Button>
        {!readOnly && <RotateLinkButton />}
      </div>
      {showQr && <ShareQrCode url={share.shareUrl} filename="shared-calendar-qr.png" />}
      <CustomUrlForm share={share} readOnly={readOnly} />
    </div>
  );
}
