import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fishingSessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login, type TestUser } from '../../test/factories';
import { callAs, type Method } from '../../test/profile-factories';
import { createSession, speciesIds, uploadVideo } from '../../test/session-factories';
import { getUserByEmail, grantPermission } from '../users';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { roleName: 'Angler', name: 'Owner' });
  stranger = await createUser(t, { roleName: 'Captain', name: 'Stranger' });
  const mod = await createUser(t, { name: 'Moderator' });
  const row = await getUserByEmail(t.database.db, mod.email);
  await grantPermission(t.database.db, row!.id, 'CONTENT_MODERATOR');
  const tokens = await login(t, mod.email, mod.password);
  moderator = { ...mod, tokens, auth: { authorization: `Bearer ${tokens.accessToken}` } };
});
afterAll(() => t.close());

const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);

async function firstLogOf(id: string): Promise<string> {
  return (await call('GET', `/api/sessions/${id}`, owner)).json().result.logs[0].UUID as string;
}

describe('editing one fish log (My Fishlogs breakdown)', () => {
  it('changes species, type, time, measures with their units and the position', async () => {
    const id = await createSession(t, owner);
    const logId = await firstLogOf(id);
    const [, otherFish] = await speciesIds(t);
    const logTime = new Date(Date.now() - 90 * 60_000).toISOString();
    const edited = await call('PUT', `/api/fishingLogs/${logId}`, owner, {
      fishUUID: otherFish,
      type: 'Raise',
      logTime,
      fishLength: 48,
      fishWeight: 12.5,
      sizeUnitId: 2,
      weightUnitId: 3,
      latitude: 10.25,
      longitude: -84.5,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const session = edited.json().result;
    expect(session).toMatchObject({ Releases: 0, Raises: 1 });
    expect(session.logs[0]).toMatchObject({
      fishUUID: otherFish,
      type: 'Raise',
      logTime,
      fishLength: 48,
      fishWeight: 12.5,
      sizeUnit: { UnitId: 2 },
      weightUnit: { UnitId: 3 },
      latitude: 10.25,
      longitude: -84.5,
    });
    // Clearing the position and a measure.
    const cleared = await call('PUT', `/api/fishingLogs/${logId}`, owner, {
      latitude: null,
      longitude: null,
      fishWeight: null,
    });
    expect(cleared.json().result.logs[0]).toMatchObject({
      latitude: null,
      longitude: null,
      fishWeight: null,
    });
    expect(cleared.json().result.logs[0].fishLength).toBe(48);

    const bad = await call('PUT', `/api/fishingLogs/${logId}`, owner, { latitude: 91 });
    expect(bad.statusCode).toBe(400);
  });

  it('is refused to other users, to moderators and on tournament sessions; the log stays as it was', async () => {
    const id = await createSession(t, owner);
    const logId = await firstLogOf(id);
    for (const user of [stranger, moderator]) {
      const edit = await call('PUT', `/api/fishingLogs/${logId}`, user, { type: 'Harvest' });
      expect(edit.statusCode).toBe(403);
      const remove = await call('PUT', `/api/fishingLogs/${logId}`, user, { isDelete: true });
      expect(remove.statusCode).toBe(403);
      const backup = await call('POST', '/api/backupMedia', user, {
        fishingLogUUID: logId,
        s3Key: await uploadVideo(t, user),
      });
      expect(backup.statusCode).toBe(403);
    }
    expect((await call('PUT', `/api/fishingLogs/${logId}`, undefined, { type: 'Bite' })).statusCode).toBe(
      401,
    );

    await t.database.db
      .update(fishingSessions)
      .set({ isTournamentSession: true })
      .where(eq(fishingSessions.id, id));
    const read = (await call('GET', `/api/sessions/${id}`, owner)).json().result;
    expect(read.can.edit).toBe(false);
    expect((await call('PUT', `/api/fishingLogs/${logId}`, owner, { type: 'Bite' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/fishingLogs/${logId}`, owner, { isDelete: true })).statusCode).toBe(403);
    const backup = await call('POST', '/api/backupMedia', owner, {
      fishingLogUUID: logId,
      s3Key: await uploadVideo(t, owner),
    });
    expect(backup.statusCode).toBe(403);
    const after = (await call('GET', `/api/sessions/${id}`, owner)).json().result;
    expect(after).toMatchObject({ Releases: 1, Harvests: 0, Bites: 0 });
    expect(after.logs).toHaveLength(1);
  });

  it('keeps at most 3 backup media per log, independently of its session', async () => {
    const id = await createSession(t, owner);
    const logId = await firstLogOf(id);
    const add = async (parent: object) =>
      call('POST', '/api/backupMedia', owner, { ...parent, s3Key: await uploadVideo(t, owner) });
    for (let i = 0; i < 3; i += 1) expect((await add({ fishingLogUUID: logId })).statusCode).toBe(200);
    const fourth = await add({ fishingLogUUID: logId });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe('You reached the maximum number of backup media allowed');
    expect((await add({ fishingSessionUUID: id })).statusCode).toBe(200);
    const listed = await call('GET', `/api/backupMedia?fishingLogUUID=${logId}`, owner);
    expect(listed.json().result).toHaveLength(3);
    expect(listed.json().result[0].backupMediaType).toBe('log');
  });
});
