import type { CurrentUser } from './auth-context';

/**
 * What the browser keeps of a session (spec §3 "Stored session", DESIGN "Sign-in and sessions"):
 * the e-mail, the current user and the judge flag. Tokens live only in HttpOnly cookies.
 */
const EMAIL_KEY = 'tightlines.email';
const USER_KEY = 'tightlines.user';
const JUDGE_KEY = 'tightlines.judge';

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
}

export function clearStoredSession(): void {
  for (const key of [EMAIL_KEY, USER_KEY, JUDGE_KEY]) localStorage.removeItem(key);
}

function parseUser(value: string | null): CurrentUser | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as CurrentUser;
  } catch {
    return null;
  }
}
