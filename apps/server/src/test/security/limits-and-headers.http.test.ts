import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHead, isEventStreamRoute } from '../answer-head';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser } from '../factories';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A stand-in for the built web app, so page answers (index.html, hashed assets) can be checked.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDist, BODY_LIMIT_BYTES: '2048' } });
});
afterAll(() => t.close());

describe('headers', () => {
  it('sends every HTML page with a CSP without inline scripts, frame-ancestors none, nosniff and a referrer policy', async () => {
    for (const url of [
      '/',
      '/tournament',
      '/my_profile',
      '/no/such/page',
      '/idp/interaction/abcdefghijklmnop',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toMatch(/script-src 'self'(;|$)/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and nothing else that long', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every API route, whatever the method and outcome, in JSON with charset utf-8 and the security headers', async () => {
    const routes = t.app.registeredRoutes.filter(
      (route) => /^\/(api\/(?!docs)|idp\/interaction\/:uid\/)/.test(route.url) && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(50);
    const user = await createUser(t);
    const seen = new Map<string, string>();
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      for (const headers of [{}, user.auth]) {
        const response = await answerHead(t.app, { method: route.method as 'GET', url, headers });
        const label = `${route.method} ${route.url}`;
        expect(response.statusCode, label).toBeLessThan(500);
        // An event stream answers as one once it is allowed; every refusal is the JSON envelope.
        const streams = response.statusCode === 200 && isEventStreamRoute(route.url);
        expect(response.headers['content-type'], label).toBe(
          streams ? 'text/event-stream; charset=utf-8' : 'application/json; charset=utf-8',
        );
        const security = [
          'content-security-policy',
          'x-content-type-options',
          'referrer-policy',
          'x-frame-options',
          'strict-transport-security',
          'cross-origin-opener-policy',
          'cross-origin-resource-policy',
          'origin-agent-cluster',
          'x-dns-prefetch-control',
          'x-download-options',
          'x-permitted-cross-domain-policies',
          'x-xss-protection',
        ]
          .map((name) => `${name}: ${String(response.headers[name])}`)
          .join('\n');
        seen.set(security, label);
      }
    }
    // One and the same set of security headers on every answer.
    expect([...seen.keys()]).toHaveLength(1);
    expect([...seen.keys()][0]).toMatchInlineSnapshot(`
      "content-security-policy: default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;media-src 'self' blob: https:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'
      x-content-type-options: nosniff
      referrer-policy: strict-origin-when-cross-origin
      x-frame-options: SAMEORIGIN
      strict-transport-security: max-age=31536000; includeSubDomains
      cross-origin-opener-policy: same-origin
      cross-origin-resource-policy: same-origin
      origin-agent-cluster: ?1
      x-dns-prefetch-control: off
      x-download-options: noopen
      x-permitted-cross-domain-policies: none
      x-xss-protection: 0"
    `);
  });
});

describe('limits', () => {
  it('refuses a body over the limit with the 413 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413, message: 'The request is too large', result: null });
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set (a client cannot pick its own rate-limit key)', async () => {
    const limited = await buildTestApp({ seed: false, env: { RATE_LIMIT_MAX: '2' } });
    try {
      const statuses: number[] = [];
      for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        statuses.push(
          (await limited.app.inject({ url: '/api/version', headers: { 'x-forwarded-for': address } }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('trusts X-Forwarded-For behind a configured proxy', async () => {
    const proxied = await buildTestApp({ seed: false, env: { RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' } });
    try {
      const statuses: number[] = [];
      for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        statuses.push(
          (await proxied.app.inject({ url: '/api/version', headers: { 'x-forwarded-for': address } }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await proxied.close();
    }
  });

  it('marks session cookies Secure when the site is served over HTTPS', async () => {
    const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://tightlines.example' } });
    try {
      const user = await createUser(secure);
      const refreshed = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        payload: { refreshToken: user.tokens.refreshToken },
      });
      const cleared = refreshed.cookies.find((cookie) => cookie.name === 'tl_rt');
      expect(cleared).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await secure.close();
    }
  });
});
