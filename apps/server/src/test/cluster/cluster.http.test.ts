import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { databaseUrl, runOnServer } from '../database-templates';
import { openEventStream } from '../event-stream-reader';
import { startTestS3Server, type TestS3Server } from '../fakes/s3-server';
import { startTestSmtpServer, type TestSmtpServer } from '../fakes/smtp-server';
import { bundleServer, type ServerBundle } from '../server-bundle';
import { call, guestFeedIds, logSession, registerAngler, someAddress } from './api';
import { openClusterDatabase, type ClusterDatabase } from './database';
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
const MINUTE_MS = 60_000;

let bundle: ServerBundle;
let s3: TestS3Server;
let smtp: TestSmtpServer;
let database: string;
let a: Instance;
let b: Instance;
let proxy: RoundRobinProxy;
let db: ClusterDatabase;
/** When both instances were up (the database's clock). */
let bothUp: Date;

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
    db = openClusterDatabase(env.DATABASE_URL);
    // One after the other: the first migrates (a no-op on the template's copy) and makes the keys.
    // Each names its database connections, so the test sees which instance a statement is from.
    a = await startInstance(bundle.main, { ...env, PGAPPNAME: 'tightlines-a' });
    b = await startInstance(bundle.main, { ...env, PGAPPNAME: 'tightlines-b' });
    proxy.upstreams.push(a.url, b.url);
    bothUp = await db.now();
  }, 300_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([s3?.close(), smtp?.stop(), db?.close()]);
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

  it('runs each scheduled job once a minute across both instances', async () => {
    // Queues run every minute by their schedule alone (never sent otherwise): owed results mails, entries to close.
    const queues = ['judging.results-mails', 'tournaments.close-entries'];
    // Each instance checks the schedules every 30 s (pg-boss), so each minute is looked at twice or
    // more, from either instance; a second run of a minute would be made within that minute.
    const first = new Date(Math.ceil(bothUp.getTime() / MINUTE_MS) * MINUTE_MS);
    const next = new Date(first.getTime() + MINUTE_MS);
    const later = new Date(next.getTime() + MINUTE_MS);
    // Once the next minute's runs are made, the first minute's all are.
    await expect
      .poll(async () => Promise.all(queues.map((queue) => db.jobsCreated(queue, next, later))), {
        timeout: 180_000,
        interval: 1_000,
      })
      .toSatisfy((counts: number[]) => counts.every((count) => count > 0));
    for (const queue of queues) {
      expect(
        await db.jobsCreated(queue, first, next),
        `${queue} in the minute from ${first.toISOString()}`,
      ).toBe(1);
      expect(
        await db.jobsCreated(queue, next, later),
        `${queue} in the minute from ${next.toISOString()}`,
      ).toBe(1);
    }
  }, 240_000);

  it('gives the jobs a killed instance held to the other, which runs each to its end once', async () => {
    const from = someAddress();
    const angler = await registerAngler(proxy.url, proxy.url, from);
    const [user] = await db.query<{ id: string }>('select id from users where email = $1', [angler.email]);
    const [club] = await db.query<{ id: string }>('insert into clubs (name) values ($1) returning id', [
      `Cluster club ${randomUUID()}`,
    ]);
    // The request job adds the member; a membership written by a transaction the test holds open
    // makes whichever instance claimed the job wait inside it, until the test lets go.
    const holder = await db.connect();
    let killed: Instance;
    try {
      await holder.query('begin');
      await holder.query('insert into club_members (club_id, user_id) values ($1, $2)', [club!.id, user!.id]);
      const joined = await call(proxy.url, `/clubs/${club!.id}/join`, {
        method: 'POST',
        token: angler.token,
        from,
        body: {},
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      expect(joined.body.result).toMatchObject({ outcome: 'requested' });
      let waiting: string[] = [];
      await expect
        .poll(async () => (waiting = await db.waitingOnLocks('club_members')), {
          timeout: 30_000,
          interval: 200,
        })
        .toHaveLength(1);
      killed = waiting[0] === 'tightlines-a' ? a : b;
      // SIGKILL: nothing of its shutdown runs, as when a machine dies; its transaction never commits.
      await killed.kill();
    } finally {
      await holder.query('rollback');
      holder.release();
    }

    // The other keeps answering through the one address, a burst at once.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(proxy.url, '/health', { from }).then((answer) => answer.status)),
    );
    expect(answers).toEqual(Array.from({ length: 10 }, () => 200));

    // The acknowledged request is processed: the claim lapses without the dead instance's heartbeat,
    // the job goes back to the queue and the survivor runs it, once.
    const jobOf = () =>
      db.query<{ state: string; retryCount: number }>(
        `select j.state::text as "state", j.retry_count as "retryCount" from pgboss.job j
           join club_requests r on r.id::text = j.data->>'requestId'
          where j.name = 'clubs.process-request' and r.club_id = $1`,
        [club!.id],
      );
    await expect
      .poll(jobOf, { timeout: 120_000, interval: 1_000 })
      .toEqual([{ state: 'completed', retryCount: 1 }]);
    expect(
      await db.query('select status from club_requests where club_id = $1 and user_id = $2', [
        club!.id,
        user!.id,
      ]),
    ).toEqual([{ status: 'approved' }]);
    expect(
      await db.query('select count(*)::int as "members" from club_members where club_id = $1', [club!.id]),
    ).toEqual([{ members: 1 }]);
    const survivor = killed! === a ? b : a;
    const notifications = await call(survivor.url, '/notifications', { token: angler.token, from });
    const items = (notifications.body.result as { items: { kind: string }[] }).items;
    expect(items.filter((item) => item.kind === 'clubRequestProcessed')).toHaveLength(1);

    // Mail written after the kill still goes, once.
    const { email } = await registerAngler(proxy.url, proxy.url, someAddress());
    await expect
      .poll(() => smtp.received.filter((mail) => mail.rcptTo.includes(email)).length, {
        timeout: 30_000,
      })
      .toBe(1);
  }, 240_000);
});
