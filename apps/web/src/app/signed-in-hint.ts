/**
 * A cookie that tells the server a visitor is signed in, so it answers the page without the guests'
 * prerendered markup (apps/server/src/http/spa.ts) and a signed-in visitor never sees that page
 * flash. It mirrors the stored session (auth/session-store.ts) and holds nothing secret: the session
 * itself lives in HttpOnly cookies scoped to /api.
 */
export const SIGNED_IN_HINT_COOKIE = 'tl_signed_in';

export function setSignedInHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const has = document.cookie.split('; ').some((entry) => entry.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
  if (has === signedIn) return;
  document.cookie = signedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${400 * 24 * 3600}; SameSite=Lax`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
