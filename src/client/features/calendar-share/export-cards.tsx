import { CalendarPlus, Copy, Download, Rss, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { CalendarShare } from '#shared/calendar/calendar-share.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { copyLink } from '#client/lib/copy-to-clipboard.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { downloadMonthIcs } from './ics-download.ts';
import { ShareQrCode } from './share-qr-code.tsx';

function ExportCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="grid min-w-0 content-start gap-3 rounded-lg border p-4">
      <div className="flex items-center gap-2">
        <span
          className="bg-primary/10 text-primary flex size-8 shrink-0 items-center justify-center rounded-md"
          aria-hidden="true"
        >
          {icon}
        </span>
        <h4 className="font-semibold">{title}</h4>
      </div>
      <p className="text-muted-foreground text-sm">{description}</p>
      {children}
    </section>
  );
}

function DownloadIcsButton({ month, monthLabel }: { month: string; monthLabel: string }) {
  const [isBusy, setIsBusy] = useState(false);
  async function download() {
    setIsBusy(true);
    try {
      const filename = await downloadMonthIcs(month);
      toast({ title: 'Calendar downloaded', description: `${filename} holds the events of ${monthLabel}.` });
    } catch (error) {
      toastApiError(error, 'The calendar could not be downloaded. Try again.', 'Download failed');
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <Button type="button" variant="outline" disabled={isBusy} aria-busy={isBusy} onClick={() => void download()}>
      <Download aria-hidden="true" />
      {isBusy ? 'Downloading…' : 'Download ICS'}
    </Button>
  );
}

/** Spec §2 Share & Export: Download ICS (the viewed month), WebCal Subscribe and Mobile Access. */
export function ExportCards({ share, month, monthLabel }: { share: CalendarShare; month: string; monthLabel: string }) {
  const [showQr, setShowQr] = useState(false);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <ExportCard
        icon={<Download className="size-4" />}
        title="Download ICS"
        description={`The events of ${monthLabel} as a file for any calendar app.`}
      >
        <DownloadIcsButton month={month} monthLabel={monthLabel} />
      </ExportCard>
      <ExportCard
        icon={<Rss className="size-4" />}
        title="WebCal Subscribe"
        description="Subscribe from Apple, Google or Outlook Calendar; new bookings appear as the feed refreshes."
      >
        <p className="bg-muted rounded-md px-2 py-1.5 font-mono text-xs break-all">{share.webcalUrl}</p>
        <p className="text-muted-foreground text-xs">
          {share.settings.publicAccess
            ? 'The shared page offers this address to its visitors. Turning public access off replaces it, and every calendar subscribed to it stops updating.'
            : 'Only people you give this address to can subscribe. Rotating the link replaces it.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void copyLink(share.webcalUrl, 'WebCal')}>
            <Copy aria-hidden="true" />
            Copy URL
          </Button>
          <Button variant="outline" asChild>
            <a href={share.webcalUrl}>
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </a>
          </Button>
        </div>
      </ExportCard>
      <ExportCard
        icon={<Smartphone className="size-4" />}
        title="Mobile Access"
        description="Open the shared calendar on a phone by scanning its QR code."
      >
        <Button type="button" variant="outline" aria-expanded={showQr} onClick={() => setShowQr((shown) => !shown)}>
          <Smartphone aria-hidden="true" />
          {showQr ? 'Hide QR Code' : 'Show QR Code'}
        </Button>
        {showQr && <ShareQrCode url={share.shareUrl} filename="shared-calendar-qr.png" />}
      </ExportCard>
    </div>
  );
}
