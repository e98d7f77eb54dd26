import type { Language } from '../../../i18n/languages';
import { privacy as privacyEn } from './en/privacy';
import { terms as termsEn } from './en/terms';
import { tournamentTerms as tournamentTermsEn } from './en/tournament-terms';
import { privacy as privacyEs } from './es/privacy';
import { terms as termsEs } from './es/terms';
import { tournamentTerms as tournamentTermsEs } from './es/tournament-terms';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** One legal document in one language (content/<language>/). */
export interface LegalDocumentContent {
  title: string;
  /** The day it takes effect, `YYYY-MM-DD`; written out in the reader's language. */
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}

/**
 * A legal document in every language, each written whole (ADR 009, follow-up): the same sections
 * and paragraphs in the same order (static-pages.test.tsx checks it). Both travel in the page's
 * lazily loaded chunk, so the page renders at once in either language.
 */
export type LegalDocuments = Record<Language, LegalDocumentContent>;

export const termsDocuments: LegalDocuments = { en: termsEn, es: termsEs };
export const privacyDocuments: LegalDocuments = { en: privacyEn, es: privacyEs };
export const tournamentTermsDocuments: LegalDocuments = { en: tournamentTermsEn, es: tournamentTermsEs };
