import type { NotificationDto, NotificationPageDto } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, MISSING_UUID, type TestUser } from '../../test/factories';
import { callAs } from '../../test/profile-factories';
import { userIdOf } from '../../test/tournament-factories';
import { notify } from './notify';

/** Issue 35 point 3: my notifications, paged newest first, marked read; nobody reaches another's. */

let t: TestApp;
let reader: TestUser;
let other: TestUser;

const page = async (user: TestUser, query = '') => {
  const response = await callAs(t, 'GET', `/api/notifications${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as NotificationPageDto;
};

/** Tells `user` of `count` events by the one `notify`, in one transaction (so sharing an instant). */
async function tellOf(user: TestUser, count: number, prefix: string): Promise<void> {
  const recipient = await userIdOf(t, user);
  await t.database.db.transaction(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      await notify(tx, {
        recipients: [recipient],
        actorId: null,
        kind: 'resultsOfficial',
        eventKey: `${prefix}:${index}`,
        subjects: { tournamentId: MISSING_UUID },
        values: { tournamentName: `${prefix} ${index}` },
      });
    }
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  reader = await createUser(t);
  other = await createUser(t);
  await tellOf(reader, 12, 'Cup');
  await tellOf(other, 1, 'Theirs');
});
afterAll(() => t?.close());

describe('GET /api/notifications', () => {
  it('needs a signed-in user', async () => {
    expect((await callAs(t, 'GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('pages newest first by keyset, every one once, with the unread count', async () => {
    const seen: NotificationDto[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: NotificationPageDto = await page(reader, `?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(result.unreadCount).toBe(12);
      expect(result.items.length).toBeLessThanOrEqual(5);
      seen.push(...result.items);
      cursor = result.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen.map((item) => item.id)).size).toBe(12);
    expect(seen.every((item) => item.kind === 'resultsOfficial' && item.readAt === null)).toBe(true);
    const order = seen.map((item) => `${item.createdAt}|${item.id}`);
    expect(order).toEqual([...order].sort().reverse());
    // Only the reader's own.
    expect(
      seen.some((item) => item.kind === 'resultsOfficial' && item.values.tournamentName === 'Theirs 0'),
    ).toBe(false);
  });

  it('answers 10 by default and refuses a cursor that is not ours, naming it', async () => {
    expect((await page(reader)).items).toHaveLength(10);
    const bad = await callAs(t, 'GET', '/api/notifications?cursor=nonsense', reader);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toContain('cursor');
    expect((await callAs(t, 'GET', '/api/notifications?limit=500', reader)).statusCode).toBe(400);
  });

  it('tells an event once however often it is told', async () => {
    await tellOf(other, 1, 'Theirs');
    expect((await page(other)).items).toHaveLength(1);
  });
});

describe('marking read', () => {
  it('marks one of mine read (again changes nothing) and counts the rest', async () => {
    const [first] = (await page(reader, '?limit=1')).items;
    const read = await callAs(t, 'POST', `/api/notifications/${first!.id}/read`, reader);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().result).toEqual({ unreadCount: 11 });
    const readAt = (await page(reader, '?limit=1')).items[0]!.readAt;
    expect(readAt).not.toBeNull();
    const again = await callAs(t, 'POST', `/api/notifications/${first!.id}/read`, reader);
    expect(again.json().result).toEqual({ unreadCount: 11 });
    expect((await page(reader, '?limit=1')).items[0]!.readAt).toBe(readAt);
  });

  it("answers someone else's notification exactly like a missing one, and changes nothing", async () => {
    const [theirs] = (await page(other)).items;
    const foreign = await callAs(t, 'POST', `/api/notifications/${theirs!.id}/read`, reader);
    const missing = await callAs(t, 'POST', `/api/notifications/${MISSING_UUID}/read`, reader);
    expect(foreign.statusCode).toBe(404);
    const { requestId: _foreignRequest, ...foreignBody } = foreign.json();
    const { requestId: _missingRequest, ...missingBody } = missing.json();
    expect(foreignBody).toEqual(missingBody);
    expect((await page(other)).unreadCount).toBe(1);
    expect((await callAs(t, 'POST', `/api/notifications/${theirs!.id}/read`)).statusCode).toBe(401);
    expect((await callAs(t, 'POST', '/api/notifications/not-an-id/read', reader)).statusCode).toBe(400);
  });

  it('marks all of mine read, and only mine', async () => {
    const all = await callAs(t, 'POST', '/api/notifications/read-all', reader);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().result).toEqual({ unreadCount: 0 });
    expect((await page(reader)).items.every((item) => item.readAt !== null)).toBe(true);
    expect((await page(other)).unreadCount).toBe(1);
    expect((await callAs(t, 'POST', '/api/notifications/read-all')).statusCode).toBe(401);
  });
});
