/** '45%'. */
export function formatPercent(value: number): string {
  return `${value}%`;
}

/** '1 guest', '120 guests'; an unknown count is 'Guests TBD' rather than a misleading 0. */
export function formatGuestCount(guestCount: number | null): string {
  if (guestCount === null) return 'Guests TBD';
  return `${guestCount} ${guestCount === 1 ? 'guest' : 'guests'}`;
}
