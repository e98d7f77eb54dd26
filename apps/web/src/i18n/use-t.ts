import { useLingui } from '@lingui/react';
import type { sources } from './catalogues.en';
import { i18n } from './i18n';

type Sources = typeof sources;
/** Every key of the English catalogues: a typo or a removed key fails the typecheck. */
export type MessageKey = { [F in keyof Sources]: keyof Sources[F] }[keyof Sources] & string;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The message of `key` in the language shown; the component re-renders when the language changes. */
export function useT(): Translate {
  return useLingui()._ as Translate;
}

/** The same outside components (code that runs on an event, after the language is loaded). */
export const t: Translate = (key, values) => i18n._(key, values);
