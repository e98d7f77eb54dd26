import { currentLanguage } from '../i18n/i18n';

/**
 * The locale numbers and units are written in: US English in English (what the guests' prerendered
 * pages hold, so hydrating them matches), else the language shown.
 */
export const numberLocale = (): string => (currentLanguage() === 'en' ? 'en-US' : currentLanguage());
