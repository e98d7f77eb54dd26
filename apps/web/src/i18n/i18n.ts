import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** The app's one Lingui instance; its catalogues are loaded per language, on first use. */
export const i18n = setupI18n();

/** Loads one language's compiled catalogues (a chunk of its own: only the language shown is downloaded). */
export type CatalogueLoader = () => Promise<{ messages: Messages }>;

let catalogues: Record<Language, CatalogueLoader> | null = null;

/**
 * Names where each language's catalogues come from. The features own their catalogues and i18n/ sits
 * under them, so the app registers them (app/catalogues.ts) before it activates a language.
 */
export function registerCatalogues(loaders: Record<Language, CatalogueLoader>): void {
  catalogues = loaders;
}

/**
 * Loads `language`'s catalogues (once) and makes it the app's: every component reading the i18n
 * context re-renders, and `<html lang>` follows so screen readers pronounce the page right.
 */
export async function activateLanguage(language: Language): Promise<void> {
  if (!i18n.messages || i18n.locale !== language) {
    if (!catalogues) throw new Error('No catalogues: the app registers them first (registerCatalogues)');
    const { messages } = await catalogues[language]();
    i18n.loadAndActivate({ locale: language, messages });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language shown now. */
export const currentLanguage = (): Language => (i18n.locale as Language) || DEFAULT_LANGUAGE;
