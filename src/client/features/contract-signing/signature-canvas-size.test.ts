import type { PointGroup } from 'signature_pad';
import { describe, expect, it } from 'vitest';
import { getCanvasBacking, isSameBacking, scalePointGroups } from './signature-canvas-size.ts';

function stroke(points: [number, number][]): PointGroup {
  return {
    penColor: '#1E293B',
    dotSize: 0,
    minWidth: 0.75,
    maxWidth: 2.75,
    velocityFilterWeight: 0.7,
    compositeOperation: 'source-over',
    points: points.map(([x, y], time) => ({ x, y, pressure: 0.5, time })),
  };
}

describe('getCanvasBacking', () => {
  it('is 600 by 200 on a wide screen at one pixel per CSS pixel (spec §9)', () => {
    expect(getCanvasBacking(600, 1)).toEqual({ cssWidth: 600, width: 600, height: 200, ratio: 1 });
    expect(getCanvasBacking(900, 1)).toEqual({ cssWidth: 600, width: 600, height: 200, ratio: 1 });
  });

  it('keeps 3:1 on a phone and holds the screen’s density', () => {
    expect(getCanvasBacking(326, 3)).toEqual({ cssWidth: 326, width: 978, height: 326, ratio: 3 });
    expect(getCanvasBacking(342.5, 2)).toEqual({ cssWidth: 342.5, width: 685, height: 228, ratio: 2 });
  });

  it('stays under the server’s 2,400 pixels a side on the densest screens, and at least 1× anywhere', () => {
    expect(getCanvasBacking(600, 4)).toEqual({ cssWidth: 600, width: 1800, height: 600, ratio: 3 });
    expect(getCanvasBacking(600, 0.5).ratio).toBe(1);
    expect(getCanvasBacking(600, Number.NaN).ratio).toBe(1);
  });
});

describe('isSameBacking', () => {
  it('keeps the drawing when only the height of the window changed (the address bar)', () => {
    expect(isSameBacking(getCanvasBacking(326, 3), getCanvasBacking(326, 3))).toBe(true);
  });

  it('redraws for a new width or density, and the first time', () => {
    expect(isSameBacking(getCanvasBacking(326, 3), getCanvasBacking(600, 3))).toBe(false);
    expect(isSameBacking(getCanvasBacking(600, 1), getCanvasBacking(600, 2))).toBe(false);
    expect(isSameBacking(null, getCanvasBacking(600, 1))).toBe(false);
  });
});

describe('scalePointGroups', () => {
  it('moves points and pen widths with the canvas, so the signature keeps its shape', () => {
    const [scaled] = scalePointGroups(
      [
        stroke([
          [100, 50],
          [300, 150],
        ]),
      ],
      0.5,
    );
    expect(scaled?.points.map(({ x, y }) => [x, y])).toEqual([
      [50, 25],
      [150, 75],
    ]);
    expect(scaled).toMatchObject({ minWidth: 0.375, maxWidth: 1.375, penColor: '#1E293B' });
  });

  it('leaves the strokes alone at the same width', () => {
    const strokes = [stroke([[10, 10]])];
    expect(scalePointGroups(strokes, 1)).toBe(strokes);
  });
});
