import { toast } from './use-toast.ts';

/**
 * Copies `text` and confirms it in a toast. Browsers refuse the clipboard without permission or
 * outside a secure context (plain http on a LAN address); then the toast says to copy by hand.
 */
export async function copyToClipboard(text: string, confirmation: { title: string; description: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast(confirmation);
    return true;
  } catch {
    toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the text and copy it yourself.' });
    return false;
  }
}

/** A link, confirmed in the words of spec §2 (Share & Export): '{kind} link has been copied to clipboard.' */
export function copyLink(url: string, kind: string) {
  return copyToClipboard(url, { title: 'Link copied', description: `${kind} link has been copied to clipboard.` });
}
