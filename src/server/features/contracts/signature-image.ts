import { SIGNATURE_MAX_BYTES } from '#shared/contracts/contracts.schemas.ts';
import { AppError } from '../../errors.ts';
import { decodePngToRgba } from './png-codec.ts';
import { readPngStructure, requireInflatesWithin } from './png-chunks.ts';

/**
 * The most decoded pixels (RGBA, 4 bytes each) a signature may have: the signing page's canvas
 * at its largest, 600×200 CSS pixels at its density cap of 3 device pixels per CSS pixel
 * (signature-canvas-size.ts), is 1800×600×4 = 4,320,000 bytes. Phones draw at densities of 2 to
 * 3.5 but on a canvas narrower than 600 CSS pixels (about 350 on a 390-pixel screen), so they stay
 * well under it; a desktop at density 2 sends 1200×400 (1.9 MB).
 */
export const MAX_DECODED_BYTES = 1800 * 600 * 4;
/** No drawn signature is longer than the canvas is wide at its largest, or taller. */
const MAX_SIDE = 2_400;
/** Pixels of ink below which a drawing is taken as blank (a stray tap, not a signature). */
const MIN_INK_PIXELS = 40;

function refuse(message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { signature: [message] } });
}

/**
 * The PNG of a drawn signature, checked before anything is written: a real, still PNG, under
 * 1 MB, of a canvas's size, with ink on it. What costs memory or time is checked before it is
 * spent: the chunks are walked first (an animation is refused undecoded), the decoded size is
 * capped from the header, and the pixel data must inflate to exactly the image's size.
 * signature_pad draws on a transparent canvas; an opaque white background counts as blank too.
 * Returns the image bytes.
 */
export function readSignatureImage(dataUrl: string): Buffer {
  const image = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (image.length > SIGNATURE_MAX_BYTES) refuse('The signature image is too large');
  let rgba: Uint8Array;
  try {
    const { header, imageData } = readPngStructure(image);
    const { width, height } = header;
    if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || width * height * 4 > MAX_DECODED_BYTES) {
      refuse('The signature image has an unexpected size');
    }
    requireInflatesWithin(imageData, header);
    rgba = decodePngToRgba(image);
  } catch (error) {
    // A refusal of the size stands; a PngRefusal or the decoder's own failure means the same.
    if (error instanceof AppError) throw error;
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
