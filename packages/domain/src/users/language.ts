import { z } from 'zod';

/** The languages the product is written in (issue 19); English is the source and the fallback. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ZLanguage = z.enum(LANGUAGES).describe('language of the app and e-mails: en or es');

export const ZLanguageInput = z.object({ language: ZLanguage });
