import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { CookieJar, startWebAuthorization } from '../../test/browser-session';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://tightlines.example' } });
});
afterAll(() => t.close());

describe('the identity provider answers as PUBLIC_URL', () => {
  it('builds discovery from PUBLIC_URL whatever Host or X-Forwarded-* a client sends', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      {},
    ]) {
      const response = await t.app.inject({ url: '/idp/.well-known/openid-configuration', headers });
      expect(response.statusCode).toBe(200);
      const document = response.json() as Record<string, unknown>;
      expect(document.issuer).toBe('https://tightlines.example/idp');
      const urls = Object.values(document).filter(
        (value): value is string => typeof value === 'string' && value.includes('://'),
      );
      expect(urls.length).toBeGreaterThan(3);
      for (const url of urls) expect(url).toMatch(/^https:\/\/tightlines\.example\/idp(\/|$)/);
      expect(response.body).not.toContain('evil.example');
    }
  });

  it('marks its cookies Secure when PUBLIC_URL is https, even reached over plain HTTP', async () => {
    const { authorize } = await startWebAuthorization(t, new CookieJar());
    expect(authorize.statusCode, authorize.body).toBe(303);
    expect(authorize.cookies.length).toBeGreaterThan(0);
    for (const cookie of authorize.cookies) expect(cookie, cookie.name).toMatchObject({ secure: true });
    expect(String(authorize.headers.location)).not.toContain('evil');
  });
});
