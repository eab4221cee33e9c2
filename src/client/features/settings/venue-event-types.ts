/** The description New Booking shows for a venue's own event type. */
export const VENUE_EVENT_TYPE_DESCRIPTION = "One of your venue's own event types.";

/**
 * The venue's event types that are not already among the standard ones (compared without case),
 * in the venue's order, each once.
 */
export function getExtraEventTypes(standard: readonly string[], venueTypes: readonly string[]): string[] {
  const seen = new Set(standard.map((type) => type.toLocaleLowerCase()));
  const extra: string[] = [];
  for (const type of venueTypes) {
    const key = type.trim().toLocaleLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    extra.push(type.trim());
  }
  return extra;
}
