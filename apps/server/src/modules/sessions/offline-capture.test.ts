import type { CatchFlag, SessionInput } from '@tightlines/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fishingSessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { tinyMp4 } from '../../test/media-fixtures';
import { sessionInput, uploadVideo } from '../../test/session-factories';
import {
  loadTournamentCatalogue,
  placeOfRegionA,
  tournamentOnNow,
  type TournamentCatalogue,
} from '../../test/tournament-factories';

/** Issue 40 point 2: a session captured offline is logged once per device-made key, however often sent. */

const MINUTE = 60_000;
let t: TestApp;
let angler: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  angler = await createUser(t);
  other = await createUser(t);
});
afterAll(() => t?.close());

const send = (user: TestUser, body: SessionInput) =>
  t.app.inject({ method: 'POST', url: '/api/sessions', headers: user.auth, payload: body });

const capturedSessions = (user: TestUser) =>
  t.database.db
    .select({ id: fishingSessions.id, clientKey: fishingSessions.clientKey })
    .from(fishingSessions)
    .innerJoin(users, eq(users.id, fishingSessions.ownerId))
    .where(and(eq(users.email, user.email), isNotNull(fishingSessions.clientKey)));

describe('a session captured offline', () => {
  it('sent 5 times (twice at once, then again after a cut) is logged once, each answer the same session', async () => {
    const key = 'offline-key-0001';
    const body = await sessionInput(t, {
      offlineCapture: { key, deviceTime: new Date().toISOString() },
    });
    const [first, second] = await Promise.all([send(angler, body), send(angler, body)]);
    const later = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // A later try's body differs (its device time, a video uploaded again): still the same session.
      const deviceTime = new Date(Date.now() + attempt * 1000).toISOString();
      later.push(await send(angler, { ...body, offlineCapture: { key, deviceTime } }));
    }
    const answers = [first, second, ...later];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set(answers.map((answer) => answer.json().result.UUID as string));
    expect(ids.size).toBe(1);
    expect(await capturedSessions(angler)).toEqual([{ id: [...ids][0], clientKey: key }]);
    expect(first.json().result.logs).toHaveLength(1);
  });

  it("is another account's own session under the same key", async () => {
    const body = await sessionInput(t, {
      offlineCapture: { key: 'offline-key-0001', deviceTime: new Date().toISOString() },
    });
    const answer = await send(other, body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await capturedSessions(other)).toHaveLength(1);
    expect((await capturedSessions(other))[0]!.id).not.toBe((await capturedSessions(angler))[0]!.id);
  });

  it('refuses a malformed key, naming the field', async () => {
    const answer = await send(
      angler,
      await sessionInput(t, { offlineCapture: { key: 'no spaces!', deviceTime: new Date().toISOString() } }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.fields).toContain('offlineCapture.key');
  });
});

describe('a tournament catch captured offline', () => {
  let catalogue: TournamentCatalogue;
  let member: TestUser;
  let tournamentId: string;
  let near: { latitude: number; longitude: number };
  let seed = 60;

  beforeAll(async () => {
    catalogue = await loadTournamentCatalogue(t);
    const organiser = await createUser(t, { roleName: 'Captain' });
    member = await createUser(t);
    tournamentId = await tournamentOnNow(t, organiser, catalogue, [member]);
    near = await placeOfRegionA(t, catalogue);
  });

  /** Sends a catch captured 30 minutes ago, from a device whose clock is `skewMs` ahead of ours. */
  async function syncCatch(skewMs: number) {
    const caughtAt = new Date(Date.now() - 30 * MINUTE + skewMs).toISOString();
    const video = { key: await uploadVideo(t, member, tinyMp4((seed += 1))) };
    const answer = await send(member, {
      startDatetime: new Date(Date.now() - 60 * MINUTE + skewMs).toISOString(),
      finishDatetime: new Date(Date.now() - 10 * MINUTE + skewMs).toISOString(),
      fishingStyle: 'Offshore',
      tournamentId,
      offlineCapture: { key: `catch-${seed}-key`, deviceTime: new Date(Date.now() + skewMs).toISOString() },
      logs: [{ fishUUID: catalogue.speciesIds[0], type: 'Release', logTime: caughtAt, ...near, video }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const log = answer.json().result.logs[0] as { logTime: string; latitude: number; flags: CatchFlag[] };
    return { log, caughtAt };
  }

  it('keeps the time and position taken at capture, unflagged on a clock within 2 minutes', async () => {
    const { log, caughtAt } = await syncCatch(-MINUTE);
    expect(Date.parse(log.logTime)).toBe(Date.parse(caughtAt));
    expect(log.latitude).toBe(near.latitude);
    expect(log.flags).not.toContain('deviceClockDiffers');
  });

  it('is flagged when the device clock was more than 2 minutes behind, or ahead, at sync', async () => {
    expect((await syncCatch(-5 * MINUTE)).log.flags).toContain('deviceClockDiffers');
    // A clock 10 minutes ahead: its catch times are not refused as "in the future", only flagged.
    expect((await syncCatch(10 * MINUTE)).log.flags).toContain('deviceClockDiffers');
  });
});
