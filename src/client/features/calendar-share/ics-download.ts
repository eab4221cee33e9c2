import { apiRequest } from '#client/lib/api-client.ts';

/** The name the server gives the file (`filename*` in UTF-8 first), path separators removed. */
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
function saveFile(blob: Blob, filename: string): void {
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

/**
 * Download ICS: the month's calendar as the server builds it (the feed's events, read with the
 * session's token, which a plain link would not carry), saved under the server's name, which
 * holds the year and month.
 */
export async function downloadMonthIcs(month: string): Promise<string> {
  const response = await apiRequest('GET', `/api/calendar/export.ics?month=${encodeURIComponent(month)}`);
  const filename = getDispositionFilename(response.headers.get('Content-Disposition')) ?? `calendar-${month}.ics`;
  saveFile(await response.blob(), filename);
  return filename;
}
