/** The typed countersignature's look: a handwriting face where the device has one. */
export const TYPED_SIGNATURE_FONT = 'italic 56px "Segoe Script", "Snell Roundhand", "Brush Script MT", cursive';

/**
 * A typed name as the PNG a drawn signature would be (600×200, dark ink on transparent), so the
 * server checks, hashes and prints both the same way. Null when the browser cannot draw.
 */
export function renderTypedSignature(name: string): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 200;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#1E293B';
  context.textBaseline = 'middle';
  context.textAlign = 'center';
  let size = 56;
  context.font = TYPED_SIGNATURE_FONT;
  // A long name shrinks to fit the box rather than run off it.
  while (size > 20 && context.measureText(name).width > 560) {
    size -= 4;
    context.font = TYPED_SIGNATURE_FONT.replace('56px', `${size}px`);
  }
  context.fillText(name, 300, 100, 560);
  return canvas.toDataURL('image/png');
}
