import { PASSWORD_MIN_LENGTH } from '../constants';
import { messageKeys, type MessageKey } from '../messages';

/**
 * Spec §5: a new password has at least 8 characters; and it must not be, or contain, the account's
 * own e-mail (or the part before the @). Returns the key of its §8 message, or null when valid. The server also
 * refuses guessable passwords (modules/users/password-strength.ts).
 */
export function checkNewPassword(password: string, email?: string): MessageKey | null {
  if (password.length < PASSWORD_MIN_LENGTH) return messageKeys.passwordRules;
  return email && passwordContainsEmail(password, email) ? messageKeys.passwordTooCommon : null;
}

/** Whether a password is the e-mail, or holds its local part (4 characters or more), whatever the case. */
export function passwordContainsEmail(password: string, email: string): boolean {
  const lowered = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  return lowered.includes(address) || (local.length >= 4 && lowered.includes(local));
}

/** Spec §5: the confirmation equals the password. Returns the key of its §8 message, or null when equal. */
export function checkPasswordConfirmation(confirmation: string, password: string): MessageKey | null {
  return confirmation === password ? null : messageKeys.passwordMismatch;
}
