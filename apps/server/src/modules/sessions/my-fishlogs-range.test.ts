import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { callAs } from '../../test/profile-factories';
import { createSession, speciesIds } from '../../test/session-factories';
import { getUserByEmail } from '../users';
import { randomBytes } from 'node:crypto';
import { localStorageSetup } from '../../platform/storage/create-storage';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { createMemoryBackend } from '../../platform/storage/memory-backend';
import { createUrlSigner } from '../../platform/storage/signer';
import { listMine } from './service';

// The app's own storage, so the service can be called directly with an actor of the test's making.
const signer = createUrlSigner(randomBytes(32));
const storage = createLocalStorage(createMemoryBackend(), signer, 'memory');
let t: TestApp;
let owner: TestUser;
const ids: Record<string, string> = {};

/** A session fished on `day` from 08:00 to 12:00 UTC, with one fish at 10:00. */
async function fishedOn(user: TestUser, day: string): Promise<string> {
  const [fish] = await speciesIds(t);
  return createSession(t, user, {
    startDatetime: `${day}T08:00:00.000Z`,
    finishDatetime: `${day}T12:00:00.000Z`,
    logs: [
      { fishUUID: fish!, type: 'Release', logTime: `${day}T10:00:00.000Z`, latitude: 9.5, longitude: -85.7 },
    ],
  });
}

beforeAll(async () => {
  t = await buildTestApp({ storage: localStorageSetup(storage, signer) });
  owner = await createUser(t, { name: 'Ranger' });
  // A mistyped year (2020) and a session more than a year before the last day fished (2025-06-01).
  ids.old = await fishedOn(owner, '2020-03-10');
  ids.spring = await fishedOn(owner, '2024-05-01');
  ids.recent = await fishedOn(owner, '2025-01-15');
  ids.last = await fishedOn(owner, '2025-06-01');
});
afterAll(() => t.close());

type Page = {
  items: { UUID: string }[];
  nextCursor: string | null;
  window: { start: string | null; end: string | null };
};

async function mine(query: string, user = owner): Promise<Page> {
  const response = await callAs(t, 'GET', `/api/sessions/mine${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as Page;
}

const uuids = (page: Page) => page.items.map((item) => item.UUID).sort();

describe('My Fishlogs ranges', () => {
  it('reads the 365 days before the last day fished by default, and names that window', async () => {
    const page = await mine('');
    expect(uuids(page)).toEqual([ids.recent, ids.last].sort());
    expect(page.window).toEqual({ start: '2024-06-01T08:00:00.000Z', end: '2025-06-02T08:00:00.000Z' });
  });

  it('reads every session with all=true, page after page by cursor, with no window', async () => {
    const first = await mine('?all=true&limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.window).toEqual({ start: null, end: null });
    const second = await mine(`?all=true&limit=2&cursor=${first.nextCursor}`);
    expect([...uuids(first), ...uuids(second)].sort()).toEqual(Object.values(ids).sort());
  });

  it('reads a calendar range, the mistyped year included', async () => {
    const page = await mine('?startDate=2020-01-01T00:00:00.000Z&endDate=2021-01-01T00:00:00.000Z');
    expect(uuids(page)).toEqual([ids.old]);
    expect(page.window).toEqual({ start: '2020-01-01T00:00:00.000Z', end: '2021-01-01T00:00:00.000Z' });
  });

  it('refuses a range that ends before it starts, or a range together with all, naming the field', async () => {
    const backwards = await callAs(
      t,
      'GET',
      '/api/sessions/mine?startDate=2025-01-01T00:00:00.000Z&endDate=2024-01-01T00:00:00.000Z',
      owner,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.fields).toContain('endDate');
    const both = await callAs(
      t,
      'GET',
      '/api/sessions/mine?all=true&startDate=2025-01-01T00:00:00.000Z',
      owner,
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().details.fields).toContain('all');
    const notBoolean = await callAs(t, 'GET', '/api/sessions/mine?all=maybe', owner);
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().details.fields).toContain('all');
  });

  it('never lists somebody else’s sessions, whatever the range', async () => {
    const other = await createUser(t);
    expect((await mine('?all=true', other)).items).toEqual([]);
    expect((await mine('?startDate=2020-01-01T00:00:00.000Z', other)).items).toEqual([]);
  });

  it('refuses a calendar range to a caller without ACCESS_CALENDAR, but not all their sessions', async () => {
    const row = await getUserByEmail(t.database.db, owner.email);
    const actor = {
      userId: row!.id,
      email: owner.email,
      mediaPrefix: '',
      roleName: 'Angler' as const,
      emailVerified: true,
      permissions: [],
      grantId: '',
      via: 'bearer' as const,
    };
    const range = { limit: 10, startDate: '2020-01-01T00:00:00.000Z', endDate: '2021-01-01T00:00:00.000Z' };
    await expect(listMine(t.database.db, storage, actor, range)).rejects.toMatchObject({
      errorCode: 'FORBIDDEN',
    });
    const all = await listMine(t.database.db, storage, actor, { limit: 10, all: true });
    expect(all.items).toHaveLength(4);
  });
});
