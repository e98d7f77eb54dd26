import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestDatabase } from '../../test/test-database';
import { healthRoutes } from './index';

describe('/api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers 200 when migrated and the database answers, apart from /api/health', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ result: { status: 'ready' } });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ result: { status: 'ok' } });
  });

  it('answers 503 while the server stops, and when the database does not answer', async () => {
    // The routes alone, on a server whose stopping the test decides.
    let shuttingDown = true;
    const database = await createTestDatabase({ seeded: false });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(healthRoutes, { prefix: '/api', database, shuttingDown: () => shuttingDown });
    const stopping = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toMatchObject({ code: 503, details: { ready: false, reason: 'stopping' } });
    // Alive all the same: a stopping server is not restarted.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    shuttingDown = false;
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await database.close();
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ details: { reason: 'database' } });
    await app.close();
  });
});
