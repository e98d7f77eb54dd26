import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { fishingSessions, fishLogs, fishLogVideos } from '../db/schema';
import type { TestApp } from './build-test-app';
import { createUser, type TestUser } from './factories';
import {
  loadTournamentCatalogue,
  setTournamentTimes,
  tournamentOnNow,
  userIdOf,
  type TournamentCatalogue,
} from './tournament-factories';

const HOUR = 3_600_000;

/**
 * A tournament to judge (issue 22): published by `organiser` naming `judges`, who accept (issue 32;
 * `accept: false` leaves them invited), with `members` joined, then moved into the past (started
 * ten hours ago, ended five, upload deadline one hour ago): its catches are all in and judging may
 * finish.
 */
export async function tournamentToJudge(
  t: TestApp,
  organiser: TestUser,
  judges: TestUser[],
  members: TestUser[],
  catalogue?: TournamentCatalogue,
  { accept = true }: { accept?: boolean } = {},
): Promise<string> {
  const places = catalogue ?? (await loadTournamentCatalogue(t));
  const id = await tournamentOnNow(t, organiser, places, members, {
    judgesEmails: judges.map((judge) => ({ judgeEmail: judge.email })),
  });
  if (accept) for (const judge of judges) await answerJudging(t, judge, id, true);
  const now = Date.now();
  await setTournamentTimes(t, id, {
    startAt: new Date(now - 10 * HOUR),
    endAt: new Date(now - 5 * HOUR),
    uploadDeadlineAt: new Date(now - HOUR),
  });
  return id;
}

/** The judge answers the invitation to judge the tournament (issue 32); it must succeed. */
export async function answerJudging(t: TestApp, judge: TestUser, tournamentId: string, accept: boolean) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/tournaments/${tournamentId}/judge_invitation`,
    headers: judge.auth,
    payload: { accept },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The users a judging test needs: an organiser, one judge and `anglers` anglers. */
export async function judgingCast(t: TestApp, anglers = 1) {
  const organiser = await createUser(t, { roleName: 'Captain', name: 'Olga', lastname: 'Organiser' });
  const judge = await createUser(t, { email: `judge-${randomUUID().slice(0, 8)}@example.com`, name: 'Jude' });
  const members: TestUser[] = [];
  for (let index = 0; index < anglers; index += 1)
    members.push(await createUser(t, { name: `Angler${index}` }));
  return { organiser, judge, members };
}

/**
 * A catch of `owner` in the tournament, written straight to the tables (one tournament session
 * each): a Release of `speciesId` at `logTime`, with `videos` videos (a catch without any counts
 * Invalid). Answers the catch's id and its videos' ids.
 */
export async function insertCatch(
  t: TestApp,
  input: {
    tournamentId: string;
    owner: TestUser;
    speciesId: string;
    logTime: Date;
    boatId?: string | null;
    videos?: number;
  },
): Promise<{ catchId: string; sessionId: string; videoIds: string[] }> {
  const { db } = t.database;
  const ownerId = await userIdOf(t, input.owner);
  const [session] = await db
    .insert(fishingSessions)
    .values({
      ownerId,
      startAt: new Date(input.logTime.getTime() - HOUR),
      finishAt: new Date(input.logTime.getTime() + HOUR / 2),
      fishingStyle: 'Offshore',
      boatId: input.boatId ?? null,
      isTournamentSession: true,
      tournamentId: input.tournamentId,
    })
    .returning({ id: fishingSessions.id });
  const [log] = await db
    .insert(fishLogs)
    .values({
      sessionId: session!.id,
      speciesId: input.speciesId,
      type: 'Release',
      logTime: input.logTime,
      sizeUnitId: 1,
      weightUnitId: 3,
    })
    .returning({ id: fishLogs.id });
  const videoIds: string[] = [];
  for (let index = 0; index < (input.videos ?? 1); index += 1) {
    const [video] = await db
      .insert(fishLogVideos)
      .values({ logId: log!.id, sessionId: session!.id, storageKey: `uploads/judging/${randomUUID()}.mp4` })
      .returning({ id: fishLogVideos.id });
    videoIds.push(video!.id);
  }
  return { catchId: log!.id, sessionId: session!.id, videoIds };
}

/** `count` catches of `owner` (as `insertCatch`), an hour apart, the last of them 5 hours ago or earlier. Answers their ids. */
export async function insertCatches(
  t: TestApp,
  input: { tournamentId: string; owner: TestUser; speciesId: string; count: number },
): Promise<string[]> {
  const { count, ...catchOf } = input;
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const logged = await insertCatch(t, { ...catchOf, logTime: new Date(Date.now() - (9 - index) * HOUR) });
    ids.push(logged.catchId);
  }
  return ids;
}
