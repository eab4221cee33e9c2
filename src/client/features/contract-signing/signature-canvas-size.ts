import type { PointGroup } from 'signature_pad';

/** Spec §9: the signature canvas is 600 by 200 pixels; narrower screens keep its 3:1 shape. */
export const SIGNATURE_CANVAS_WIDTH = 600;
export const SIGNATURE_CANVAS_HEIGHT = 200;

/**
 * Sharper than 3 device pixels per CSS pixel adds only bytes; the server refuses images over
 * 2,400 pixels a side, which 600 × 4 would reach.
 */
const MAX_PIXEL_RATIO = 3;

export interface CanvasBacking {
  /** The width the canvas is shown at, in CSS pixels. */
  cssWidth: number;
  /** The canvas's width and height attributes: device pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel, by which the drawing context is scaled. */
  ratio: number;
}

/**
 * The bitmap behind a canvas shown `cssWidth` CSS pixels wide, so the drawing is sharp on a
 * high-density screen and points land where the finger is (signature_pad reads CSS pixels).
 */
export function getCanvasBacking(cssWidth: number, devicePixelRatio: number): CanvasBacking {
  const ratio = Math.min(Math.max(devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
  const width = Math.min(Math.max(cssWidth, 1), SIGNATURE_CANVAS_WIDTH);
  const height = (width * SIGNATURE_CANVAS_HEIGHT) / SIGNATURE_CANVAS_WIDTH;
  return {
    cssWidth: width,
    width: Math.max(Math.round(width * ratio), 1),
    height: Math.max(Math.round(height * ratio), 1),
    ratio,
  };
}

/** Whether the bitmap must change: a phone's address bar hiding fires resize without changing either. */
export function isSameBacking(a: CanvasBacking | null, b: CanvasBacking): boolean {
  return a !== null && a.width === b.width && a.height === b.height && a.ratio === b.ratio;
}

/**
 * The strokes redrawn at a new width (a phone turned sideways): points and pen widths grow or
 * shrink with the canvas, so the signature keeps its shape instead of being cut off or lost.
 */
export function scalePointGroups(groups: PointGroup[], factor: number): PointGroup[] {
  if (factor === 1) return groups;
  return groups.map((group) => ({
    ...group,
    dotSize: group.dotSize * factor,
    minWidth: group.minWidth * factor,
    maxWidth: group.maxWidth * factor,
    points: group.points.map((point) => ({ ...point, x: point.x * factor, y: point.y * factor })),
  }));
}
