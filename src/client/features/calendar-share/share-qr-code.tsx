import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

/**
 * The share link as a QR code image (the `qrcode` package, loaded on first use), with medium
 * error correction and the standard quiet zone so a phone camera reads it from a screen or print.
 */
export async function makeQrCodeDataUrl(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, {
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 480,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

type QrState = { url: string; dataUrl: string } | { url: string; failed: true } | null;

/** A real, scannable QR code of `url` and a 'Download PNG' link for print. */
export function ShareQrCode({ url, filename }: { url: string; filename: string }) {
  const [state, setState] = useState<QrState>(null);

  useEffect(() => {
    let isCurrent = true;
    makeQrCodeDataUrl(url).then(
      (dataUrl) => isCurrent && setState({ url, dataUrl }),
      () => isCurrent && setState({ url, failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [url]);

  // A rotated link draws anew; the old code must not linger meanwhile.
  const current = state?.url === url ? state : null;
  if (!current) {
    return (
      <div role="status" className="grid justify-items-center gap-3">
        <span className="sr-only">Drawing the QR code</span>
        <Skeleton className="size-48" aria-hidden="true" />
      </div>
    );
  }
  if ('failed' in current) {
    return <p className="text-destructive text-sm">The QR code could not be drawn. Reload the page and try again.</p>;
  }
  return (
    <figure className="grid justify-items-center gap-3">
      <img
        src={current.dataUrl}
        alt="QR code of the shared calendar link"
        width={192}
        height={192}
        className="size-48 rounded-md border bg-white"
      />
      <figcaption className="text-muted-foreground text-center text-xs">
        Scan with a phone camera to open the calendar.
      </figcaption>
      <Button variant="outline" size="sm" asChild>
        <a href={current.dataUrl} download={filename}>
          <Download aria-hidden="true" />
          Download PNG
        </a>
      </Button>
    </figure>
  );
}
