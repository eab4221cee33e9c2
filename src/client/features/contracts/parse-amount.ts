/** An empty amount is no amount; any other text goes to the money rule as it is. */
export function parseAmount(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
