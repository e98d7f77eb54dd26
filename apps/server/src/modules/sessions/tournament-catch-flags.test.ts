import type { CatchFlag, FishLogInput } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { androidMp4, tinyMp4 } from '../../test/media-fixtures';
import { answerJudging, insertCatch } from '../../test/judging-factories';
import { speciesIds, uploadVideo } from '../../test/session-factories';
import {
  loadTournamentCatalogue,
  placeOfRegionA,
  tournamentOnNow,
  type TournamentCatalogue,
} from '../../test/tournament-factories';

/** Issue 21 point 7: the automatic flags the server puts on a tournament catch, never refusing it. */

const HOUR = 3_600_000;
let t: TestApp;
let catalogue: TournamentCatalogue;
let organiser: TestUser;
let member: TestUser;
let judge: TestUser;
let stranger: TestUser;
let tournamentId: string;
let near: { latitude: number; longitude: number };
let far: { latitude: number; longitude: number };
let fish: string;
let otherFish: string;
/** Each catch's own video, unless a row gives one: a video file of its own (no "used before"). */
let nextVideoSeed = 20;
/** The bytes of a video already used in a catch of the tournament (logged in beforeAll). */
const USED_VIDEO = tinyMp4(5);

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain' });
  member = await createUser(t);
  judge = await createUser(t, { email: `judge-${Date.now()}@example.com` });
  stranger = await createUser(t);
  tournamentId = await tournamentOnNow(t, organiser, catalogue, [member], {
    judgesEmails: [{ judgeEmail: judge.email }],
  });
  await answerJudging(t, judge, tournamentId, true);
  near = await placeOfRegionA(t, catalogue);
  // 60 degrees of latitude away: some 3,600 nautical miles from anything in the region.
  far = { latitude: near.latitude > 0 ? near.latitude - 60 : near.latitude + 60, longitude: near.longitude };
  // The tournament's one species, and one of the catalogue's it does not list.
  fish = catalogue.speciesIds[0];
  otherFish = (await speciesIds(t)).find((id) => id !== fish)!;
  const first = await logCatch({ video: { key: await uploadVideo(t, member, USED_VIDEO) } });
  expect(first.flags).toEqual([]);
});
afterAll(() => t?.close());

