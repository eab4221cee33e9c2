/** Formats the dashboard and the leads share (decision 011: a piece two features need moves down). */

export { formatDollars } from '#shared/money.ts';

/** 'Emma Johnson' → 'EJ', 'Cher' → 'C', 'Mary Ann de la Cruz' → 'MC' (first and last word). */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toUpperCase();
}

/** A venue's mark when it has no logo: its first letter, 'Élan Hall' → 'É'. */
export function getFirstInitial(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}
