import { describe, expect, it } from 'vitest';
import { checkNewPassword, checkPasswordConfirmation, passwordContainsEmail } from './password-rules';

describe('password rules', () => {
  it.each([
    ['', 'passwordRules'],
    ['1234567', 'passwordRules'],
    ['12345678', null],
    ['a long passphrase with spaces', null],
  ])('new password %j → %s', (password, expected) => {
    expect(checkNewPassword(password)).toBe(expected);
  });

  it.each([
    ['same password', 'same password', null],
    ['same password', 'Same password', 'passwordMismatch'],
    ['', 'something', 'passwordMismatch'],
  ])('confirmation %j of %j → %s', (confirmation, password, expected) => {
    expect(checkPasswordConfirmation(confirmation, password)).toBe(expected);
  });

  it.each([
    ['marina.rojas@example.com', 'marina.rojas@example.com', true],
    ['Marina.Rojas2024', 'marina.rojas@example.com', true],
    ['a whole new password', 'marina.rojas@example.com', false],
    ['bob-is-fishing', 'bob@example.com', false],
  ])('password %j with e-mail %j contains it → %s', (password, email, expected) => {
    expect(passwordContainsEmail(password, email)).toBe(expected);
    expect(checkNewPassword(password, email)).toBe(expected ? 'passwordTooCommon' : null);
  });
});
