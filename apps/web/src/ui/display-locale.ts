import { currentLanguage } from '../i18n/i18n';

/**
 * The locale numbers and units are written in: US English in English (what the guests' prerendered
 * pages hold, so hydrating them matches), else the language shown.
 */
export const numberLocale = (): string => (currentLanguage() === 'en' ? 'en-US' : currentLanguage());

/** The locale dates are written in: the browser's own in English (its date order), else the language's. */
export const dateLocale = (): string | undefined =>
  currentLanguage() === 'en' ? undefined : currentLanguage();
