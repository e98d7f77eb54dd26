/**
 * The browser leaves the app for `url` (the seller's success or cancel URL, which may be another
 * origin with Stripe): a full navigation, not a route change.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
