/** Whether the runtime knows this IANA time zone (Node and browsers share the ICU database). */
export function isValidTimeZone(value: string): boolean {
  if (!value || !value.includes('/')) return value === 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zones a venue can choose, from the runtime's own list. */
export function listTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
}
