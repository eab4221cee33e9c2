import { SIGNATURE_MAX_BYTES } from '#shared/contracts/contracts.schemas.ts';
import { AppError } from '../../errors.ts';
import { decodePngToRgba } from './png-codec.ts';

/** Big enough for the 600×200 canvas at a device pixel ratio of 4; a bigger image is not a drawn signature. */
const MAX_SIDE = 2_400;
/** Pixels of ink below which a drawing is taken as blank (a stray tap, not a signature). */
const MIN_INK_PIXELS = 40;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function refuse(message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { signature: [message] } });
}

/**
 * The PNG of a drawn signature, checked before anything is written: a real PNG, under 1 MB, of
 * a canvas's size, with ink on it. signature_pad draws on a transparent canvas; an opaque white
 * background counts as blank too. Returns the image bytes.
 */
export function readSignatureImage(dataUrl: string): Buffer {
  const image = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (image.length > SIGNATURE_MAX_BYTES) refuse('The signature image is too large');
  if (image.length < 33 || !image.subarray(0, 8).equals(PNG_MAGIC)) refuse('The signature must be a drawn PNG image');
  // The IHDR chunk comes first: width and height are read before anything is decompressed.
  const width = image.readUInt32BE(16);
  const height = image.readUInt32BE(20);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
    refuse('The signature image has an unexpected size');

  let rgba: Uint8Array;
  try {
    rgba = decodePngToRgba(image);
  } catch {
    refuse('The signature must be a drawn PNG image');
  }
  if (countInkPixels(rgba) < MIN_INK_PIXELS) refuse('Please provide your signature before submitting.');
  return image;
}

function countInkPixels(rgba: Uint8Array): number {
  let ink = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const alpha = rgba[i + 3]!;
    const isWhite = rgba[i]! > 240 && rgba[i + 1]! > 240 && rgba[i + 2]! > 240;
    if (alpha > 32 && !isWhite) ink += 1;
  }
  return ink;
}
