import { setSignedInHint } from '../signed-in-hint';
import type { CurrentUser } from './auth-context';

/**
 * What the browser keeps of a session (spec §3 "Stored session", DESIGN "Sign-in and sessions"):
 * the e-mail, the current user and the judge flag. Tokens live only in HttpOnly cookies.
 */
const EMAIL_KEY = 'tightlines.email';
const USER_KEY = 'tightlines.user';
const JUDGE_KEY = 'tightlines.judge';
/** Whose missing locality was already asked for since they signed in (spec §9: once, after login). */
const LOCALITY_ASKED_KEY = 'tightlines.localityAsked';

export interface StoredSession {
  email: string;
  user: CurrentUser | null;
  isJudge: boolean;
}

export function readStoredSession(): StoredSession | null {
  const email = localStorage.getItem(EMAIL_KEY);
  if (!email) return null;
  return {
    email,
    user: parseUser(localStorage.getItem(USER_KEY)),
    isJudge: localStorage.getItem(JUDGE_KEY) === '1',
  };
}

export function storeSession(session: StoredSession): void {
  localStorage.setItem(EMAIL_KEY, session.email);
  if (session.user) localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  localStorage.setItem(JUDGE_KEY, session.isJudge ? '1' : '0');
  setSignedInHint(true);
}

export function clearStoredSession(): void {
  for (const key of [EMAIL_KEY, USER_KEY, JUDGE_KEY, LOCALITY_ASKED_KEY]) localStorage.removeItem(key);
  setSignedInHint(false);
}

export function wasLocalityAsked(email: string): boolean {
  return localStorage.getItem(LOCALITY_ASKED_KEY) === email;
}

export function markLocalityAsked(email: string): void {
  localStorage.setItem(LOCALITY_ASKED_KEY, email);
}

/** A new sign-in asks again (the prompt comes once per login, not once per page load). */
export function forgetLocalityAsked(): void {
  localStorage.removeItem(LOCALITY_ASKED_KEY);
}

function parseUser(value: string | null): CurrentUser | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as CurrentUser;
  } catch {
    return null;
  }
}
