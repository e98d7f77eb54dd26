import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** The app's one Lingui instance; its catalogues are loaded per language, on first use. */
export const i18n = setupI18n();

/** Loads one bundle of compiled catalogues in one language (a chunk of its own). */
export type CatalogueLoader = () => Promise<{ default: Messages }>;

/**
 * The bundles a page may ask for besides `first`, which every page reads: what the frame and the
 * home page open on demand, the tournament list's, every other page's, and the spec §8 messages
 * (app/catalogues.ts).
 */
export type CatalogueBundle = 'onDemand' | 'tournaments' | 'rest' | 'errors';

/** Where each bundle comes from, per language. */
export type CatalogueBundles = Record<'first' | CatalogueBundle, Record<Language, CatalogueLoader>>;

let catalogues: CatalogueBundles | null = null;
// The bundles asked for so far (in any language), those loaded in each, and the language last
// activated (its bundles may still be loading).
const wanted = new Set<keyof CatalogueBundles>(['first']);
const loaded: Record<Language, Set<keyof CatalogueBundles>> = { en: new Set(), es: new Set() };
let chosen: Language | null = null;

/**
 * Names where each bundle of catalogues comes from. The features own their catalogues and i18n/
 * sits under them, so the app registers them (app/catalogues.ts) before it activates a language.
 */
export function registerCatalogues(bundles: CatalogueBundles): void {
  catalogues = bundles;
}

async function loadBundles(language: Language, bundles: Iterable<keyof CatalogueBundles>): Promise<void> {
  if (!catalogues) throw new Error('No catalogues: the app registers them first (registerCatalogues)');
  const from = catalogues;
  const missing = [...bundles].filter((bundle) => !loaded[language].has(bundle));
  const modules = await Promise.all(missing.map((bundle) => from[bundle][language]()));
  if (modules.length === 0) return;
  // A copy: Lingui keeps the first object it is given and merges the later ones into it.
  i18n.load(language, Object.assign({}, ...modules.map((module) => module.default)));
  for (const bundle of missing) loaded[language].add(bundle);
}

/**
 * Loads `language`'s catalogues (the bundles asked for so far, each once) and makes it the app's:
 * every component reading the i18n context re-renders, and `<html lang>` follows so screen readers
 * pronounce the page right.
 */
export async function activateLanguage(language: Language): Promise<void> {
  chosen = language;
  await loadBundles(language, wanted);
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Loads bundles in the language shown (or being activated), and in any language picked later: a
 * page's with its code (app/router.tsx), a lazily loaded component's with its own.
 */
export async function loadCatalogues(bundles: readonly CatalogueBundle[]): Promise<void> {
  for (const bundle of bundles) wanted.add(bundle);
  if (chosen) await loadBundles(chosen, bundles);
}

/** The language shown now. */
export const currentLanguage = (): Language => (i18n.locale as Language) || DEFAULT_LANGUAGE;
