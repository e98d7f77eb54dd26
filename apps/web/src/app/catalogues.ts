import type { CatalogueBundle, CatalogueBundles } from '../i18n/i18n';

/**
 * The catalogues in bundles per language, each a chunk of its own (app/catalogue-bundles/), compiled
 * by the build (vite.config.ts): `first`, which every page reads (the frame and the home page),
 * `onDemand` (what the frame and the home page open on demand, loaded with its code),
 * `tournaments` (the tournament list), `rest` (every other page) and `errors` (the spec §8 messages
 * but the few the frame names: loaded with a failure, api/client.ts). A phone opening the home page
 * downloads only what it shows, in its language; catalogue-bundles.test.ts checks that each piece of
 * code has the messages it reads. Registered with i18n (i18n.registerCatalogues).
 */
export const APP_CATALOGUES: CatalogueBundles = {
  first: {
    en: () => import('./catalogue-bundles/first.en'),
    es: () => import('./catalogue-bundles/first.es'),
  },
  onDemand: {
    en: () => import('./catalogue-bundles/on-demand.en'),
    es: () => import('./catalogue-bundles/on-demand.es'),
  },
  tournaments: {
    en: () => import('./catalogue-bundles/tournaments.en'),
    es: () => import('./catalogue-bundles/tournaments.es'),
  },
  rest: {
    en: () => import('./catalogue-bundles/rest.en'),
    es: () => import('./catalogue-bundles/rest.es'),
  },
  errors: {
    en: () => import('./catalogue-bundles/errors.en'),
    es: () => import('./catalogue-bundles/errors.es'),
  },
};

/** Every bundle: what a page loads unless it names its own (app/router.tsx). */
export const EVERY_BUNDLE: readonly CatalogueBundle[] = ['onDemand', 'tournaments', 'rest', 'errors'];
