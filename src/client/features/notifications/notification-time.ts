const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 min ago", "3 h ago", "2 days ago", then the date: when a notice came. In Spanish
 * (a client's header, decision 075) Intl writes them: "ahora", "hace 5 min", "ayer", "hace 2 días".
 */
export function formatNotificationTime(
  createdAt: string,
  now: number = Date.now(),
  language: 'en' | 'es' = 'en',
): string {
  const elapsed = Math.max(0, now - new Date(createdAt).getTime());
  if (language !== 'en') return formatInSpanish(createdAt, elapsed);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return new Date(createdAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

function formatInSpanish(createdAt: string, elapsed: number): string {
  const relative = new Intl.RelativeTimeFormat('es-US', { numeric: 'auto', style: 'short' });
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return relative.format(-days, 'day');
  return new Date(createdAt).toLocaleDateString('es-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
