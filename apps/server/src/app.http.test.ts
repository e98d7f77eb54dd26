import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    seed: false,
    routes: (app) => {
      // A route that fails unexpectedly, to prove internals never leave the server.
      app.get('/api/test-only/explode', async () => {
        throw new Error('secret internals at /srv/db.ts: select * from users');
      });
      app.post('/api/test-only/echo', { schema: { body: z.object({ name: z.string() }) } }, async () => ({}));
    },
  });
});
afterAll(() => t.close());

describe('the API envelope', () => {
  it('answers /api/version with 4.5.4', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'OK', result: '4.5.4' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('checks the database in /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ code: 200, result: { status: 'ok' } });
  });

  it('answers an unknown API path with a 404 envelope, not the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 404,
      result: null,
      message: 'The requested item was not found',
    });
  });

  it('turns an unexpected failure into a 500 envelope with a request id and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      code: 500,
      message: 'Internal Server Error. Try again later',
      key: 'internalServerError',
      result: null,
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toMatch(/secret|select|\/srv/);
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, result: null });
  });

  it('keeps a well-formed incoming request id and makes one otherwise', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/version',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/version',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends a strict content security policy and the usual protections', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/version' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once an address spends its budget', async () => {
    const limited = await buildTestApp({ seed: false, env: { RATE_LIMIT_MAX: '3' } });
    try {
      const statuses = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/version' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await limited.app.inject({ method: 'GET', url: '/api/version' });
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

describe('OpenAPI', () => {
  it('documents every API route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/version',
      '/api/health',
      '/api/species',
      '/api/regions/{regionName}/localities',
      '/api/rules/{slug}',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });

  it('serves the docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
