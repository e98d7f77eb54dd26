import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { databaseUrl, runOnServer } from '../database-templates';
import { openEventStream } from '../event-stream-reader';
import { startTestS3Server, type TestS3Server } from '../fakes/s3-server';
import { startTestSmtpServer, type TestSmtpServer } from '../fakes/smtp-server';
import { bundleServer, type ServerBundle } from '../server-bundle';
import { startInstance, type Instance } from './instance';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

/**
 * Several instances behind one address (issue 39 point 4, docs/deploy.md): two processes of the
 * bundled server on one PostgreSQL database, the S3 driver, Redis for rate limits and one SMTP
 * server, behind a round-robin proxy. They must behave as one: `npm run test:cluster`.
 */
const templates = inject('databaseTemplates');
/** The PostgreSQL server of the run (none on PGlite alone: the test is skipped). */
const postgres = templates.engine === 'postgres' ? templates : null;
const redisUrl = process.env.TEST_REDIS_URL;
const RATE_LIMIT_MAX = 40;
const PASSWORD = 'a quiet reef at dawn';

let bundle: ServerBundle;
let s3: TestS3Server;
let smtp: TestSmtpServer;
let database: string;
let a: Instance;
let b: Instance;
let proxy: RoundRobinProxy;

/** A client address of its own per check: each has the whole rate-limit budget (TRUST_PROXY). */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function call(
  base: string,
  path: string,
  { method = 'GET', token, body, from }: { method?: string; token?: string; body?: unknown; from: string },
): Promise<{ status: number; body: { result?: unknown } & Record<string, unknown> }> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'x-forwarded-for': from,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as never) : {} };
}

