import { inflateSync } from 'node:zlib';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Chunks a still image may carry (PNG spec §4.3): the critical ones and ancillary chunks that
 * only describe it. Anything else is refused, the animation chunks (acTL, fcTL, fdAT) first of
 * all: a decoder renders every frame of an APNG at the full canvas size.
 */
const ALLOWED_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'tRNS',
  'IDAT',
  'IEND',
  'sRGB',
  'gAMA',
  'cHRM',
  'iCCP',
  'sBIT',
  'pHYs',
  'bKGD',
  'tIME',
  'tEXt',
  'zTXt',
  'iTXt',
]);

/** Samples per pixel of each colour type (§11.2.2). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
}

export class PngRefusal extends Error {}

/**
 * Reads a PNG's structure without decoding a pixel: the header, and every chunk's length and
 * type, which must be known, in order, and inside the file. Throws PngRefusal otherwise.
 */
export function readPngStructure(png: Buffer): { header: PngHeader; imageData: Buffer } {
  if (png.length < 8 + 25 || !png.subarray(0, 8).equals(PNG_MAGIC)) throw new PngRefusal('not a PNG');
  let offset = 8;
  let header: PngHeader | null = null;
  const imageData: Buffer[] = [];
  let ended = false;
  while (offset < png.length) {
    if (ended) throw new PngRefusal('data after IEND');
    if (offset + 12 > png.length) throw new PngRefusal('truncated chunk');
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > png.length) throw new PngRefusal('truncated chunk');
    if (!ALLOWED_CHUNKS.has(type)) throw new PngRefusal(`chunk ${type} is not allowed`);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (header === null && type !== 'IHDR') throw new PngRefusal('IHDR is not first');
    if (type === 'IHDR') {
      if (header !== null || length !== 13) throw new PngRefusal('bad IHDR');
      header = readHeader(data);
    } else if (type === 'IDAT') {
      imageData.push(data);
    } else if (type === 'IEND') {
      ended = true;
    }
    offset = end;
  }
  if (!header || !ended || imageData.length === 0) throw new PngRefusal('incomplete PNG');
  return { header, imageData: Buffer.concat(imageData) };
}

function readHeader(data: Buffer): PngHeader {
  const header = {
    width: data.readUInt32BE(0),
    height: data.readUInt32BE(4),
    bitDepth: data[8]!,
    colourType: data[9]!,
  };
  if (CHANNELS[header.colourType] === undefined || ![1, 2, 4, 8, 16].includes(header.bitDepth)) {
    throw new PngRefusal('unsupported pixel format');
  }
  // Deflate, adaptive filtering, and no interlacing: a canvas never interlaces its PNG.
  if (data[10] !== 0 || data[11] !== 0 || data[12] !== 0) throw new PngRefusal('unsupported encoding');
  return header;
}

/** What the image data inflates to when it is what the header says: each row and its filter byte. */
export function expectedInflatedBytes(header: PngHeader): number {
  const bitsPerPixel = CHANNELS[header.colourType]! * header.bitDepth;
  return header.height * (1 + Math.ceil((header.width * bitsPerPixel) / 8));
}

/**
 * Inflates the image data with zlib's own output limit, so a small stream that expands to
 * gigabytes (a decompression bomb) is stopped at the image's own size instead of being held.
 */
export function requireInflatesWithin(imageData: Buffer, header: PngHeader): void {
  const expected = expectedInflatedBytes(header);
  let inflated: Buffer;
  try {
    inflated = inflateSync(imageData, { maxOutputLength: expected });
  } catch {
    throw new PngRefusal('image data does not inflate to the image');
  }
  if (inflated.length !== expected) throw new PngRefusal('image data does not inflate to the image');
}
