import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login, type TestUser } from '../../test/factories';
import { callAs, createBoat, type Method } from '../../test/profile-factories';
import { createSession, sessionInput, speciesIds } from '../../test/session-factories';
import { getUserByEmail, grantPermission } from '../users';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { name: 'Owner' });
  stranger = await createUser(t, { roleName: 'Captain', name: 'Stranger' });
  const mod = await createUser(t, { name: 'Moderator' });
  const row = await getUserByEmail(t.database.db, mod.email);
  await grantPermission(t.database.db, row!.id, 'CONTENT_MODERATOR');
  const tokens = await login(t, mod.email, mod.password);
  moderator = { ...mod, tokens, auth: { authorization: `Bearer ${tokens.accessToken}` } };
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);
const homeIds = async (user?: TestUser) =>
  ((await call('GET', '/api/sessions/home', user)).json().result.items as { UUID: string }[]).map(
    (s) => s.UUID,
  );

describe('fishing sessions', () => {
  it('need a signed-in user for everything but the feed and a visible session', async () => {
    for (const [method, url] of [
      ['GET', '/api/sessions/mine'],
      ['POST', '/api/sessions'],
      ['PUT', `/api/sessions/${MISSING}`],
      ['POST', `/api/sessions/${MISSING}/logs`],
      ['PUT', `/api/fishingLogs/${MISSING}`],
      ['POST', '/api/comments'],
      ['POST', '/api/share'],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', '/api/sessions/home')).statusCode).toBe(200);
  });

  it('logs a session with counters, fish summary and team members; refuses a bad body with 400', async () => {
    const mate = await createUser(t, { roleName: 'Mate' });
    const [fish, other] = await speciesIds(t);
    const input = await sessionInput(t, { teamMemberEmails: [mate.email], weatherInfo: { windKnots: 12 } });
    input.logs = [
      ...input.logs!,
      { ...input.logs![0]!, type: 'Raise' },
      { ...input.logs![0]!, fishUUID: other! },
    ];
    const created = await call('POST', '/api/sessions', owner, input);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().result).toMatchObject({
      Releases: 2,
      Raises: 1,
      Bites: 0,
      FishingStyle: 'Offshore',
      canEdit: true,
      IsHidden: false,
      weatherInfo: { windKnots: 12 },
      // The team member's e-mail stays theirs (hidden by default); the owner gets their UUID.
      TeamMembers: [{ email: null, userUUID: expect.any(String) }],
      can: { edit: true, hide: true, restore: true, delete: true },
    });
    expect(created.json().result.fishSummary).toHaveLength(3);
    expect(created.json().result.logs).toEqual(
      expect.arrayContaining([expect.objectContaining({ fishUUID: fish, latitude: 9.5 })]),
    );

    const bad = await call('POST', '/api/sessions', owner, { ...input, fishingStyle: 'Lake' });
    expect(bad.statusCode).toBe(400);
    const backwards = await call('POST', '/api/sessions', owner, {
      ...input,
      finishDatetime: '2020-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    const othersBoat = await call('POST', '/api/sessions', owner, { ...input, boatUUID: MISSING });
    expect(othersBoat.statusCode).toBe(400);
  });

  it('shows one card alike on the feed, on My Fishlogs and by id: dates, owner, boat, locality, weather', async () => {
    const captain = await createUser(t, { roleName: 'Captain', name: 'Carla', lastname: 'Reyes' });
    const { boat } = await createBoat(t, captain);
    const [locality] = await t.database.db.select().from(schema.localities).limit(1);
    const input = await sessionInput(t, {
      boatUUID: boat.boatUUID,
      localityUUID: locality!.id,
      weatherInfo: { windKnots: 8, sky: 'clear' },
    });
    const created = await call('POST', '/api/sessions', captain, input);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().result.UUID as string;
    const expected = {
      UUID: id,
      StartDatetime: input.startDatetime,
      FinishDatetime: input.finishDatetime,
      FishingStyle: 'Offshore',
      owner: { name: 'Carla', lastname: 'Reyes', url: null },
      ownerRole: 'Captain',
      boatUUID: boat.boatUUID,
      boatName: 'Reel Deal',
      localityUUID: locality!.id,
      localityName: locality!.name,
      Releases: 1,
      Raises: 0,
      numComments: 0,
      isTournamentSession: false,
      isDeleted: false,
      IsHidden: false,
      weatherInfo: { windKnots: 8, sky: 'clear' },
      TeamMembers: [],
    };
    type Card = typeof expected & { createdAt: string };
    const find = async (url: string) =>
      ((await call('GET', url, captain)).json().result.items as Card[]).find((card) => card.UUID === id);
    const byId = (await call('GET', `/api/sessions/${id}`, captain)).json().result as Card;
    const cards = [await find('/api/sessions/home'), await find('/api/sessions/mine'), byId];
    for (const card of cards) expect(card).toMatchObject(expected);
    expect(new Set(cards.map((card) => card!.createdAt)).size).toBe(1);
    expect(Math.abs(Date.parse(byId.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it("shows coordinates to the owner, and to Captains only as the owner's privacy allows", async () => {
    const id = await createSession(t, owner);
    const angler = await createUser(t);
    const lat = async (user?: TestUser) =>
      (await call('GET', `/api/sessions/${id}`, user)).json().result.logs[0].latitude;
    expect(await lat(owner)).toBe(9.5);
    // Private by default: a Captain's role alone grants nothing over someone else's positions.
    expect(await lat(stranger)).toBeNull();
    const privacy = { ...DEFAULT_PRIVACY, positionVisibility: 'exact' };
    const shared = await call('PUT', `/api/users/${owner.email}/privacy`, owner, { privacy });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(await lat(stranger)).toBe(9.5);
    expect(await lat(angler)).toBeNull();
    expect(await lat()).toBeNull();
    await call('PUT', `/api/users/${owner.email}/privacy`, owner, { privacy: DEFAULT_PRIVACY });
  });

  it('lets only the owner edit; another user cannot edit, hide, delete or read a hidden session', async () => {
    const id = await createSession(t, owner);
    const edit = await sessionInput(t, { fishingStyle: 'Nearshore', logs: [] });
    expect((await call('PUT', `/api/sessions/${id}`, stranger, edit)).statusCode).toBe(403);
    expect((await call('PUT', `/api/sessions/${id}`, moderator, edit)).statusCode).toBe(403);
    expect((await call('PUT', `/api/sessions/${id}`, stranger, { isHidden: true })).statusCode).toBe(403);
    expect((await call('PUT', `/api/sessions/${id}`, stranger, { isDelete: true })).statusCode).toBe(403);
    const edited = await call('PUT', `/api/sessions/${id}`, owner, edit);
    expect(edited.json().result).toMatchObject({ FishingStyle: 'Nearshore', Releases: 1 });

    expect((await call('PUT', `/api/sessions/${id}`, owner, { isHidden: true })).statusCode).toBe(200);
    const hidden = await call('GET', `/api/sessions/${id}`, stranger);
    const missing = await call('GET', `/api/sessions/${MISSING}`, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(missing.json().message);
    expect((await call('GET', `/api/sessions/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/sessions/${id}`, stranger, { isHidden: false })).statusCode).toBe(404);
    expect((await call('GET', `/api/comments/${id}`, stranger)).statusCode).toBe(404);
    expect(await homeIds(owner)).not.toContain(id);
    const mine = (await call('GET', '/api/sessions/mine', owner)).json().result.items as {
      UUID: string;
      IsHidden: boolean;
    }[];
    expect(mine.find((s) => s.UUID === id)?.IsHidden).toBe(true);

    expect((await call('PUT', `/api/sessions/${id}`, owner, { isHidden: false })).statusCode).toBe(200);
    expect(await homeIds()).toContain(id);
    expect((await call('PUT', `/api/sessions/${id}`, owner, { isDelete: true })).json().result).toBeNull();
    expect((await call('GET', `/api/sessions/${id}`, owner)).statusCode).toBe(404);
    expect(await homeIds()).not.toContain(id);
  });

  it('lets a CONTENT_MODERATOR hide and delete anyone’s session, never a tournament owner edit it', async () => {
    const id = await createSession(t, owner);
    expect(
      (await call('PUT', `/api/sessions/${id}`, moderator, { isHidden: true, reason: 'Spam' })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/sessions/${id}`, moderator)).statusCode).toBe(200);
    expect((await call('PUT', `/api/sessions/${id}`, moderator, { isDelete: true })).statusCode).toBe(200);
    expect((await call('GET', `/api/sessions/${id}`, owner)).statusCode).toBe(404);
  });

  it('edits and deletes single fish logs, keeping the counters right', async () => {
    const id = await createSession(t, owner);
    const logId = (await call('GET', `/api/sessions/${id}`, owner)).json().result.logs[0].UUID as string;
    expect((await call('PUT', `/api/fishingLogs/${logId}`, stranger, { type: 'Bite' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/fishingLogs/${logId}`, owner, { type: 'Spawn' })).statusCode).toBe(400);
    const changed = await call('PUT', `/api/fishingLogs/${logId}`, owner, {
      type: 'Harvest',
      fishWeight: 20,
    });
    expect(changed.json().result).toMatchObject({ Releases: 0, Harvests: 1 });
    const [fish] = await speciesIds(t);
    const added = await call('POST', `/api/sessions/${id}/logs`, owner, {
      fishUUID: fish,
      type: 'Bite',
      logTime: new Date(Date.now() - 2 * 3600_000).toISOString(),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(
      (
        await call('POST', `/api/sessions/${id}/logs`, stranger, {
          fishUUID: fish,
          type: 'Bite',
          logTime: new Date(Date.now() - 2 * 3600_000).toISOString(),
        })
      ).statusCode,
    ).toBe(403);
    const deleted = await call('PUT', `/api/fishingLogs/${logId}`, owner, { isDelete: true });
    expect(deleted.json().result).toMatchObject({ Harvests: 0, Bites: 1 });
    expect(deleted.json().result.logs).toHaveLength(1);
    expect((await call('PUT', `/api/fishingLogs/${logId}`, owner, { isDelete: true })).statusCode).toBe(404);
  });

  it('keeps counters exact under concurrent writes', async () => {
    const id = await createSession(t, owner, { logs: [] });
    const [fish] = await speciesIds(t);
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call('POST', `/api/sessions/${id}/logs`, owner, {
          fishUUID: fish,
          type: 'Release',
          logTime: new Date(Date.now() - 2 * 3600_000).toISOString(),
        }).then((response) => expect(response.statusCode, `log ${index}`).toBe(200)),
      ),
    );
    await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/comments', stranger, { objectUUID: id, commentText: 'Tight lines!' }),
      ),
    );
    expect((await call('GET', `/api/sessions/${id}`)).json().result).toMatchObject({
      Releases: 8,
      numComments: 6,
    });
  });
});

describe('home feed', () => {
  it('pages 10 at a time by cursor with no duplicates while sessions are added, clamps limit', async () => {
    const feed = await createUser(t, { roleName: 'Captain' });
    for (let i = 0; i < 23; i += 1) await createSession(t, feed);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/sessions/home?limit=50${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      const page = response.json().result as { items: { UUID: string }[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(10);
      seen.push(...page.items.map((item) => item.UUID));
      cursor = page.nextCursor;
      pages += 1;
      // Someone logs a session while the reader scrolls: it goes on top, never into later pages.
      if (pages === 1) await createSession(t, feed);
    } while (cursor && pages < 50);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(23);
    const offset = await call('GET', '/api/sessions/home?offset=10&limit=5');
    expect(offset.json().result.items).toHaveLength(5);
    expect((await call('GET', '/api/sessions/home?cursor=not-ours')).statusCode).toBe(400);
  });

  it('shows guests only the last 7 days; FILTER_UNLIMITED_DATE_RANGE may ask further back', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    const id = await createSession(t, owner, {
      startDatetime: old.toISOString(),
      finishDatetime: new Date(old.getTime() + 3600_000).toISOString(),
      logs: [],
    });
    const since = new Date(Date.now() - 60 * 86_400_000).toISOString();
    const guest = await call('GET', `/api/sessions/home?startDatetime=${since}`);
    expect(guest.json().result.items.map((s: { UUID: string }) => s.UUID)).not.toContain(id);
    const captain = await call('GET', `/api/sessions/home?startDatetime=${since}`, stranger);
    const captainIds = (captain.json().result.items as { UUID: string }[]).map((s) => s.UUID);
    expect(captain.json().result.window.start).toBe(since);
    expect(captainIds.length).toBeGreaterThan(0);
  });
});

describe('the feed window', () => {
  it('shows a session logged long ago whose start was moved into the window, by its fishing date', async () => {
    const logger = await createUser(t, { roleName: 'Captain' });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const earlier = await createSession(t, logger, {
      startDatetime: twoDaysAgo.toISOString(),
      finishDatetime: new Date(twoDaysAgo.getTime() + 3600_000).toISOString(),
      logs: [],
    });
    const id = await createSession(t, logger, { logs: [] });
    // Logged 90 days ago, then edited to have started within the week: the feed and its window both
    // go by the start (spec §2), so it shows among the week's sessions, not after them.
    await t.database.db
      .update(schema.fishingSessions)
      .set({ createdAt: new Date(Date.now() - 90 * 86_400_000) })
      .where(eq(schema.fishingSessions.id, id));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await call('GET', `/api/sessions/home${cursor ? `?cursor=${cursor}` : ''}`);
      const page = response.json().result as { items: { UUID: string }[]; nextCursor: string | null };
      seen.push(...page.items.map((item) => item.UUID));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen).toContain(id);
    expect(seen.indexOf(id)).toBeLessThan(seen.indexOf(earlier));
  });
});

describe('map settings', () => {
  it('give captains zoom 19, others 10, and coordinates only to Captains and Boats', async () => {
    const config = async (user?: TestUser) => (await call('GET', '/api/map/config', user)).json().result;
    expect(await config(stranger)).toMatchObject({
      center: { latitude: 45, longitude: -73 },
      zoom: 7,
      minZoom: 4,
      maxZoom: 19,
      showCoordinates: true,
      tileUrl: null,
    });
    expect(await config(owner)).toMatchObject({ maxZoom: 10, showCoordinates: false });
    expect(await config()).toMatchObject({ maxZoom: 10, showCoordinates: false });
  });

  it("open over the caller's home locality once their profile names one (issue 31)", async () => {
    const config = async (user?: TestUser) => (await call('GET', '/api/map/config', user)).json().result;
    const user = await createUser(t);
    expect((await config(user)).center).toEqual({ latitude: 45, longitude: -73 });
    const [home] = await t.database.db.select().from(schema.localities).limit(1);
    await t.database.db
      .update(schema.users)
      .set({ localityId: home!.id })
      .where(eq(schema.users.email, user.email));
    expect((await config(user)).center).toEqual({ latitude: home!.latitude, longitude: home!.longitude });
    // Nobody else's map moves: a guest's and another user's stay on the default.
    expect((await config()).center).toEqual({ latitude: 45, longitude: -73 });
    expect((await config(owner)).center).toEqual({ latitude: 45, longitude: -73 });
  });
});
