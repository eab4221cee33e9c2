import { useState, type KeyboardEvent } from 'react';

const WEEK = 7;

/**
 * One tab stop for a whole month grid (the ARIA grid pattern): Tab enters at the active day,
 * the arrows move a day or a week, Home and End go to the first and last day. A month of 31
 * tab stops per grid would make the tab slow to cross from the keyboard.
 */
export function useRovingGrid(count: number) {
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.min(activeIndex, Math.max(count - 1, 0));

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: WEEK, ArrowUp: -WEEK };
    const step = steps[event.key];
    const target =
      step !== undefined ? active + step : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : null;
    if (target === null) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(count - 1, target));
    setActiveIndex(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-grid-index="${next}"]`)?.focus();
  }

  return {
    onKeyDown,
    /** Props of the cell at `index`: only the active one is in the tab order. */
    getCellProps: (index: number) => ({
      'data-grid-index': index,
      tabIndex: index === active ? 0 : -1,
      onFocus: () => setActiveIndex(index),
    }),
  };
}
