import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, type TestUser } from '../test/factories';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, registerErrorHandler } from './error-handler';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(async () => {
  // The database is already closed by the test.
  await t.app.close();
  await t.jobs.stop();
});

describe('a database outage', () => {
  it('recognises the connection errors of node-postgres and PGlite, wrapped or not', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('shutdown'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    for (const code of ['55000', '3D000', '57P01', '57P02', '57P03', '57P04', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { code })), code).toBe(true);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it.each(['55000', '3D000', '57P03'])(
    'answers 503 with Retry-After when the database refuses with SQLSTATE %s',
    async (code) => {
      const app = Fastify();
      registerErrorHandler(app);
      app.get('/query', async () => {
        throw new Error('Failed query', { cause: Object.assign(new Error('refused'), { code }) });
      });
      const response = await app.inject({ method: 'GET', url: '/query' });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.json()).toMatchObject({ code: 503, result: null });
      await app.close();
    },
  );

  it('answers 503 with Retry-After, in the envelope, for guests and signed-in callers', async () => {
    await t.database.close();
    for (const headers of [{}, user.auth]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/sessions/home', headers });
      expect(response.statusCode, response.body).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toMatchObject({ code: 503, result: null });
      expect(response.body).not.toMatch(/PGlite|pool|ECONN|select/i);
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(health.json()).toMatchObject({ code: 503, result: null, details: { database: 'down' } });
  });
});
