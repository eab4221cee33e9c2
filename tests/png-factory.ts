import { deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and the CRC of type and data (PNG spec §5.3). */
export function pngChunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, adaptive filtering, not interlaced
  return pngChunk('IHDR', data);
}

/** Transparent RGBA rows, each with its filter byte, compressed: a few KB for megapixels. */
function blankImageData(width: number, height: number): Buffer {
  return deflateSync(Buffer.alloc((width * 4 + 1) * height), { level: 9 });
}

function frameControl(sequence: number, width: number, height: number): Buffer {
  const data = Buffer.alloc(26);
  data.writeUInt32BE(sequence, 0);
  data.writeUInt32BE(width, 4);
  data.writeUInt32BE(height, 8);
  // x and y offsets 0, delay 1/100 s, dispose none, blend source.
  data.writeUInt16BE(1, 20);
  data.writeUInt16BE(100, 22);
  return pngChunk('fcTL', data);
}

/**
 * An animated PNG whose frames after the first are 1×1 pixel: a few dozen bytes each on the
 * wire, yet a decoder that renders every frame allocates the whole canvas (width × height × 4)
 * for each one. The attack on the signing route is exactly this file.
 */
export function animatedPng(options: { width: number; height: number; frames: number }): Buffer {
  const { width, height, frames } = options;
  const animation = Buffer.alloc(8);
  animation.writeUInt32BE(frames, 0);
  const tiny = deflateSync(Buffer.from([0, 0, 0, 0, 0]));
  const parts = [
    PNG_SIGNATURE,
    ihdr(width, height),
    pngChunk('acTL', animation),
    frameControl(0, width, height),
    pngChunk('IDAT', blankImageData(width, height)),
  ];
  let sequence = 1;
  for (let frame = 1; frame < frames; frame++) {
    parts.push(frameControl(sequence++, 1, 1));
    const data = Buffer.alloc(4 + tiny.length);
    data.writeUInt32BE(sequence++, 0);
    tiny.copy(data, 4);
    parts.push(pngChunk('fdAT', data));
  }
  parts.push(pngChunk('IEND'));
  return Buffer.concat(parts);
}

/** A still PNG of the given size with the given chunks added after IHDR (e.g. an unknown one). */
export function stillPng(options: { width: number; height: number; extraChunks?: Buffer[]; idat?: Buffer }): Buffer {
  const { width, height } = options;
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    ...(options.extraChunks ?? []),
    pngChunk('IDAT', options.idat ?? blankImageData(width, height)),
    pngChunk('IEND'),
  ]);
}

/**
 * A small image whose compressed pixels inflate far beyond its declared size: `inflatedBytes`
 * of zeros in a deflate stream about a thousandth as long (a decompression bomb).
 */
export function decompressionBombPng(options: { width: number; height: number; inflatedBytes: number }): Buffer {
  return stillPng({ ...options, idat: deflateSync(Buffer.alloc(options.inflatedBytes), { level: 9 }) });
}

export function toDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
