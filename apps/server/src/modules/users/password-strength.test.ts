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
    ['8 spaces', '        ', 'passwordRepeats'],
    ['aaaaaaaa', 'aaaaaaaa', 'passwordRepeats'],
    ['abcdefgh', 'abcdefgh', 'passwordSequence'],
    ['tightlines', 'tightlines', 'passwordPersonal'],
    ['qwertyuiop', 'qwertyuiop', 'passwordTooCommon'],
    ['12345678', '12345678', 'passwordTooCommon'],
    ['the own name and a year', 'AnaMora2026', 'passwordPersonal'],
    ['the own e-mail', 'ana.mora@example.com', 'passwordTooCommon'],
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
    ['        ', 'passwordRepeats'],
    ['aaaaaaaa', 'passwordRepeats'],
    ['abcdefgh', 'passwordSequence'],
    ['tightlines', 'passwordPersonal'],
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
    expect(response.json()).toMatchObject({ key: reason, details: { fields: ['password'] } });
  });
});
