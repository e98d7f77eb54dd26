import { isLanguage, type Language } from './languages';

/**
 * The language a visitor chose, kept in a cookie rather than localStorage so the server reads it
 * too: it answers a visitor whose language is not English the page without the English prerendered
 * markup (apps/server/src/http/spa.ts), so they never see English flash before their own.
 */
// Not `tl_<word>=`: that shape names a session cookie, and makes every answer no-store (server
// http/no-store.ts); this one holds nothing personal.
export const LANGUAGE_COOKIE = 'tl_ui_lang';

export function readStoredLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((item) => item.startsWith(`${LANGUAGE_COOKIE}=`));
  const value = entry?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${400 * 24 * 3600}; SameSite=Lax`;
}
