import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** The app's one Lingui instance; its catalogues are loaded per language, on first use. */
export const i18n = setupI18n();

// Each language's catalogues, compiled, in a chunk of its own: only the language shown is downloaded.
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalogues.en'),
  es: () => import('./catalogues.es'),
};

/**
 * Loads `language`'s catalogues (once) and makes it the app's: every component reading the i18n
 * context re-renders, and `<html lang>` follows so screen readers pronounce the page right.
 */
export async function activateLanguage(language: Language): Promise<void> {
  if (!i18n.messages || i18n.locale !== language) {
    const { messages } = await CATALOGUES[language]();
    i18n.loadAndActivate({ locale: language, messages });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language shown now. */
export const currentLanguage = (): Language => (i18n.locale as Language) || DEFAULT_LANGUAGE;
