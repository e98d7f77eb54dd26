import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../../db/database';
import { createLogger } from '../../http/logger';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { callAs } from '../../test/profile-factories';
import { createSession } from '../../test/session-factories';
import { readUrlsRollAt } from '../media/service';
import {
  feedChanged,
  GuestFeedCache,
  guestFeedCacheOf,
  SAFETY_TTL_MS,
  startGuestFeedCache,
} from './feed-cache';

let t: TestApp;
let owner: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { name: 'Owner' });
  reader = await createUser(t, { name: 'Reader' });
});
afterAll(() => t.close());

interface Card {
  UUID: string;
  numComments: number;
  canEdit: boolean;
}
const cache = () => guestFeedCacheOf(t.database.db)!;
const home = async (user?: TestUser, query = '') => {
  const response = await callAs(t, 'GET', `/api/sessions/home${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { items: Card[]; nextCursor: string | null; window: { end: string } };
};

describe("the guests' first page of the home feed", () => {
  it('is served from the cache the second time, with the current window', async () => {
    const id = await createSession(t, owner);
    const stats = { ...cache().stats };
    const first = await home();
    expect(cache().stats.stores).toBe(stats.stores + 1);
    expect(cache().stats.hits).toBe(stats.hits);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await home();
    expect(cache().stats.hits).toBe(stats.hits + 1);
    expect(second.items).toEqual(first.items);
    expect(second.items[0]!.UUID).toBe(id);
    expect(second.window.end > first.window.end).toBe(true);
  });

  it('answers the same bytes as the uncached page, headers included', async () => {
    await home();
    const cached = await callAs(t, 'GET', '/api/sessions/home');
    cache().drop();
    const fresh = await callAs(t, 'GET', '/api/sessions/home');
    const withoutWindow = (body: string) => body.replace(/"window":\{[^}]*\}/, '');
    expect(withoutWindow(cached.body)).toBe(withoutWindow(fresh.body));
    expect(cached.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('shows a new session, a hidden one gone and a new comment count at the next request', async () => {
    await home();
    const added = await createSession(t, owner);
    expect((await home()).items[0]!.UUID).toBe(added);

    await home();
    const hide = await callAs(t, 'PUT', `/api/sessions/${added}`, owner, { isHidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await home()).items.map((card) => card.UUID)).not.toContain(added);

    const restore = await callAs(t, 'PUT', `/api/sessions/${added}`, owner, { isHidden: false });
    expect(restore.statusCode).toBe(200);
    expect((await home()).items.map((card) => card.UUID)).toContain(added);

    await home();
    const comment = await callAs(t, 'POST', '/api/comments', reader, {
      objectUUID: added,
      commentText: 'Nice one',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect((await home()).items.find((card) => card.UUID === added)?.numComments).toBe(1);

    await home();
    await callAs(t, 'PUT', `/api/sessions/${added}`, owner, { isDelete: true });
    expect((await home()).items.map((card) => card.UUID)).not.toContain(added);
  });

  it('is never what a signed-in user gets, nor a page asked with a cursor, a size or dates', async () => {
    const id = await createSession(t, owner);
    await home();
    const hits = cache().stats.hits;
    const mine = await home(owner);
    expect(mine.items.find((card) => card.UUID === id)?.canEdit).toBe(true);
    expect(cache().stats.hits).toBe(hits);
    await home(undefined, '?limit=5');
    await home(undefined, '?offset=0&limit=10&startDatetime=2020-01-01T00:00:00Z');
    const second = await home(undefined, '?limit=1');
    await home(undefined, `?cursor=${second.nextCursor}`);
    expect(cache().stats.hits).toBe(hits);
    expect((await home()).items.find((card) => card.UUID === id)?.canEdit).toBe(false);
    expect(cache().stats.hits).toBe(hits + 1);
  });

  it('expires when a session on it leaves the window, a later one starts, or its URLs roll', async () => {
    const dated = (offsetMs: number) => ({
      startDatetime: new Date(Date.now() + offsetMs).toISOString(),
      finishDatetime: new Date(Date.now() + offsetMs + 60_000).toISOString(),
      logs: [],
    });
    const noWindow = Buffer.from('"window":{}');
    const cachedIn = (ms: number) => cache().read(Date.now() + ms, noWindow);

    await createSession(t, owner, dated(-7 * 86_400_000 + 20_000));
    await home();
    expect(cachedIn(5_000)).not.toBeNull();
    expect(cachedIn(25_000)).toBeNull();

    await createSession(t, owner, dated(20_000));
    await home();
    expect(cachedIn(5_000)).not.toBeNull();
    expect(cachedIn(25_000)).toBeNull();

    await callAs(t, 'PUT', `/api/sessions/${(await home()).items[0]!.UUID}`, owner, { isDelete: true });
    await home();
    const stored = cache().stats.stores;
    expect(cachedIn(0)).not.toBeNull();
    expect(cachedIn(SAFETY_TTL_MS + 1_000)).toBeNull();
    const roll = readUrlsRollAt(new Date()).getTime() - Date.now();
    expect(roll).toBeLessThanOrEqual(6 * 3600_000);
    expect(cachedIn(roll)).toBeNull();
    expect(cache().stats.stores).toBe(stored);
  });
});

describe("a guest's cached first page, answered on arrival", () => {
  let limited: TestApp;
  let someone: TestUser;
  /** Requests for the home feed that got as far as validation (the route's own path). */
  const routed: string[] = [];

  beforeAll(async () => {
    limited = await buildTestApp({
      env: { RATE_LIMIT_MAX: '10' },
      routes: (app) =>
        app.addHook('preValidation', async (request) => {
          if (request.url.startsWith('/api/sessions/home')) routed.push(request.url);
        }),
    });
    someone = await createUser(limited, { name: 'Someone' });
    await createSession(limited, someone);
  });
  afterAll(() => limited?.close());

  const guestHome = (headers: Record<string, string> = {}) =>
    limited.app.inject({ method: 'GET', url: '/api/sessions/home', headers });

  it('skips the route once cached, with the same headers, and spends the same rate-limit budget', async () => {
    const fresh = await guestHome();
    expect(routed).toHaveLength(1);
    const cached = await guestHome();
    expect(routed).toHaveLength(1);
    expect(cached.statusCode).toBe(200);
    const comparable = (headers: Record<string, unknown>) => {
      const { date, 'x-request-id': id, 'x-ratelimit-remaining': remaining, ...rest } = headers;
      expect([date, id, remaining].every(Boolean)).toBe(true);
      return rest;
    };
    expect(comparable(cached.headers)).toEqual(comparable(fresh.headers));
    expect(cached.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(Number(cached.headers['x-ratelimit-remaining'])).toBe(
      Number(fresh.headers['x-ratelimit-remaining']) - 1,
    );

    // A signed-in caller (bearer or cookie) is answered by the route, as that user.
    expect((await guestHome(someone.auth)).statusCode).toBe(200);
    const lastRouted = await guestHome({ cookie: 'tl_at=not-a-real-token' });
    expect(lastRouted.statusCode).toBe(200);
    expect(routed).toHaveLength(3);

    // Once this address's budget is spent, the cached page is refused too.
    for (let left = Number(lastRouted.headers['x-ratelimit-remaining']); left > 0; left -= 1) {
      expect((await guestHome()).statusCode).toBe(200);
    }
    const refused = await guestHome();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, message: 'Too many requests, please try again later' });
    expect(routed).toHaveLength(3);
  });
});

describe('GuestFeedCache', () => {
  const member = Buffer.from('"window":{"start":"a","end":"b"}');
  const body = Buffer.from(`{"result":{"items":[],${member}}}`);

  it('splices the current window in and keeps the page until it is due', () => {
    const feed = new GuestFeedCache();
    feed.store(feed.ticket(), body, member, 100);
    expect(feed.read(50, Buffer.from('"window":{"start":"c","end":"d"}'))?.toString()).toBe(
      '{"result":{"items":[],"window":{"start":"c","end":"d"}}}',
    );
    expect(feed.read(100, member)).toBeNull();
  });

  it('refuses a page read before a change, and serves nothing while changes may be missed', () => {
    const published: string[] = [];
    const feed = new GuestFeedCache(() => published.push('changed'));
    const ticket = feed.ticket();
    feed.changed();
    feed.store(ticket, body, member, 100);
    expect(feed.read(0, member)).toBeNull();
    expect(published).toEqual(['changed']);

    feed.store(feed.ticket(), body, member, 100);
    feed.setLive(false);
    feed.store(feed.ticket(), body, member, 100);
    expect(feed.read(0, member)).toBeNull();
    feed.setLive(true);
    feed.store(feed.ticket(), body, member, 100);
    expect(feed.read(0, member)).toEqual(body);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('drop each other’s page through LISTEN/NOTIFY', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `tightlines_test_feed_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const [one, two] = [await openPostgres(url.toString()), await openPostgres(url.toString())];
    const log = createLogger({ LOG_LEVEL: 'silent' });
    const stops = [await startGuestFeedCache(one, log), await startGuestFeedCache(two, log)];
    try {
      const [first, second] = [guestFeedCacheOf(one.db)!, guestFeedCacheOf(two.db)!];
      const member = Buffer.from('"window":{}');
      const page = Buffer.from(`{${member}}`);
      const until = Date.now() + 60_000;
      await vi.waitFor(() => {
        first.store(first.ticket(), page, member, until);
        second.store(second.ticket(), page, member, until);
        expect(first.read(0, member)).not.toBeNull();
        expect(second.read(0, member)).not.toBeNull();
      });
      feedChanged(one.db);
      expect(first.read(0, member)).toBeNull();
      await vi.waitFor(() => expect(second.read(0, member)).toBeNull());
    } finally {
      for (const stop of stops) await stop();
      await one.close();
      await two.close();
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