/** Registers an angler through `base` and signs in through `signInAt`: the e-mail and access token. */
async function registerAngler(base: string, signInAt: string, from: string) {
  const regions = (await call(base, '/regions', { from })).body.result as { regionName: string }[];
  const region = regions[0]!.regionName;
  const localities = (await call(base, `/regions/${encodeURIComponent(region)}/localities`, { from })).body
    .result as { localityUUID: string }[];
  const email = `cluster-${randomUUID()}@example.com`;
  const registered = await call(base, '/register', {
    method: 'POST',
    from,
    body: {
      name: 'Rita',
      lastname: 'Cluster',
      email,
      password: PASSWORD,
      roleName: 'Angler',
      nationalityName: 'Costa Rica',
      localityUUID: localities[0]!.localityUUID,
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const login = await call(signInAt, '/auth/login', {
    method: 'POST',
    from,
    body: { email, password: PASSWORD },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { email, token: (login.body.result as { accessToken: string }).accessToken };
}

/** Logs a public two-hour session with one released fish, a day ago. */
async function logSession(base: string, token: string, from: string): Promise<string> {
  const species = (await call(base, '/species', { from })).body.result as { fishUUID: string }[];
  const start = Date.now() - 24 * 3_600_000;
  const at = (offset: number) => new Date(start + offset).toISOString();
  const created = await call(base, '/sessions', {
    method: 'POST',
    token,
    from,
    body: {
      startDatetime: at(0),
      finishDatetime: at(7_200_000),
      fishingStyle: 'Offshore',
      logs: [
        {
          fishUUID: species[0]!.fishUUID,
          type: 'Release',
          logTime: at(3_600_000),
          fishLength: 100,
          sizeUnitId: 1,
        },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return (created.body.result as { UUID: string }).UUID;
}

const guestFeedIds = async (base: string, from: string) =>
  ((await call(base, '/sessions/home', { from })).body.result as { items: { UUID: string }[] }).items.map(
    (item) => item.UUID,
  );

describe.skipIf(!postgres)('two instances behind one address', () => {
  beforeAll(async () => {
    if (!postgres) return;
    [bundle, s3, smtp] = await Promise.all([bundleServer(), startTestS3Server(), startTestSmtpServer()]);
    database = `tightlines_cluster_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await runOnServer(postgres.serverUrl, `create database ${database} template ${postgres.seededName}`);
    // The instances know the one address they are reached at (their sign-ins' issuer, their links).
    proxy = await startRoundRobinProxy();
    const env = {
      PUBLIC_URL: proxy.url,
      DATABASE_URL: databaseUrl(postgres.serverUrl, database),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Tightlines <no-reply@example.com>',
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      AUTH_RATE_LIMIT_MAX: '10000',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    // One after the other: the first migrates (a no-op on the template's copy) and makes the keys.
    a = await startInstance(bundle.main, env);
    b = await startInstance(bundle.main, env);
    proxy.upstreams.push(a.url, b.url);
  }, 300_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([s3?.close(), smtp?.stop()]);
    bundle?.remove();
    if (postgres && database)
      await runOnServer(postgres.serverUrl, `drop database if exists ${database} with (force)`);
  });

  it('answers through one address from both instances', async () => {
    const from = someAddress();
    for (let request = 0; request < 4; request += 1) {
      expect((await call(proxy.url, '/health', { from })).status).toBe(200);
    }
    expect([...proxy.answeredBy.values()].every((answered) => answered >= 2)).toBe(true);
  });

  it('honours a sign-in made on one instance on the other, and sends its mail once', async () => {
    const from = someAddress();
    const { email, token } = await registerAngler(a.url, a.url, from);
    expect((await call(b.url, '/notifications', { token, from })).status).toBe(200);
    expect((await call(a.url, '/notifications', { token, from })).status).toBe(200);
    // Both instances work the mail queue; the welcome mail reaches the SMTP server once.
    await expect
      .poll(() => smtp.received.filter((mail) => mail.rcptTo.includes(email)).length, {
        timeout: 30_000,
      })
      .toBe(1);
  });

  it("drops a changed card from every instance's guest feed within a second", async () => {
    const from = someAddress();
    const { token } = await registerAngler(proxy.url, proxy.url, from);
    const session = await logSession(proxy.url, token, from);
    // Both instances keep the guests' page with the session on it.
    expect(await guestFeedIds(a.url, from)).toContain(session);
    expect(await guestFeedIds(b.url, from)).toContain(session);
    const hidden = await call(a.url, `/sessions/${session}`, {
      method: 'PUT',
      token,
      from,
      body: { isHidden: true },
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    const changedAt = Date.now();
    expect(await guestFeedIds(b.url, from)).not.toContain(session);
    expect(await guestFeedIds(a.url, from)).not.toContain(session);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
  });

  it("brings a notification made on one instance to the reader's stream on the other", async () => {
    const from = someAddress();
    const owner = await registerAngler(b.url, b.url, from);
    const session = await logSession(b.url, owner.token, from);
    const stream = await openEventStream(`${b.url}/api/events`, {
      authorization: `Bearer ${owner.token}`,
      'x-forwarded-for': from,
    });
    try {
      expect(stream.status).toBe(200);
      expect((await stream.next()).event).toBe('refresh');
      const reader = await registerAngler(a.url, a.url, someAddress());
      const commented = await call(a.url, '/comments', {
        method: 'POST',
        token: reader.token,
        from,
        body: { objectUUID: session, commentText: 'Nice fish!' },
      });
      expect(commented.status, JSON.stringify(commented.body)).toBe(200);
      const event = await stream.next();
      expect(event.event).toBe('notification');
      expect(JSON.stringify(event.data)).toContain('sessionComment');
    } finally {
      stream.close();
    }
  });

  it.skipIf(!redisUrl)('counts one rate-limit budget per client across both instances (Redis)', async () => {
    const from = someAddress();
    const statuses: number[] = [];
    for (let request = 0; request <= RATE_LIMIT_MAX; request += 1) {
      statuses.push((await call(request % 2 ? b.url : a.url, '/version', { from })).status);
    }
    expect(statuses.slice(0, RATE_LIMIT_MAX).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps serving through the other when one instance is killed, and its mail still goes', async () => {
    await a.kill();
    const from = someAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(proxy.url, '/health', { from }).then((answer) => answer.status)),
    );
    expect(answers).toEqual(Array.from({ length: 10 }, () => 200));
    const { email } = await registerAngler(proxy.url, proxy.url, someAddress());
    await expect
      .poll(() => smtp.received.filter((mail) => mail.rcptTo.includes(email)).length, {
        timeout: 30_000,
      })
      .toBe(1);
  });
});
