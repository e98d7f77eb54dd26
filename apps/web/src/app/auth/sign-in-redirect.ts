import type { AuthConfig } from '@tightlines/domain';
import { apiRequest } from '../../api/client';

/** What the browser remembers between leaving for the provider and coming back with `?code=`. */
const PENDING_KEY = 'tightlines.pendingSignIn';

interface PendingSignIn {
  state: string;
  verifier: string;
  returnTo: string;
}

function randomString(bytes = 32): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return base64Url(values);
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * Sends the browser to our identity provider (spec §4): authorization code with PKCE (S256),
 * state and nonce. `screen: 'register'` opens the provider's page on its registration form.
 */
export async function redirectToSignIn({
  screen = 'login',
  returnTo = '/',
}: { screen?: 'login' | 'register'; returnTo?: string } = {}) {
  const config = await apiRequest<AuthConfig>('/auth/config');
  const publicOrigin = new URL(config.redirectUri).origin;
  if (window.location.origin !== publicOrigin) {
    // The provider sends the browser back to PUBLIC_URL only, where this tab's pending sign-in
    // (kept per origin) would not be found: start again from there.
    window.location.assign(`${publicOrigin}${screen === 'register' ? '/register' : '/sign_in'}`);
    return;
  }
  const verifier = randomString(32);
  const challenge = base64Url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  );
  const pending: PendingSignIn = { state: randomString(16), verifier, returnTo };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(config.authorizationEndpoint, window.location.origin);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    redirect_uri: config.redirectUri,
    scope: config.scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: randomString(16),
    // Always show the provider's page: a sign-in is a deliberate act, never silent.
    prompt: 'login',
    ...(screen === 'register' ? { screen } : {}),
  }).toString();
  window.location.assign(url.toString());
}

/**
 * Whether the page was opened by the provider sending back a sign-in this tab did not start (or
 * already finished): its code cannot be used here, and the user must be told so.
 */
export function isUnmatchedSignInReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return Boolean(params.get('code') && params.get('state')) && !isReturningFromSignIn(search);
}

/** Whether the page was opened by the provider sending back a sign-in this browser started (nothing is used up). */
export function isReturningFromSignIn(search: string): boolean {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  return Boolean(params.get('code') && state && readPending()?.state === state);
}

/**
 * The code and verifier of a sign-in that has just come back, or null. The pending sign-in is used
 * once: a replayed or forged `?code=&state=` finds nothing to match.
 */
export function takeReturnedSignIn(
  search: string,
): { code: string; verifier: string; returnTo: string } | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return null;
  const pending = readPending();
  sessionStorage.removeItem(PENDING_KEY);
  if (!pending || pending.state !== state) return null;
  return { code, verifier: pending.verifier, returnTo: pending.returnTo };
}

function readPending(): PendingSignIn | null {
  try {
    return JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingSignIn | null;
  } catch {
    return null;
  }
}
