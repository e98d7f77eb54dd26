import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { callAs } from '../../test/profile-factories';
import { createSession } from '../../test/session-factories';

/**
 * Spec §2: the home feed lists sessions by fishing date (when they started), newest first, not by
 * when they were logged. A session logged today for a trip of five days ago goes below yesterday's.
 */
let t: TestApp;
let angler: TestUser;
let captain: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  angler = await createUser(t, { name: 'Angler' });
  captain = await createUser(t, { roleName: 'Captain', name: 'Captain' });
});
afterAll(() => t.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Logs a session that started `daysAgo` days ago and lasted two hours. */
function sessionStarted(daysAgo: number): Promise<string> {
  const start = new Date(Date.now() - daysAgo * DAY);
  return createSession(t, angler, {
    startDatetime: start.toISOString(),
    finishDatetime: new Date(start.getTime() + 2 * HOUR).toISOString(),
    logs: [],
  });
}

/** Every page of the feed as `user` sees it (a guest without one), following the cursors. */
async function wholeFeed(user?: TestUser): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages += 1) {
    const url: string = `/api/sessions/home?limit=10${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await callAs(t, 'GET', url, user);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().result as { items: { UUID: string }[]; nextCursor: string | null };
    seen.push(...page.items.map((item) => item.UUID));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

describe('the home feed order', () => {
  it('goes by fishing date, newest first, whatever order the sessions were logged in, across pages', async () => {
    // Logged in this order; fished in another. Twelve of them, so the order must hold across a page.
    const daysAgo = [2, 6, 0.5, 4, 1, 3, 5, 6.5, 1.5, 2.5, 3.5, 0.25];
    const ids = new Map<string, number>();
    for (const days of daysAgo) ids.set(await sessionStarted(days), days);

    for (const reader of [undefined, captain]) {
      const feed = (await wholeFeed(reader)).filter((id) => ids.has(id));
      const byFishingDate = [...ids.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
      expect(feed).toEqual(byFishingDate);
    }
  });

  it('keeps the guests to the last 7 days by that same date: a session fished 8 days ago is not shown', async () => {
    const old = await sessionStarted(8);
    expect(await wholeFeed()).not.toContain(old);
    expect(await wholeFeed(captain)).toContain(old);
  });
});
