import { messages } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { weakPasswordReason } from './password-strength';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const owner = { email: 'ana.mora@example.com', name: 'Ana', lastname: 'Mora' };

describe('a new password', () => {
  it.each([
    ['8 spaces', '        ', messages.passwordRepeats],
    ['aaaaaaaa', 'aaaaaaaa', messages.passwordRepeats],
    ['abcdefgh', 'abcdefgh', messages.passwordSequence],
    ['tightlines', 'tightlines', messages.passwordPersonal],
    ['qwertyuiop', 'qwertyuiop', messages.passwordTooCommon],
    ['12345678', '12345678', messages.passwordTooCommon],
    ['the own name and a year', 'AnaMora2026', messages.passwordPersonal],
    ['the own e-mail', 'ana.mora@example.com', messages.passwordTooCommon],
  ])('is refused when it is %s, saying why', (_, password, reason) => {
    expect(weakPasswordReason(password, owner)).toBe(reason);
  });

  it.each(['a quiet reef at dawn', 'correct horse battery', 'Sailfish&Dorado7'])(
    '%s is strong enough',
    (password) => {
      expect(weakPasswordReason(password, owner)).toBeNull();
    },
  );

  it.each([
    ['        ', messages.passwordRepeats],
    ['aaaaaaaa', messages.passwordRepeats],
    ['abcdefgh', messages.passwordSequence],
    ['tightlines', messages.passwordPersonal],
  ])('%j is refused at registration with its reason at the password field', async (password, reason) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Ana',
        lastname: 'Mora',
        email: `ana-${Math.random().toString(36).slice(2)}@example.com`,
        password,
        roleName: 'Angler',
        nationalityName: 'Costa Rica',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: reason, details: { fields: ['password'] } });
  });
});
