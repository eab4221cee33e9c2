import upngModule from '@pdf-lib/upng';

// The package is CommonJS with `exports.default`: Node (and tsx) hand us `{ default: UPNG }`,
// Vite and Vitest the UPNG object itself. Take whichever holds the functions.
const UPNG = (upngModule as unknown as { default?: typeof upngModule }).default ?? upngModule;

/** The pixels of a PNG as RGBA bytes (the first frame). Throws on anything that is not a PNG. */
export function decodePngToRgba(png: Buffer): Uint8Array {
  const bytes = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer;
  return new Uint8Array(UPNG.toRGBA8(UPNG.decode(bytes))[0]!);
}

/** A lossless PNG of RGBA pixels. */
export function encodeRgbaToPng(rgba: Uint8Array, width: number, height: number): Buffer {
  return Buffer.from(UPNG.encode([rgba.buffer as ArrayBuffer], width, height, 0));
}
