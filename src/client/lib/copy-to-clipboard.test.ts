// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyLink } from './copy-to-clipboard.ts';
import { toast } from './use-toast.ts';

vi.mock('./use-toast.ts', () => ({ toast: vi.fn() }));

function stubClipboard(result: () => Promise<void>) {
  const writeText = vi.fn<(text: string) => Promise<void>>(result);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

describe('copyLink', () => {
  it('copies the link and confirms it in the words of the spec', async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    expect(await copyLink('https://venue.example/inquire/rosa', 'Inquiry')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://venue.example/inquire/rosa');
    expect(toast).toHaveBeenCalledWith({
      title: 'Link copied',
      description: 'Inquiry link has been copied to clipboard.',
    });
  });

  it('says to copy by hand when the browser refuses the clipboard', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    expect(await copyLink('https://venue.example/inquire/rosa', 'Inquiry')).toBe(false);
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Copy failed',
      description: 'Select the text and copy it yourself.',
    });
  });
});
