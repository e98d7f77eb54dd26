import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';

/**
 * A cookie jar for `app.inject`, as a browser keeps it: a cookie expires with its Max-Age or Expires
 * (read against `Date.now()`, so a test that moves the clock sees what a browser would), and
 * `header(url)` sends only the cookies whose Path covers that URL.
 */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string; expiresAt: number }>();

  store(response: {
    cookies: { name: string; value: string; path?: string; maxAge?: number; expires?: Date }[];
  }): void {
    for (const cookie of response.cookies) {
      const expiresAt =
        cookie.maxAge !== undefined
          ? Date.now() + cookie.maxAge * 1000
          : (cookie.expires?.getTime() ?? Number.POSITIVE_INFINITY);
      if (expiresAt <= Date.now() || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/', expiresAt });
    }
  }

  get(name: string): string | undefined {
    return this.live().find(([cookieName]) => cookieName === name)?.[1].value;
  }

  /** The Cookie header a browser sends to `url` (every live cookie when no URL is given). */
  header(url?: string): string {
    const path = url === undefined ? undefined : new URL(url, 'http://localhost').pathname;
    return this.live()
      .filter(([, cookie]) => path === undefined || pathCovers(cookie.path, path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  private live() {
    return [...this.cookies].filter(([, cookie]) => cookie.expiresAt > Date.now());
  }
}

/** RFC 6265 §5.1.4: a cookie's path covers the request path itself and what lies below it. */
function pathCovers(cookiePath: string, requestPath: string): boolean {
  if (cookiePath === requestPath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/**
 * Starts the web client's authorization at our provider, as the browser does (PKCE S256, state):
 * the answer redirects to the hosted page. Returns it with the verifier and state to finish with.
 */
export async function startWebAuthorization(t: TestApp, jar: CookieJar, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = await t.app.inject({
    method: 'GET',
    url: `/idp/auth?${new URLSearchParams({
      client_id: 'tightlines-web',
      response_type: 'code',
      redirect_uri: `${t.config.publicUrl}/`,
      scope: 'openid email profile api',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state,
      ...extra,
    })}`,
  });
  jar.store(authorize);
  return { authorize, verifier, state, interactionPath: String(authorize.headers.location) };
}

/**
 * Signs in the way the web app does: authorize with PKCE, the hosted page's login call, the
 * provider's redirect back with a code, then /api/auth/sessions/signIn. Returns the browser's jar.
 */
export async function signInWithBrowser(t: TestApp, email: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const { authorize, verifier, state, interactionPath } = await startWebAuthorization(t, jar, {
    prompt: 'login',
  });
  expect(authorize.statusCode, authorize.body).toBe(303);

  const login = await t.app.inject({
    method: 'POST',
    url: `${interactionPath}/login`,
    headers: { cookie: jar.header() },
    payload: { email, password },
  });
  expect(login.statusCode, login.body).toBe(200);
  jar.store(login);

  const resume = await t.app.inject({
    method: 'GET',
    url: new URL(login.json().result.redirectTo, t.config.publicUrl).pathname,
    headers: { cookie: jar.header() },
  });
  jar.store(resume);
  const back = new URL(String(resume.headers.location));
  expect(back.searchParams.get('state')).toBe(state);

  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sessions/signIn',
    headers: { cookie: jar.header(), 'x-tightlines-csrf': '1' },
    payload: { code: back.searchParams.get('code'), codeVerifier: verifier },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  jar.store(signIn);
  return jar;
}
