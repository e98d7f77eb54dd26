import { messages, type SessionInput } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournaments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login, type TestUser } from '../../test/factories';
import { tinyMp4 } from '../../test/media-fixtures';
import { sessionInput, uploadVideo } from '../../test/session-factories';
import {
  loadTournamentCatalogue,
  placeOfRegionA,
  setTournamentTimes,
  tournamentOnNow,
  type TournamentCatalogue,
} from '../../test/tournament-factories';
import { getUserByEmail, grantPermission } from '../users';

/** Spec §3 isTournamentSession, §6 removal, issue 21 point 7: who logs a tournament session, and until when. */

const HOUR = 3_600_000;
let t: TestApp;
let catalogue: TournamentCatalogue;
let organiser: TestUser;
let near: { latitude: number; longitude: number };

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain' });
  near = await placeOfRegionA(t, catalogue);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

/** A session body in a tournament: an hour's fishing that ended a minute ago, one fish near its locality. */
async function tournamentSession(tournamentId: string, changes: Partial<SessionInput> = {}) {
  const now = Date.now();
  const base = await sessionInput(t);
  return {
    ...base,
    startDatetime: new Date(now - 0.9 * HOUR).toISOString(),
    finishDatetime: new Date(now - 60_000).toISOString(),
    logs: [
      {
        ...base.logs![0]!,
        fishUUID: catalogue.speciesIds[0],
        logTime: new Date(now - 0.5 * HOUR).toISOString(),
        ...near,
      },
    ],
    tournamentId,
    ...changes,
  };
}

/** A video file of its own for each catch (the same file twice is flagged "video used before"). */
let videoFrames = 12;
const freshVideo = async (user: TestUser) => ({
  key: await uploadVideo(t, user, tinyMp4((videoFrames += 1))),
});

async function logSession(user: TestUser, tournamentId: string) {
  const body = await tournamentSession(tournamentId);
  body.logs[0]!.video = await freshVideo(user);
  const response = await call('POST', '/api/sessions', user, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { UUID: string; logs: { UUID: string }[] };
}

describe('logging a tournament session', () => {
  it('a member logs one while the tournament is on; it is marked and names its tournament', async () => {
    const member = await createUser(t);
    const id = await tournamentOnNow(t, organiser, catalogue, [member]);
    const session = await logSession(member, id);
    const read = (await call('GET', `/api/sessions/${session.UUID}`, member)).json().result;
    expect(read).toMatchObject({ isTournamentSession: true, tournamentUUID: id, canEdit: true });
    expect(read.can).toEqual({ edit: true, hide: false, restore: false, delete: false });
    expect(read.logs[0].flags).toEqual([]);
  });

  it('refuses someone who is not a member', async () => {
    const member = await createUser(t);
    const stranger = await createUser(t);
    const id = await tournamentOnNow(t, organiser, catalogue, [member]);
    const refused = await call('POST', '/api/sessions', stranger, await tournamentSession(id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.tournamentSessionMembersOnly);
  });

  it('refuses before the start and after the end', async () => {
    const member = await createUser(t);
    const id = await tournamentOnNow(t, organiser, catalogue, [member]);
    const now = Date.now();
    await setTournamentTimes(t, id, {
      startAt: new Date(now + HOUR),
      endAt: new Date(now + 5 * HOUR),
      uploadDeadlineAt: new Date(now + 8 * HOUR),
    });
    const early = await call('POST', '/api/sessions', member, await tournamentSession(id));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.tournamentSessionNotOn);

    await setTournamentTimes(t, id, {
      startAt: new Date(now - 5 * HOUR),
      endAt: new Date(now - HOUR),
      uploadDeadlineAt: new Date(now + 8 * HOUR),
    });
    const late = await call('POST', '/api/sessions', member, await tournamentSession(id));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.tournamentSessionNotOn);
  });

  it.each(['Finished', 'Canceled'] as const)('refuses a %s tournament', async (status) => {
    const member = await createUser(t);
    const id = await tournamentOnNow(t, organiser, catalogue, [member]);
    await t.database.db.update(tournaments).set({ status }).where(eq(tournaments.id, id));
    const refused = await call('POST', '/api/sessions', member, await tournamentSession(id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.tournamentOver);
  });

  it('refuses an unknown tournament', async () => {
    const member = await createUser(t);
    const refused = await call(
      'POST',
      '/api/sessions',
      member,
      await tournamentSession('00000000-0000-4000-8000-000000000000'),
    );
    expect(refused.statusCode).toBe(404);
  });
});

describe('a tournament catch needs its video (issue 31)', () => {
  const refusedFor = (response: { statusCode: number; json: () => unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.tournamentCatchNeedsVideo,
      details: { fields: [field] },
    });
  };

  it('refuses a catch without a video, in a new session, added to one or edited away', async () => {
    const member = await createUser(t);
    const id = await tournamentOnNow(t, organiser, catalogue, [member]);
    const body = await tournamentSession(id);
    refusedFor(await call('POST', '/api/sessions', member, body), 'logs.0.video');
    const session = await logSession(member, id);
    const fish = (await tournamentSession(id)).logs[0]!;
    refusedFor(await call('POST', `/api/sessions/${session.UUID}/logs`, member, fish), 'video');
    refusedFor(
      await call('PUT', `/api/sessions/${session.UUID}`, member, { ...body, logs: [fish] }),
      'logs.0.video',
    );
    const logId = session.logs[0]!.UUID;
    refusedFor(await call('PUT', `/api/fishingLogs/${logId}`, member, { video: null }), 'video');
    // Nothing was saved: the session keeps its one catch, on its video.
    const read = (await call('GET', `/api/sessions/${session.UUID}`, member)).json().result;
    expect(read.logs).toHaveLength(1);
    expect(read.logs[0].videoURLs).toHaveLength(1);
    // An ordinary session's fish still needs none.
    expect((await call('POST', '/api/sessions', member, await sessionInput(t))).statusCode).toBe(200);
  });
});

