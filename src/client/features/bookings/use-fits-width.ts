import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element `ref` points at is narrower than `width` px (a phone, or a tablet with the
 * sidebar open), measured before paint and again on every resize. A container query in script:
 * the calendar's grids need the room their box has, which the viewport width does not tell.
 * Without ResizeObserver (jsdom, old browsers) the full-width layout is kept.
 */
export function useIsNarrowerThan<T extends HTMLElement>(width: number) {
  const ref = useRef<T>(null);
  const [isNarrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setNarrow(element.clientWidth > 0 && element.clientWidth < width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return [ref, isNarrow] as const;
}
