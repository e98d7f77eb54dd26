import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../platform/idp/provider';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signInWithBrowser, type CookieJar } from '../../test/browser-session';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the browser session (backend for frontend)', () => {
  it('keeps tokens in HttpOnly cookies: sealed access token for /api, refresh token for /api/auth only', async () => {
    const user = await createUser(t);
    const jar = await signInWithBrowser(t, user.email, user.password);
    const sealed = jar.get('tl_at');
    expect(sealed).toBeDefined();
    expect(sealed!.split('.')).toHaveLength(5); // a JWE, not a readable JWT
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users?userEmail=${user.email}`,
      headers: { cookie: jar.header() },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().result[0].email).toBe(user.email);
  });

  it('sets the cookie attributes', async () => {
    const user = await createUser(t);
    const jar = await signInWithBrowser(t, user.email, user.password);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      headers: { cookie: jar.header(), 'x-tightlines-csrf': '1' },
      payload: {},
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const cookies = Object.fromEntries(refreshed.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.tl_at).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(cookies.tl_rt).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('refuses a cookie-authenticated write without the CSRF header', async () => {
    const user = await createUser(t);
    const jar = await signInWithBrowser(t, user.email, user.password);
    const payload = { email: user.email, oldPassword: user.password, newPassword: 'another good password' };
    const forged = await t.app.inject({
      method: 'PUT',
      url: '/api/users/changePass',
      headers: { cookie: jar.header() },
      payload,
    });
    expect(forged.statusCode).toBe(403);
    const genuine = await t.app.inject({
      method: 'PUT',
      url: '/api/users/changePass',
      headers: { cookie: jar.header(), 'x-tightlines-csrf': '1' },
      payload,
    });
    expect(genuine.statusCode, genuine.body).toBe(200);
  });

  it('answers Expired Token when only the refresh cookie is left, and refreshes from it', async () => {
    const user = await createUser(t);
    const jar = await signInWithBrowser(t, user.email, user.password);
    const onlyRefresh = `tl_rt=${jar.get('tl_rt')}`;
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/users?userEmail=${user.email}`,
      headers: { cookie: onlyRefresh },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Expired Token');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      headers: { cookie: onlyRefresh, 'x-tightlines-csrf': '1' },
      payload: {},
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().result).toEqual({ email: user.email });
  });

  it('logout revokes the session and ends the provider session', async () => {
    const user = await createUser(t);
    const jar = await signInWithBrowser(t, user.email, user.password);
    const cookie = jar.header();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'x-tightlines-csrf': '1' },
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/users?userEmail=${user.email}`,
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid token');
    // The provider asks for the password again: no silent sign-in from the old browser session.
    const silent = await t.app.inject({
      method: 'GET',
      url: `/idp/auth?client_id=tightlines-web&response_type=code&redirect_uri=${encodeURIComponent(`${t.config.publicUrl}/`)}&scope=openid&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&prompt=none`,
      headers: { cookie },
    });
    expect(String(silent.headers.location)).toContain('error=login_required');
  });

  it('refuses a forged or replayed code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/signIn',
      payload: { code: 'not-a-real-code', codeVerifier: 'v'.repeat(43) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, result: null });
  });

  it('serves discovery and the public keys only', async () => {
    const discovery = await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    const document = discovery.json();
    expect(document.issuer).toBe(`${t.config.publicUrl}/idp`);
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = await t.app.inject({ method: 'GET', url: '/idp/jwks' });
    const [key] = jwks.json().keys;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(key.d).toBeUndefined();
  });
});

describe("a browser session past its access token's lifetime", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A request as the browser sends it: only the cookies whose path covers the URL, and the CSRF header on writes. */
  function send(jar: CookieJar, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: { cookie: jar.header(url), ...(method === 'GET' ? {} : { 'x-tightlines-csrf': '1' }) },
      ...(payload ? { payload } : {}),
    });
  }

  it('answers Expired Token (not Invalid token) once the clock passes it, renews silently and goes on', async () => {
    const user = await createUser(t);
    const jar = await signInWithBrowser(t, user.email, user.password);
    const userInfo = `/api/users?userEmail=${encodeURIComponent(user.email)}`;
    expect((await send(jar, 'GET', userInfo)).statusCode).toBe(200);

    // The user goes on working past the access token's lifetime (and its clock tolerance).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000 });
    expect(jar.get('tl_at'), 'the browser still holds the access cookie').toBeDefined();
    const expired = await send(jar, 'GET', userInfo);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Expired Token');

    // What the app does on Expired Token: renew once, then send the same request again.
    const renewed = await send(jar, 'POST', '/api/auth/session/refresh', {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    jar.store(renewed);
    const again = await send(jar, 'GET', userInfo);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result[0].email).toBe(user.email);

    // A write after the renewal goes through too, and so does a second renewal 13 days later.
    const write = await send(jar, 'PUT', '/api/users/changePass', {
      email: user.email,
      oldPassword: user.password,
      newPassword: 'a renewed session still writes',
    });
    expect(write.statusCode, write.body).toBe(200);
  });

  it('renews for days while the user comes back, within the sign-in grant', async () => {
    const user = await createUser(t);
    const jar = await signInWithBrowser(t, user.email, user.password);
    const userInfo = `/api/users?userEmail=${encodeURIComponent(user.email)}`;
    for (const day of [1, 7, 13, 20]) {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + day * 24 * 60 * 60 * 1000 });
      expect((await send(jar, 'GET', userInfo)).json().message, `day ${day}`).toBe('Expired Token');
      const renewed = await send(jar, 'POST', '/api/auth/session/refresh', {});
      expect(renewed.statusCode, `day ${day}: ${renewed.body}`).toBe(200);
      jar.store(renewed);
      expect((await send(jar, 'GET', userInfo)).statusCode, `day ${day}`).toBe(200);
      vi.useRealTimers();
    }
  });
});
