import { EVIDENCE_ITEMS, messages, type TournamentCan } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { answerJudging } from '../../test/judging-factories';
import { tinyMp4 } from '../../test/media-fixtures';
import { callAs } from '../../test/profile-factories';
import { uploadVideo } from '../../test/session-factories';
import {
  loadTournamentCatalogue,
  placeOfRegionA,
  tournamentOnNow,
  type TournamentCatalogue,
} from '../../test/tournament-factories';

/**
 * Issue 33 point 1, ADR 013: one rule says who judges and who manages a tournament. Whatever the
 * tournament's `can` says to each person, the judging API, the judge list, the judge screens'
 * permission and the feed's flags say the same: its organiser judges it; a named judge judges once
 * they accepted on a proven address; an invited judge, a named address nobody proved, an entrant,
 * a stranger and a guest do not.
 */

const HOUR = 3_600_000;
let t: TestApp;
let catalogue: TournamentCatalogue;
let tournamentId: string;
let entrantCatch: { sessionId: string; catchId: string };
let organiserCatch: { sessionId: string; catchId: string };
const people: Record<string, TestUser | null> = {};

/** Logs a tournament session of `angler` with one catch far from the tournament's places (flagged). */
async function logFlaggedCatch(angler: TestUser, seed: number) {
  const near = await placeOfRegionA(t, catalogue);
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
  const response = await callAs(t, 'POST', '/api/sessions', angler, {
    startDatetime: ago(0.9),
    finishDatetime: ago(0.01),
    fishingStyle: 'Offshore',
    tournamentId,
    logs: [
      {
        fishUUID: catalogue.speciesIds[0],
        type: 'Release',
        logTime: ago(0.5),
        latitude: near.latitude > 0 ? near.latitude - 60 : near.latitude + 60,
        longitude: near.longitude,
        video: { key: await uploadVideo(t, angler, tinyMp4(seed)) },
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json().result;
  return { sessionId: session.UUID as string, catchId: session.logs[0].UUID as string };
}

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await loadTournamentCatalogue(t);
  const organiser = await createUser(t, { roleName: 'Captain', name: 'Olga' });
  const judge = await createUser(t, { name: 'Jude' });
  const invited = await createUser(t, { name: 'Ines' });
  const unproven = await createUser(t, { name: 'Ivo', verified: false });
  const entrant = await createUser(t, { name: 'Ana' });
  const stranger = await createUser(t, { name: 'Sam' });
  Object.assign(people, { organiser, judge, invited, unproven, entrant, stranger, guest: null });
  // The organiser fishes it too (ADR 012): they still judge every catch but their own.
  tournamentId = await tournamentOnNow(t, organiser, catalogue, [entrant, organiser], {
    judgesEmails: [judge, invited, unproven].map((user) => ({ judgeEmail: user.email })),
  });
  await answerJudging(t, judge, tournamentId, true);
  entrantCatch = await logFlaggedCatch(entrant, 31);
  organiserCatch = await logFlaggedCatch(organiser, 32);
});
afterAll(() => t?.close());

const canOf = async (user: TestUser | null): Promise<TournamentCan> => {
  const read = await callAs(t, 'GET', `/api/tournaments/${tournamentId}`, user ?? undefined);
  expect(read.statusCode, read.body).toBe(200);
  return read.json().result.can;
};

/** What a refused caller gets: a guest is asked to sign in, anyone else is refused. */
const refused = (user: TestUser | null) => (user ? 403 : 401);

const expected: [string, { judge: boolean; manage: boolean }][] = [
  ['organiser', { judge: true, manage: true }],
  ['judge', { judge: true, manage: false }],
  ['invited', { judge: false, manage: false }],
  ['unproven', { judge: false, manage: false }],
  ['entrant', { judge: false, manage: false }],
  ['stranger', { judge: false, manage: false }],
  ['guest', { judge: false, manage: false }],
];

describe('who judges and manages a tournament: `can` and the API agree (issue 33 point 1)', () => {
  it.each(expected)('%s', async (name, rule) => {
    const user = people[name]!;
    const can = await canOf(user);
    expect({ judge: can.judge, manage: can.manage }).toEqual(rule);
    const allowedOr = (status: number) => (can.judge ? status : refused(user));

    // The judging endpoints let exactly those `can.judge` names in.
    const base = `/api/judging/tournaments/${tournamentId}`;
    const catchUrl = `${base}/catches/${entrantCatch.catchId}`;
    expect((await callAs(t, 'GET', base, user ?? undefined)).statusCode).toBe(allowedOr(200));
    expect((await callAs(t, 'GET', `${base}/catches`, user ?? undefined)).statusCode).toBe(allowedOr(200));
    const read = await callAs(t, 'GET', catchUrl, user ?? undefined);
    expect(read.statusCode, read.body).toBe(allowedOr(200));
    const version = can.judge ? (read.json().result.decision.version as number) : 0;
    const decided = await callAs(t, 'PUT', `${catchUrl}/decision`, user ?? undefined, {
      version,
      released: true,
      evidence: [...EVIDENCE_ITEMS],
    });
    expect(decided.statusCode, decided.body).toBe(allowedOr(200));
    const commented = await callAs(t, 'POST', `${catchUrl}/comments`, user ?? undefined, { comment: 'Seen' });
    expect(commented.statusCode, commented.body).toBe(allowedOr(200));
    // The angler's view of their catch's judging: its angler and whoever judges it.
    const angler = name === 'entrant';
    expect(
      (await callAs(t, 'GET', `/api/catches/${entrantCatch.catchId}/judging`, user ?? undefined)).statusCode,
    ).toBe(can.judge || angler ? 200 : user ? 404 : 401);

    // The feed shows a catch's flags to whoever judges its tournament (and to its angler).
    const card = await callAs(t, 'GET', `/api/sessions/${entrantCatch.sessionId}`, user ?? undefined);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().result.logs[0].flags).toEqual(can.judge || angler ? ['outsideFishingArea'] : null);

    // What only its people see: whoever judges it, and its members.
    const members = await callAs(t, 'GET', `/api/tournaments/${tournamentId}/members`, user ?? undefined);
    expect(members.statusCode).toBe(can.seeMembers ? 200 : refused(user));
    const object = await callAs(
      t,
      'GET',
      `/api/tournaments/${tournamentId}/object-of-the-day`,
      user ?? undefined,
    );
    expect(object.statusCode).toBe(can.seeObjectOfTheDay ? 200 : refused(user));
    expect(can.seeMembers).toBe(can.judge || angler || name === 'organiser');

    // Managing: the organiser's Finish is refused to anyone else; to them, only its timing is wrong.
    const finish = await callAs(t, 'PUT', `/api/tournaments/${tournamentId}`, user ?? undefined, {
      statusName: 'Finished',
      activitySourceName: 'Website',
    });
    expect(finish.statusCode, finish.body).toBe(can.manage ? 409 : refused(user));

    if (!user) return;
    // The judge screens (spec §6): whoever judges it holds JUDGE_TOURNAMENTS and finds it listed
    // with the same `can`; so does a named judge still to answer, who answers there.
    const named = ['judge', 'invited', 'unproven'].includes(name);
    const info = (await callAs(t, 'GET', `/api/users?userEmail=${user.email}`, user)).json().result;
    const permissions = ((Array.isArray(info) ? info[0] : info).permissions as { Name: string }[]).map(
      (permission) => permission.Name,
    );
    expect(permissions.includes('JUDGE_TOURNAMENTS')).toBe(can.judge || named);
    const list = await callAs(t, 'GET', '/api/judging/tournaments', user);
    expect(list.statusCode).toBe(can.judge || named ? 200 : 403);
    if (list.statusCode === 200) {
      const listed = list.json().result.items.find((item: { UUID: string }) => item.UUID === tournamentId);
      expect(listed?.can).toEqual(can);
    }
  });

  it('refuses the organiser a decision on their own catch, which they read as every judge does (ADR 012)', async () => {
    const { organiser, judge } = people as Record<string, TestUser>;
    const url = `/api/judging/tournaments/${tournamentId}/catches/${organiserCatch.catchId}`;
    const read = await callAs(t, 'GET', url, organiser);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().result).toMatchObject({ ownCatch: true, editable: false });
    const own = await callAs(t, 'PUT', `${url}/decision`, organiser, {
      version: 0,
      released: true,
      evidence: [...EVIDENCE_ITEMS],
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(messages.judgingOwnCatch);
    const byJudge = await callAs(t, 'PUT', `${url}/decision`, judge, {
      version: 0,
      released: true,
      evidence: [...EVIDENCE_ITEMS],
    });
    expect(byJudge.statusCode, byJudge.body).toBe(200);
  });
});
