import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHead } from '../test/answer-head';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { CookieJar, signInWithBrowser, startWebAuthorization } from '../test/browser-session';
import { createUser, type TestUser } from '../test/factories';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const apiRoutes = () =>
  t.app.registeredRoutes.filter(
    (route) => /^\/(api\/(?!docs)|idp\/interaction\/:uid\/)/.test(route.url) && route.method !== 'HEAD',
  );

describe('Cache-Control: no-store on authenticated answers', () => {
  it('on every API route answered to a bearer token, whatever the outcome', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      const response = await answerHead(t.app, { method: route.method as 'GET', url, headers: user.auth });
      expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
  });

  it('on answers to a browser session cookie, even where a guest gets a cacheable answer', async () => {
    const jar = await signInWithBrowser(t, user.email, user.password);
    for (const url of ['/api/genders', '/api/sessions/home', '/api/users?userEmail=x', '/api/no-such']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: jar.header() } });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // A guest's public catalogue stays cacheable: only credentials change it.
    const guest = await t.app.inject({ method: 'GET', url: '/api/genders' });
    expect(guest.headers['cache-control']).toBe('public, max-age=300');
  });

  it('on every answer that sets a cookie, including the identity provider’s', async () => {
    const other = await createUser(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: other.tokens.refreshToken },
    });
    expect(logout.cookies.length).toBeGreaterThan(0);
    expect(logout.headers['cache-control']).toBe('no-store');

    const { authorize } = await startWebAuthorization(t, new CookieJar());
    expect(authorize.cookies.length).toBeGreaterThan(0);
    expect(authorize.headers['cache-control']).toBe('no-store');
  });
});
