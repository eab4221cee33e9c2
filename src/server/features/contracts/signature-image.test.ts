import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/errors.ts';
import { signatureDataUrl } from '#tests/contracts-factory.ts';
import { animatedPng, decompressionBombPng, pngChunk, stillPng, toDataUrl } from '#tests/png-factory.ts';
import { readSignatureImage } from './signature-image.ts';

/** The message a refused image gets on the signature field, or 'accepted'. */
function outcome(dataUrl: string): string {
  try {
    readSignatureImage(dataUrl);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.fieldErrors?.signature?.[0] ?? error.message;
  }
}

const UNREADABLE = 'The signature must be a drawn PNG image';
const WRONG_SIZE = 'The signature image has an unexpected size';

describe('reading a drawn signature', () => {
  it('takes the canvas at its largest (600×200 at 3 device pixels per CSS pixel) and at a phone’s size', () => {
    expect(outcome(signatureDataUrl({ width: 1800, height: 600 }))).toBe('accepted');
    expect(outcome(signatureDataUrl({ width: 1050, height: 350 }))).toBe('accepted');
    expect(outcome(signatureDataUrl())).toBe('accepted');
  });

  it('refuses an image whose pixels would take more than 1800×600×4 bytes decoded, before decoding it', () => {
    expect(outcome(signatureDataUrl({ width: 1801, height: 600 }))).toBe(WRONG_SIZE);
    expect(outcome(signatureDataUrl({ width: 1200, height: 1200 }))).toBe(WRONG_SIZE);
    // The header alone decides: a 2400×2400 image whose pixel data is missing is refused for its size.
    expect(outcome(toDataUrl(stillPng({ width: 2400, height: 2400, idat: Buffer.from([0]) })))).toBe(WRONG_SIZE);
  });

  it('refuses an animated PNG, even of two small frames', () => {
    expect(outcome(toDataUrl(animatedPng({ width: 100, height: 100, frames: 2 })))).toBe(UNREADABLE);
    expect(outcome(toDataUrl(animatedPng({ width: 100, height: 100, frames: 1 })))).toBe(UNREADABLE);
  });

  it.each([
    ['an unknown chunk', stillPng({ width: 60, height: 20, extraChunks: [pngChunk('evIL', Buffer.alloc(4))] })],
    [
      'a frame control chunk alone',
      stillPng({ width: 60, height: 20, extraChunks: [pngChunk('fcTL', Buffer.alloc(26))] }),
    ],
    ['a chunk running past the end', stillPng({ width: 60, height: 20 }).subarray(0, -6)],
    ['data after IEND', Buffer.concat([stillPng({ width: 60, height: 20 }), pngChunk('IDAT', Buffer.alloc(8))])],
    ['pixel data shorter than the image', stillPng({ width: 60, height: 20, idat: deflateSync(Buffer.alloc(10)) })],
  ])('refuses %s', (_case, png) => {
    expect(outcome(toDataUrl(png))).toBe(UNREADABLE);
  });

  it('stops a decompression bomb at the image’s own size instead of inflating it', () => {
    // 600×200 RGBA inflates to 480,200 bytes; this stream of about 250 KB inflates to 256 MB.
    const bomb = decompressionBombPng({ width: 600, height: 200, inflatedBytes: 256 * 1024 * 1024 });
    const before = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    expect(outcome(toDataUrl(bomb))).toBe(UNREADABLE);
    expect(performance.now() - started).toBeLessThan(500);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * 1024 * 1024);
  });
});
