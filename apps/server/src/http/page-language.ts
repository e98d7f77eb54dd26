import { LANGUAGES, type Language } from '@tightlines/domain';
import type { FastifyRequest } from 'fastify';

/** The languages the web app is written in (apps/web/src/i18n/languages.ts). */
const APP_LANGUAGES: readonly string[] = LANGUAGES;
/** Set by the web app to the visitor's language (apps/web/src/i18n/language-cookie.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)tl_ui_lang=([a-z]{2})(?:;|$)/;

/**
 * The language the web app will show a visitor: the one they chose (the cookie), else, on a first
 * visit, the browser's most preferred language the app has, else English. The same order as the
 * app's own pick, so the page the server answers (prerendered in English or not) matches it, and
 * the API's catalogue names the species and places in the language the page around them is in.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (chosen && APP_LANGUAGES.includes(chosen)) return chosen as Language;
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0 && APP_LANGUAGES.includes(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (accepted[0]?.language as Language | undefined) ?? 'en';
}
