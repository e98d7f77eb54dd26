import { PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from '../messages';

/** Spec §5: a new password has at least 8 characters. Returns the §8 message, or null when valid. */
export function checkNewPassword(password: string): string | null {
  return password.length >= PASSWORD_MIN_LENGTH ? null : messages.passwordRules;
}

/** Spec §5: the confirmation equals the password. Returns the §8 message, or null when equal. */
export function checkPasswordConfirmation(confirmation: string, password: string): string | null {
  return confirmation === password ? null : messages.passwordMismatch;
}
