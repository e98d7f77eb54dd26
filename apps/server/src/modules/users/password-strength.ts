import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError, messages, passwordContainsEmail } from '@tightlines/domain';

/** How many of the most used passwords are refused (zxcvbn's list is ordered by frequency). */
const REFUSED_MOST_COMMON = 10_000;

const common = new Set(
  dictionary['passwords-common'].slice(0, REFUSED_MOST_COMMON).map((password) => password.toLowerCase()),
);

/** Whether a password is one of the most common ones (case ignored). */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/**
 * Refuses a new password that is among the 10,000 most common or holds the account's e-mail: the
 * spec §5 minimum of 8 characters alone lets "password" and "12345678" through. Throws VALIDATION
 * naming `field`, with messages.passwordTooCommon.
 */
export function requireUncommonPassword(password: string, email: string, field: string): void {
  if (isCommonPassword(password) || passwordContainsEmail(password, email)) {
    throw new AppError('VALIDATION', { message: messages.passwordTooCommon, details: { fields: [field] } });
  }
}
