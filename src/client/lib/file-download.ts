/**
 * Files the app hands to the browser's downloads: the signed contract PDF, the month's ICS and
 * the bookings CSV.
 */

/** The filename a Content-Disposition header gives (`filename*` in UTF-8 first), path separators removed. */
export function getDispositionFilename(disposition: string | null): string | null {
  if (!disposition) return null;
  let name: string | null = null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  name ??=
    /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1] ?? null;
  const safe = name?.trim().replace(/[/\\]/g, '-');
  return safe || null;
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
