import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { Language } from './languages';

/**
 * What the app registers (app/catalogues.en.ts adds `sources: typeof sources` to it by declaration
 * merging): the English catalogues by feature, the source of every message key.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the app
export interface RegisteredCatalogues {}
type Sources = RegisteredCatalogues extends { sources: infer S } ? S : Record<string, Record<string, string>>;
/** Every key of the English catalogues: a typo or a removed key fails the typecheck. */
export type MessageKey = { [F in keyof Sources]: keyof Sources[F] }[keyof Sources] & string;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The message of `key` in the language shown, outside components (code run on an event). */
export const t: Translate = (key, values) => i18n._(key, values);

// Lingui's instance says when its language changes; React reads it as an external store (this is
// all @lingui/react would add, for a kilobyte of the first download: ADR 009).
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const readLanguage = () => i18n.locale as Language;

/** The language shown; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, readLanguage, readLanguage);
}

/** The message of `key` in the language shown; the component re-renders when the language changes. */
export function useT(): Translate {
  const language = useLanguage();
  // A new function per language, so a memoised child given it renders again too.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what makes it new
  return useMemo<Translate>(() => (key, values) => t(key, values), [language]);
}
