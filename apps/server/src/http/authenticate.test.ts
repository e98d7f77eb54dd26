import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, login } from '../test/factories';

/**
 * Authentication keeps the tokens it checked (signature and seal) until they expire, and reads the
 * account, its permissions and its sign-in grant in one statement on every request: a kept token
 * must still be refused at once when its grant ends, and on time when it expires.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const profileAs = (email: string, accessToken: string) =>
  t.app.inject({ url: `/api/users?userEmail=${email}`, headers: { authorization: `Bearer ${accessToken}` } });

describe('a token checked before', () => {
  it('is refused at once when its grant ends: logout, or a new password made elsewhere', async () => {
    const me = await createUser(t);
    const otherDevice = await login(t, me.email, me.password);
    expect((await profileAs(me.email, otherDevice.accessToken)).statusCode).toBe(200);
    expect((await profileAs(me.email, me.tokens.accessToken)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/changePass',
      headers: me.auth,
      payload: { email: me.email, oldPassword: me.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const ended = await profileAs(me.email, otherDevice.accessToken);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('Invalid token');

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: me.tokens.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expect((await profileAs(me.email, me.tokens.accessToken)).statusCode).toBe(401);
  });

  it('answers Expired Token once it expires', async () => {
    const me = await createUser(t);
    expect((await profileAs(me.email, me.tokens.accessToken)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 3600_000);
    const expired = await profileAs(me.email, me.tokens.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Expired Token');
  });

  it('vouches for that exact token only', async () => {
    const me = await createUser(t);
    expect((await profileAs(me.email, me.tokens.accessToken)).statusCode).toBe(200);
    const [header, payload, signature] = me.tokens.accessToken.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await profileAs(me.email, forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Invalid token');
  });
});
