import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(() => t.close());

describe('password sign-in for bearer clients', () => {
  it('returns provider tokens that open the user info', async () => {
    const user = await createUser(t, { roleName: 'Captain', name: 'Rosa' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users?userEmail=${user.email}`,
      headers: user.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [info] = response.json().result;
    expect(info).toMatchObject({ email: user.email, name: 'Rosa', roleName: 'Captain' });
    expect(info.permissions).toContainEqual({ Name: 'ADD_BOAT' });
  });

  it('says what is missing from an empty sign-in, field by field', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'Please complete all required fields',
      details: { fields: ['email', 'password'] },
    });
  });

  it('answers the spec message for a wrong password and for an unknown e-mail alike', async () => {
    const user = await createUser(t);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not the password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 401,
        message: 'Email or password invalid',
        result: null,
      });
    }
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const user = await createUser(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      payload: { refreshToken: user.tokens.refreshToken },
    });
    expect(first.statusCode, first.body).toBe(200);
    const rotated = first.json().result;
    expect(rotated.refreshToken).not.toBe(user.tokens.refreshToken);

    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      payload: { refreshToken: user.tokens.refreshToken },
    });
    expect(reuse.statusCode).toBe(401);
    const afterReuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(afterReuse.statusCode).toBe(401);
    const userInfo = await t.app.inject({
      method: 'GET',
      url: `/api/users?userEmail=${user.email}`,
      headers: { authorization: `Bearer ${rotated.accessToken}` },
    });
    expect(userInfo.statusCode).toBe(401);
    expect(userInfo.json().message).toBe('Invalid token');
  });

  it('logout revokes the refresh token and the access tokens of its grant', async () => {
    const user = await createUser(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: user.tokens.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/users?userEmail=${user.email}`,
      headers: user.auth,
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: 'Invalid token' });
    const again = await login(t, user.email, user.password);
    expect(again.accessToken).toEqual(expect.any(String));
  });

  it('hides other users behind code 101000', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users?userEmail=${other.email}`,
      headers: me.auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 101000, message: 'User not found', result: null });
  });

  it('answers Invalid token without credentials', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users?userEmail=a@example.com' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, message: 'Invalid token' });
  });
});

describe('sign-in rate limits', () => {
  it('spends no per-account budget on sign-in: attempts from other addresses never refuse the owner', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const owner = await createUser(limited);
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5']) {
        const guess = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: address,
          payload: { email: owner.email, password: 'guess-guess' },
        });
        expect(guess.statusCode).toBe(401);
      }
      const own = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.99',
        payload: { email: owner.email, password: owner.password },
      });
      expect(own.statusCode, own.body).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per address, whatever the account', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const statuses = [];
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'guess-guess' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'd@example.com', password: 'guess-guess' },
      });
      expect(refused.json()).toMatchObject({
        code: 429,
        message: 'Too many requests, please try again later',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('abuse limits on comments and upload starts', () => {
  it('limits comment posting per account', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const user = await createUser(limited);
      const statuses: number[] = [];
      for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/comments',
          remoteAddress: address,
          headers: user.auth,
          payload: { objectUUID: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', commentText: 'Nice fish!' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 2)).not.toContain(429);
      expect(statuses[2]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits upload starts per address', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const first = await createUser(limited);
      const second = await createUser(limited);
      const users = [first, second, first];
      const statuses: number[] = [];
      for (const user of users) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/media/uploads',
          headers: user.auth,
          payload: { purpose: 'picture', contentType: 'image/png', size: 68 },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
