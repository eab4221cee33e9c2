import { apiRequest } from '#client/lib/api-client.ts';
import { getDispositionFilename, saveFile } from '#client/lib/file-download.ts';

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
