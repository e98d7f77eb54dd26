import type { CatalogueLoader } from '../i18n/i18n';
import type { Language } from '../i18n/languages';

/** Every language's catalogues, each the features' and the app's together (i18n.registerCatalogues). */
export const APP_CATALOGUES: Record<Language, CatalogueLoader> = {
  en: () => import('./catalogues.en'),
  es: () => import('./catalogues.es'),
};