describe('a tournament catch logged ahead of the clock', () => {
  it('is refused beyond a device clock’s small lead, in a new session, added to one or edited', async () => {
    const member = await createUser(t);
    const id = await tournamentOnNow(t, organiser, catalogue, [member]);
    const refused = (response: { statusCode: number; json(): unknown }, field: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: messages.catchTimeAhead,
        details: { fields: [field] },
      });
    };
    const ahead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const body = await tournamentSession(id, { finishDatetime: ahead(120) });
    body.logs[0]!.video = await freshVideo(member);
    body.logs[0]!.logTime = ahead(60);
    refused(await call('POST', '/api/sessions', member, body), 'logs.0.logTime');

    // A minute ahead is a device clock's lead: taken.
    body.logs[0]!.logTime = ahead(1);
    const session = await call('POST', '/api/sessions', member, body);
    expect(session.statusCode, session.body).toBe(200);
    const { UUID, logs } = session.json().result as { UUID: string; logs: { UUID: string }[] };

    const fish = { ...body.logs[0]!, video: await freshVideo(member), logTime: ahead(60) };
    refused(await call('POST', `/api/sessions/${UUID}/logs`, member, fish), 'logTime');
    refused(
      await call('PUT', `/api/fishingLogs/${logs[0]!.UUID}`, member, { logTime: ahead(60) }),
      'logTime',
    );
  });
});

