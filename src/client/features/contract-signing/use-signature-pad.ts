import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { getCanvasBacking, isSameBacking, scalePointGroups, type CanvasBacking } from './signature-canvas-size.ts';

/** Dark ink: reads as a pen signature, and the server's blank check counts it (not near-white). */
const INK_COLOUR = '#1E293B';

export interface SignaturePadControls {
  /** Attach to the <canvas>: the pad lives as long as the canvas does. */
  attachCanvas: (canvas: HTMLCanvasElement | null) => (() => void) | undefined;
  /** Nothing drawn since the page opened or the last clear. */
  isEmpty: boolean;
  clear: () => void;
  /** The drawing as a PNG data URL, or null when nothing is drawn. */
  getSignature: () => string | null;
}

/**
 * signature_pad on a canvas that fills its box: the bitmap follows the box's width and the
 * screen's pixel density, so touch and mouse land where they point and the ink is sharp. A
 * resize that keeps the width (a phone's address bar sliding away) leaves the drawing alone; a
 * new width (the phone turned) redraws it scaled. Drawing is off while `disabled`.
 *
 * Component tests replace this module: jsdom has no canvas.
 */
export function useSignaturePad({
  disabled = false,
  onStroke,
}: { disabled?: boolean; onStroke?: () => void } = {}): SignaturePadControls {
  const padRef = useRef<SignaturePad | null>(null);
  const [isEmpty, setIsEmpty] = useState(true);
  const onStrokeRef = useRef(onStroke);
  useEffect(() => {
    onStrokeRef.current = onStroke;
  });

  const attachCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
    if (!canvas) return undefined;
    const pad = new SignaturePad(canvas, { penColor: INK_COLOUR, minWidth: 0.75, maxWidth: 2.75 });
    padRef.current = pad;
    let backing: CanvasBacking | null = null;

    const fit = () => {
      const cssWidth = canvas.getBoundingClientRect().width;
      if (cssWidth === 0) return; // Not laid out (hidden): keep what there is.
      const next = getCanvasBacking(cssWidth, window.devicePixelRatio);
      if (isSameBacking(backing, next)) return;
      const strokes = pad.toData();
      const factor = backing ? next.cssWidth / backing.cssWidth : 1;
      // A new size empties the bitmap and resets the context, its scale included.
      canvas.width = next.width;
      canvas.height = next.height;
      canvas.getContext('2d')?.scale(next.ratio, next.ratio);
      backing = next;
      pad.clear();
      if (strokes.length > 0) pad.fromData(scalePointGroups(strokes, factor));
    };
    const onEndStroke = () => {
      setIsEmpty(pad.isEmpty());
      onStrokeRef.current?.();
    };

    fit();
    pad.addEventListener('endStroke', onEndStroke);
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    // Zooming or moving the window to another screen changes the density, not always the box.
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', onEndStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!disabled || !pad) return;
    pad.off();
    return () => {
      if (padRef.current === pad) pad.on();
    };
  }, [disabled]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setIsEmpty(true);
  }, []);

  const getSignature = useCallback(() => {
    const pad = padRef.current;
    return pad && !pad.isEmpty() ? pad.toDataURL('image/png') : null;
  }, []);

  return { attachCanvas, isEmpty, clear, getSignature };
}
