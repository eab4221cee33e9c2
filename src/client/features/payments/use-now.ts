import { useEffect, useState } from 'react';

/**
 * The current time for figures that depend on the day (overdue, this month), refreshed each
 * minute so a page left open past midnight at the venue moves on with it.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