describe('changing a tournament session', () => {
  it('takes fish logs and videos after the end until the upload deadline, then refuses every change', async () => {
    const member = await createUser(t);
    const id = await tournamentOnNow(t, organiser, catalogue, [member]);
    const session = await logSession(member, id);
    const logId = session.logs[0]!.UUID;
    const now = Date.now();
    // The tournament ended; its uploads are still open.
    await setTournamentTimes(t, id, {
      startAt: new Date(now - 5 * HOUR),
      endAt: new Date(now - 30_000),
      uploadDeadlineAt: new Date(now + HOUR),
    });
    const body = await tournamentSession(id);
    const fish = { ...body.logs[0]!, video: await freshVideo(member) };
    const added = await call('POST', `/api/sessions/${session.UUID}/logs`, member, fish);
    expect(added.statusCode, added.body).toBe(200);
    const edited = await call('PUT', `/api/fishingLogs/${logId}`, member, { type: 'Harvest' });
    expect(edited.statusCode, edited.body).toBe(200);

    // The deadline passed.
    await setTournamentTimes(t, id, {
      startAt: new Date(now - 5 * HOUR),
      endAt: new Date(now - 2 * HOUR),
      uploadDeadlineAt: new Date(now - HOUR),
    });
    const closed = [
      await call('POST', `/api/sessions/${session.UUID}/logs`, member, body.logs[0]!),
      await call('PUT', `/api/fishingLogs/${logId}`, member, { type: 'Release' }),
      await call('PUT', `/api/fishingLogs/${logId}`, member, { isDelete: true }),
      await call('PUT', `/api/sessions/${session.UUID}`, member, body),
      await call('POST', '/api/backupMedia', member, {
        fishingLogUUID: logId,
        s3Key: await uploadVideo(t, member),
      }),
    ];
    for (const response of closed) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(messages.tournamentUploadsClosed);
    }
    const read = (await call('GET', `/api/sessions/${session.UUID}`, member)).json().result;
    expect(read.can.edit).toBe(false);
    expect(read.logs).toHaveLength(2);
  });

  it('refuses every change once the tournament is finished or canceled', async () => {
    const member = await createUser(t);
    const id = await tournamentOnNow(t, organiser, catalogue, [member]);
    const session = await logSession(member, id);
    await t.database.db.update(tournaments).set({ status: 'Canceled' }).where(eq(tournaments.id, id));
    const body = await tournamentSession(id);
    const refused = await call('POST', `/api/sessions/${session.UUID}/logs`, member, body.logs[0]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.tournamentOver);
  });

  it('never moves a session into or out of a tournament', async () => {
    const member = await createUser(t);
    const id = await tournamentOnNow(t, organiser, catalogue, [member]);
    const session = await logSession(member, id);
    const out = await call('PUT', `/api/sessions/${session.UUID}`, member, {
      ...(await tournamentSession(id)),
      tournamentId: null,
      logs: [],
    });
    expect(out.statusCode).toBe(400);
    expect(out.json().message).toBe(messages.tournamentSessionFixed);

    const plain = await call('POST', '/api/sessions', member, await sessionInput(t));
    const into = await call('PUT', `/api/sessions/${plain.json().result.UUID}`, member, {
      ...(await sessionInput(t)),
      tournamentId: id,
      logs: [],
    });
    expect(into.statusCode).toBe(400);
    expect(into.json().message).toBe(messages.tournamentSessionFixed);
  });
});

describe('removing a tournament session (spec §6)', () => {
  it('its owner can neither delete nor hide it; a moderator can', async () => {
    const member = await createUser(t);
    const id = await tournamentOnNow(t, organiser, catalogue, [member]);
    const session = await logSession(member, id);
    for (const action of [{ isDelete: true }, { isHidden: true }]) {
      const refused = await call('PUT', `/api/sessions/${session.UUID}`, member, action);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.tournamentSessionNotRemovable);
    }
    const moderator = await createUser(t);
    const row = await getUserByEmail(t.database.db, moderator.email);
    await grantPermission(t.database.db, row!.id, 'CONTENT_MODERATOR');
    const tokens = await login(t, moderator.email, moderator.password);
    const asModerator = { ...moderator, auth: { authorization: `Bearer ${tokens.accessToken}` } };
    const hidden = await call('PUT', `/api/sessions/${session.UUID}`, asModerator, {
      isHidden: true,
      reason: 'Not a catch of this tournament',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
  });
});
