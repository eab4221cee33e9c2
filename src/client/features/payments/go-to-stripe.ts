/**
 * Leaves the app for Stripe's hosted onboarding (an Account Link). Its own module so tests can
 * stand in for a navigation jsdom cannot make. Only a web address is followed, never a
 * `javascript:` one, whatever the answer held.
 */
export function goToStripe(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.protocol === 'https:' || target.protocol === 'http:') window.location.assign(target.href);
}
