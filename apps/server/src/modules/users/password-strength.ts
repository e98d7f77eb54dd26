import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError, passwordContainsEmail, type MessageKey } from '@tightlines/domain';

/**
 * zxcvbn's score (0–4) a new password needs: 3 is "safely unguessable", about 10^8 to 10^10
 * guesses, which a few unrelated words reach and a word with digits and a symbol often does not.
 */
const MIN_SCORE = 3;
/** Words of this product a password must not lean on, as it must not on the person's own name. */
const PRODUCT_WORDS = ['tightlines', 'tight lines', 'tight-lines'];

const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** Who sets the password: their own words count as guessable. */
export interface PasswordOwner {
  email: string;
  name?: string | null;
  lastname?: string | null;
}

/**
 * Why a new password is refused (a spec §8 style message saying what makes it guessable), or null
 * when it is strong enough: not the e-mail or holding it, not among the most common passwords, and
 * scored 3 or more by zxcvbn with the person's own words and the product's name as known words.
 */
export function weakPasswordReason(password: string, owner: PasswordOwner): MessageKey | null {
  if (passwordContainsEmail(password, owner.email)) return 'passwordTooCommon';
  const name = owner.name?.trim() ?? '';
  const lastname = owner.lastname?.trim() ?? '';
  const ownWords = [owner.email, owner.email.split('@')[0] ?? '', name, lastname, `${name}${lastname}`]
    .map((word) => word.trim())
    .filter((word) => word.length >= 3);
  const estimate = estimator.check(password, [...ownWords, ...PRODUCT_WORDS]);
  return estimate.score >= MIN_SCORE ? null : reasonOf(estimate);
}

/** zxcvbn's main warning, in our words. */
function reasonOf({ feedback }: ZxcvbnResult): MessageKey {
  switch (feedback.warning) {
    case 'simpleRepeat':
    case 'extendedRepeat':
      return 'passwordRepeats';
    case 'sequences':
      return 'passwordSequence';
    case 'straightRow':
    case 'keyPattern':
      return 'passwordKeyboardPattern';
    case 'recentYears':
    case 'dates':
      return 'passwordDates';
    case 'topTen':
    case 'topHundred':
    case 'common':
    case 'similarToCommon':
    case 'pwned':
      return 'passwordTooCommon';
    case 'userInputs':
      return 'passwordPersonal';
    default:
      return 'passwordTooGuessable';
  }
}

/**
 * Refuses a guessable new password (weakPasswordReason): the spec §5 minimum of 8 characters alone
 * lets "aaaaaaaa", "abcdefgh" and "12345678" through. Throws VALIDATION naming `field`, with the reason.
 */
export function requireStrongPassword(password: string, owner: PasswordOwner, field: string): void {
  const reason = weakPasswordReason(password, owner);
  if (reason) throw new AppError('VALIDATION', { key: reason, details: { fields: [field] } });
}