const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** Logs a tournament session of the member (from 3 hours ago, before the start) with one catch. */
async function logCatch(change: Partial<FishLogInput>) {
  const video = change.video ?? { key: await uploadVideo(t, member, tinyMp4((nextVideoSeed += 1))) };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: member.auth,
    payload: {
      startDatetime: ago(3),
      finishDatetime: ago(0.01),
      fishingStyle: 'Offshore',
      tournamentId,
      logs: [{ fishUUID: fish, type: 'Release', logTime: ago(0.5), ...near, ...change, video }],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json().result;
  return { sessionId: session.UUID as string, ...(session.logs[0] as { UUID: string; flags: CatchFlag[] }) };
}

type Row = [string, CatchFlag[], () => Promise<Partial<FishLogInput>>];
const table: Row[] = [
  [
    'a fair catch near the region, during the hours, with a new video',
    [],
    async () => ({ video: { key: await uploadVideo(t, member, tinyMp4(6)) } }),
  ],
  ['a catch 3,600 nautical miles away', ['outsideFishingArea'], async () => ({ ...far })],
  ['a catch without a position', ['noPosition'], async () => ({ latitude: null, longitude: null })],
  ['logged before the tournament started', ['logTimeOutsideHours'], async () => ({ logTime: ago(2) })],
  [
    'a video the camera recorded in 2024',
    ['videoTimeOutsideHours'],
    async () => ({ video: { key: await uploadVideo(t, member, await androidMp4(7)) } }),
  ],
  [
    'a video whose app-given recording time is before the start',
    ['videoTimeOutsideHours'],
    async () => ({
      video: {
        key: await uploadVideo(t, member, tinyMp4(8)),
        startRecordingTime: ago(2),
        endRecordingTime: ago(1.9),
      },
    }),
  ],
  [
    'the same video file as another catch, uploaded again',
    ['videoUsedBefore'],
    async () => ({ video: { key: await uploadVideo(t, member, USED_VIDEO) } }),
  ],
  ['a species outside the tournament', ['speciesNotInTournament'], async () => ({ fishUUID: otherFish })],
  [
    'everything wrong at once',
    [
      'outsideFishingArea',
      'logTimeOutsideHours',
      'videoTimeOutsideHours',
      'videoUsedBefore',
      'speciesNotInTournament',
    ],
    async () => ({
      ...far,
      fishUUID: otherFish,
      logTime: ago(2),
      video: { key: await uploadVideo(t, member, USED_VIDEO), startRecordingTime: ago(2.5) },
    }),
  ],
];

describe('tournament catch flags (issue 21 point 7)', () => {
  it.each(table)('%s → %j', async (_name, flags, change) => {
    const logged = await logCatch(await change());
    expect(logged.flags).toEqual(flags);
  });

  it('hashes each uploaded video as it was sent (SHA-256)', async () => {
    const bytes = tinyMp4(9);
    const key = await uploadVideo(t, member, bytes);
    await logCatch({ video: { key } });
    const [row] = await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, key));
    expect(row!.contentHash).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('flags a catch again when it is edited', async () => {
    const logged = await logCatch({ ...far });
    expect(logged.flags).toEqual(['outsideFishingArea']);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/fishingLogs/${logged.UUID}`,
      headers: member.auth,
      payload: { ...near, logTime: ago(2) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const log = edited.json().result.logs.find((item: { UUID: string }) => item.UUID === logged.UUID);
    expect(log.flags).toEqual(['logTimeOutsideHours']);
  });

  it("shows the flags to the catch's owner and the tournament's judges (its organiser among them), to nobody else", async () => {
    const logged = await logCatch({ ...far });
    const flagsSeenBy = async (user: TestUser | null) => {
      const read = await t.app.inject({
        url: `/api/sessions/${logged.sessionId}`,
        headers: user?.auth ?? {},
      });
      expect(read.statusCode, read.body).toBe(200);
      return read.json().result.logs[0].flags;
    };
    expect(await flagsSeenBy(member)).toEqual(['outsideFishingArea']);
    expect(await flagsSeenBy(judge)).toEqual(['outsideFishingArea']);
    // The organiser judges it (ADR 013): they see what the judging workspace shows them.
    expect(await flagsSeenBy(organiser)).toEqual(['outsideFishingArea']);
    expect(await flagsSeenBy(stranger)).toBeNull();
    expect(await flagsSeenBy(null)).toBeNull();
  });

  it("makes a species outside the tournament the judge's to confirm: not correct, no points, by default", async () => {
    const judgeCatch = async (catchId: string) => {
      const read = await t.app.inject({
        url: `/api/judging/tournaments/${tournamentId}/catches/${catchId}`,
        headers: judge.auth,
      });
      expect(read.statusCode, read.body).toBe(200);
      return read.json().result as { flags: CatchFlag[]; decision: Record<string, unknown> };
    };
    const outside = await judgeCatch((await logCatch({ fishUUID: otherFish })).UUID);
    expect(outside.flags).toEqual(['speciesNotInTournament']);
    expect(outside.decision).toMatchObject({ speciesCorrect: false, defaultPoints: 0, points: 0 });
    const listed = await judgeCatch((await logCatch({})).UUID);
    expect(listed.decision).toMatchObject({ speciesCorrect: true });
  });

  it('shows the angler the state the judges see: a catch with no video to judge is Invalid to both', async () => {
    // A catch saved without a video before tournament catches needed one.
    const { catchId, sessionId } = await insertCatch(t, {
      tournamentId,
      owner: member,
      speciesId: fish,
      logTime: new Date(Date.now() - HOUR / 2),
      videos: 0,
    });
    const asJudge = await t.app.inject({
      url: `/api/judging/tournaments/${tournamentId}/catches/${catchId}`,
      headers: judge.auth,
    });
    expect(asJudge.json().result.decision.status).toBe('Invalid');
    const asAngler = await t.app.inject({ url: `/api/catches/${catchId}/judging`, headers: member.auth });
    expect(asAngler.statusCode, asAngler.body).toBe(200);
    expect(asAngler.json().result.status).toBe('Invalid');
    const session = await t.app.inject({ url: `/api/sessions/${sessionId}`, headers: member.auth });
    expect(session.json().result.logs[0].status).toBe('Invalid');
  });
});
