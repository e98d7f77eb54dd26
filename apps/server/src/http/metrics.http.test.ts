import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailOutbox } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { freePort } from '../test/free-port';
import { parsePrometheus, valueOf } from '../test/prometheus';

const TOKEN = 'metrics-test-token-0123456789';

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN }, startJobs: true });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(response.body);
  };

  it('answers 401 with the envelope without the token or with a wrong one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: TOKEN },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 401, requestId: response.headers['x-request-id'] });
      expect(response.body).not.toContain('tightlines_');
    }
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/version' });
    await t.app.inject({ method: 'GET', url: '/api/tournaments/not-a-real-id' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const samples = await scrape();
    const name = 'tightlines_http_request_duration_seconds_count';
    expect(valueOf(samples, name, { method: 'GET', route: '/api/version', status: '200' })).toBe(1);
    expect(valueOf(samples, name, { route: '(unmatched)', status: '404' })).toBe(1);
    const routes = samples.filter((sample) => sample.name === name).map((sample) => sample.labels.route);
    expect(routes).toContain('/api/tournaments/:tournamentId');
    expect(routes.some((route) => route?.includes('not-a-real-id'))).toBe(false);
  });

  it('reads the job queues, the mail outbox, open checkouts and the database pool', async () => {
    const reconcile = { name: 'payments.reconcile-checkouts', payload: z.object({}), run: async () => {} };
    await t.jobs.send(reconcile, {}, { startAfter: new Date(Date.now() + 3_600_000) });
    await t.database.db.insert(mailOutbox).values([
      { to: 'a@example.com', subject: 's', text: 't', state: 'queued' },
      { to: 'b@example.com', subject: 's', text: 't', state: 'queued' },
      { to: 'c@example.com', subject: 's', text: 't', state: 'failed' },
    ]);
    const samples = await scrape();
    expect(
      valueOf(samples, 'tightlines_job_queue_jobs', {
        queue: 'payments.reconcile-checkouts',
        state: 'created',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'tightlines_mail_outbox_mails', { state: 'queued' })).toBe(2);
    expect(valueOf(samples, 'tightlines_mail_outbox_mails', { state: 'sending' })).toBe(0);
    expect(valueOf(samples, 'tightlines_mail_outbox_mails', { state: 'failed' })).toBe(1);
    expect(valueOf(samples, 'tightlines_checkouts_open')).toBe(0);
    expect(valueOf(samples, 'tightlines_event_streams_open')).toBe(0);
    if (t.database.kind === 'postgres') {
      expect(valueOf(samples, 'tightlines_db_pool_max')).toBe(t.config.DATABASE_POOL_MAX);
      expect(valueOf(samples, 'tightlines_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(
        1,
      );
    }
    // The process's own figures come with them.
    expect(valueOf(samples, 'tightlines_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('/metrics without METRICS_TOKEN or METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('tightlines_');
  });
});

describe('/metrics on METRICS_PORT', () => {
  let t: TestApp;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    t = await buildTestApp({ seed: false, env: { METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('is served there alone, and not on the app port', async () => {
    await t.app.inject({ method: 'GET', url: '/api/version' });
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    const samples = parsePrometheus(await response.text());
    expect(
      valueOf(samples, 'tightlines_http_request_duration_seconds_count', { route: '/api/version' }),
    ).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
