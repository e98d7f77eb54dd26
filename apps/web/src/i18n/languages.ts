/** The languages the app is written in; English is the source and the fallback. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, so a reader finds theirs whatever the page is in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** `es-MX` → `es`; null when the tag names no language the app has. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = tag?.toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The language to show (issue 19): the user's setting, else the one a guest chose (stored), else
 * the browser's first language the app has, else English.
 */
export function pickLanguage(sources: {
  setting?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}): Language {
  if (isLanguage(sources.setting)) return sources.setting;
  if (isLanguage(sources.stored)) return sources.stored;
  for (const tag of sources.browser ?? []) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
