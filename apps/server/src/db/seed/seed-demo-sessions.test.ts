import { and, between, count, eq, inArray } from 'drizzle-orm';
import type { Session, SessionPage } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../modules/auth/password';
import { createConfiguredStorage } from '../../platform/storage/create-storage';
import type { Storage } from '../../platform/storage/storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import * as t from '../schema';
import { DEMO_RECENT_SESSIONS, seedDemoSessions } from './seed-demo-sessions';
import { DEMO_USERS, seedDemoUsers } from './seed-demo-users';

const DAY = 86_400_000;
let app: TestApp;
let storage: Storage;

beforeAll(async () => {
  app = await buildTestApp();
  storage = (await createConfiguredStorage(app.config, app.database.db)).storage;
  await seedDemoUsers(app.database.db, createPasswordHasher(app.config.PASSWORD_HASH_COST));
});
afterAll(() => app.close());

/** The whole guests' feed (the last 7 days), following the cursors. */
async function guestFeed(): Promise<Session[]> {
  const items: Session[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages += 1) {
    const url: string = `/api/sessions/home?limit=10${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await app.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().result as SessionPage;
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return items;
}

/** Visible demo sessions that started in the 7 days before `now`. */
async function demoWeek(now: Date): Promise<number> {
  const db = app.database.db;
  const owners = db
    .select({ id: t.users.id })
    .from(t.users)
    .where(
      inArray(
        t.users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    );
  const [row] = await db
    .select({ n: count() })
    .from(t.fishingSessions)
    .where(
      and(
        inArray(t.fishingSessions.ownerId, owners),
        eq(t.fishingSessions.deleted, false),
        eq(t.fishingSessions.hidden, false),
        between(t.fishingSessions.startAt, new Date(now.getTime() - 7 * DAY), now),
      ),
    );
  return row!.n;
}

describe('the demo world (SEED_DEMO)', () => {
  it("fills the guests' week with at least 30 varied sessions, relative to the start", async () => {
    const added = await seedDemoSessions(app.database.db, storage, new Date());
    expect(added).toBeGreaterThanOrEqual(DEMO_RECENT_SESSIONS);

    const feed = await guestFeed();
    expect(feed.length).toBeGreaterThanOrEqual(30);
    const owners = new Set(feed.map((session) => `${session.owner.name} ${session.owner.lastname}`));
    expect(owners.size).toBeGreaterThanOrEqual(4);
    expect(new Set(feed.map((session) => session.boatName).filter(Boolean)).size).toBeGreaterThanOrEqual(2);
    expect(feed.filter((session) => session.videoURLs.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(feed.filter((session) => session.numComments > 0).length).toBeGreaterThanOrEqual(5);
    expect(feed.filter((session) => session.TeamMembers.length > 0).length).toBeGreaterThanOrEqual(5);
    const species = new Set(feed.flatMap((session) => session.fishSummary.map((entry) => entry.fishName)));
    expect(species.size).toBeGreaterThanOrEqual(8);
    expect(new Set(feed.map((session) => String(session.weatherInfo?.sky))).size).toBeGreaterThanOrEqual(3);
    // Every session is over, and its fish were caught while it lasted.
    for (const session of feed) expect(Date.parse(session.FinishDatetime)).toBeLessThanOrEqual(Date.now());
  });

  it('tops the week up on a later start without duplicating what is still there', async () => {
    const now = new Date();
    // Started again at once: the week is full, nothing is added.
    expect(await seedDemoSessions(app.database.db, storage, now)).toBe(0);
    expect(await demoWeek(now)).toBe(DEMO_RECENT_SESSIONS);

    // Started three days later: the sessions that left the week are replaced, no more.
    const later = new Date(now.getTime() + 3 * DAY);
    const before = await demoWeek(later);
    expect(before).toBeLessThan(DEMO_RECENT_SESSIONS);
    expect(await seedDemoSessions(app.database.db, storage, later)).toBe(DEMO_RECENT_SESSIONS - before);
    expect(await demoWeek(later)).toBe(DEMO_RECENT_SESSIONS);
    expect(await seedDemoSessions(app.database.db, storage, later)).toBe(0);
  });
});
