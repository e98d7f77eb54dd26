import { messages, type CatchDecisionInput, type JudgingCatch } from '@tightlines/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boats, fishingSessions, fishLogs, judgingAudit, mailOutbox, tournaments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, MISSING_UUID, type TestUser } from '../../test/factories';
import { answerJudging, insertCatch, judgingCast, tournamentToJudge } from '../../test/judging-factories';
import { callAs, createBoat } from '../../test/profile-factories';
import {
  loadTournamentCatalogue,
  tournamentOnNow,
  type TournamentCatalogue,
  userIdOf,
} from '../../test/tournament-factories';

/** Issue 22: who may judge, the spec §4 moves, versions, notes and comments, finishing read-only. */

const HOUR = 3_600_000;
let t: TestApp;
let catalogue: TournamentCatalogue;
let organiser: TestUser;
let judge: TestUser;
let angler: TestUser;
let tournamentId: string;
/** Four catches with a video (to judge) and one without (Invalid). */
let catches: { catchId: string; sessionId: string; videoIds: string[] }[];
let invalidCatch: string;

const base = () => `/api/judging/tournaments/${tournamentId}`;
const decide = (user: TestUser, catchId: string, body: Partial<CatchDecisionInput>) =>
  callAs(t, 'PUT', `${base()}/catches/${catchId}/decision`, user, { version: 0, released: true, ...body });
const release = (version: number, extra: Partial<CatchDecisionInput> = {}) =>
  ({
    version,
    released: true,
    evidence: [
      'anglerOnRod',
      'rodBentToFish',
      'fishAndSpeciesVisible',
      'leaderTouched',
      'released',
      'objectCodeVisible',
    ],
    ...extra,
  }) as CatchDecisionInput;
const refuse = (version: number) => ({
  version,
  released: false,
  refusalReason: 'No leader touch on the video',
});

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await loadTournamentCatalogue(t);
  const cast = await judgingCast(t, 1);
  ({ organiser, judge } = cast);
  angler = cast.members[0]!;
  tournamentId = await tournamentToJudge(t, organiser, [judge], [angler], catalogue);
  const start = Date.now() - 9 * HOUR;
  catches = [];
  for (let index = 0; index < 4; index += 1) {
    catches.push(
      await insertCatch(t, {
        tournamentId,
        owner: angler,
        speciesId: catalogue.speciesIds[0],
        logTime: new Date(start + index * HOUR),
      }),
    );
  }
  invalidCatch = (
    await insertCatch(t, {
      tournamentId,
      owner: angler,
      speciesId: catalogue.speciesIds[0],
      logTime: new Date(start + 5 * HOUR),
      videos: 0,
    })
  ).catchId;
});
afterAll(() => t?.close());

describe('who may judge', () => {
  it('refuses a guest (401), a non-judge, the judge and the organiser of another tournament (403)', async () => {
    const stranger = await createUser(t);
    const other = await judgingCast(t, 0);
    await tournamentToJudge(t, other.organiser, [other.judge], [], catalogue);
    const catchUrl = `${base()}/catches/${catches[0]!.catchId}`;

    expect((await callAs(t, 'GET', '/api/judging/tournaments')).statusCode).toBe(401);
    expect((await callAs(t, 'GET', base())).statusCode).toBe(401);
    expect((await callAs(t, 'PUT', `${catchUrl}/decision`, undefined, release(0))).statusCode).toBe(401);
    expect((await callAs(t, 'POST', `${base()}/finish`)).statusCode).toBe(401);
    // Without JUDGE_TOURNAMENTS there is no judge list.
    expect((await callAs(t, 'GET', '/api/judging/tournaments', stranger)).statusCode).toBe(403);
    for (const outsider of [stranger, other.judge, other.organiser]) {
      expect((await callAs(t, 'GET', base(), outsider)).statusCode).toBe(403);
      expect((await callAs(t, 'GET', `${base()}/catches`, outsider)).statusCode).toBe(403);
      expect((await callAs(t, 'GET', catchUrl, outsider)).statusCode).toBe(403);
      expect((await decide(outsider, catches[0]!.catchId, release(0))).statusCode).toBe(403);
      expect((await callAs(t, 'POST', `${catchUrl}/comments`, outsider, { comment: 'hi' })).statusCode).toBe(
        403,
      );
      expect((await callAs(t, 'POST', `${base()}/finish`, outsider)).statusCode).toBe(403);
    }
    // The other judge's list names only their own tournament.
    const theirs = await callAs(t, 'GET', '/api/judging/tournaments', other.judge);
    expect(theirs.json().result.items.map((item: { UUID: string }) => item.UUID)).not.toContain(tournamentId);
    expect((await callAs(t, 'GET', `/api/judging/tournaments/${MISSING_UUID}`, judge)).statusCode).toBe(404);

    const list = await callAs(t, 'GET', '/api/judging/tournaments', judge);
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json().result.items.find((item: { UUID: string }) => item.UUID === tournamentId);
    expect(mine).toMatchObject({ toJudge: 4, can: { judge: true, manage: false } });
    expect((await callAs(t, 'GET', base(), organiser)).statusCode).toBe(200);
  });

  it('refuses judging before the tournament starts', async () => {
    const early = await judgingCast(t, 0);
    const id = await tournamentOnNow(t, early.organiser, catalogue, [], {
      judgesEmails: [{ judgeEmail: early.judge.email }],
    });
    await answerJudging(t, early.judge, id, true);
    await t.database.db
      .update(tournaments)
      .set({ startAt: new Date(Date.now() + HOUR) })
      .where(eq(tournaments.id, id));
    const response = await callAs(t, 'GET', `/api/judging/tournaments/${id}`, early.judge);
    expect(response.statusCode).toBe(409);
  });
});

describe('judging a catch', () => {
  it('moves the counters and the summary as spec §4 says', async () => {
    const overview = await callAs(t, 'GET', base(), judge);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().result).toMatchObject({
      counters: { Pending: 4, Invalid: 1, Qualified: 0, All: 5 },
      summary: { released: 0, notReleased: 0 },
      canFinish: false,
    });
    const [a, b] = catches;
    type Step = [
      string,
      string,
      (version: number) => object,
      { Pending: number; Qualified: number },
      object,
      string,
      number | 'default',
    ];
    const steps: Step[] = [
      [
        'pending → approved',
        a!.catchId,
        (v) => release(v),
        { Pending: 3, Qualified: 1 },
        { released: 1, notReleased: 0 },
        'Approved',
        'default',
      ],
      [
        'pending → refused',
        b!.catchId,
        refuse,
        { Pending: 2, Qualified: 2 },
        { released: 1, notReleased: 1 },
        'Refused',
        0,
      ],
      [
        'approved → refused',
        a!.catchId,
        refuse,
        { Pending: 2, Qualified: 2 },
        { released: 0, notReleased: 2 },
        'Refused',
        0,
      ],
      [
        'refused → approved',
        a!.catchId,
        (v) => release(v, { points: 123 }),
        { Pending: 2, Qualified: 2 },
        { released: 1, notReleased: 1 },
        'Approved',
        123,
      ],
    ];
    const versions = new Map<string, number>();
    for (const [name, catchId, body, counters, summary, status, points] of steps) {
      const version = versions.get(catchId) ?? 0;
      const response = await decide(judge, catchId, body(version));
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const decided = response.json().result as JudgingCatch;
      expect(decided.decision, name).toMatchObject({ status, version: version + 1, judge: { name: 'Jude' } });
      expect(decided.decision.points, name).toBe(
        points === 'default' ? decided.decision.defaultPoints : points,
      );
      versions.set(catchId, version + 1);
      const page = (await callAs(t, 'GET', `${base()}/catches?status=qualified`, judge)).json().result;
      expect(page.counters, name).toMatchObject({ ...counters, Invalid: 1, All: 5 });
      expect(page.summary, name).toEqual(summary);
      expect(page.items.length, name).toBe(counters.Qualified);
    }
    // The day and boat filters narrow the page and its counters alike.
    const otherDay = (await callAs(t, 'GET', `${base()}/catches?date=2000-01-01`, judge)).json().result;
    expect([otherDay.items.length, otherDay.counters.All]).toEqual([0, 0]);
    const noBoat = await callAs(t, 'GET', `${base()}/catches?boatId=${MISSING_UUID}&status=pending`, judge);
    expect(noBoat.json().result.counters.All).toBe(0);
    // The stored log carries the status and points the angler and the rankings see.
    const [log] = await t.database.db.select().from(fishLogs).where(eq(fishLogs.id, a!.catchId));
    expect([log!.status, log!.points]).toEqual(['Approved', 123]);
  });

  it('answers a stale version with 409 and the fresh catch, and names what a decision lacks', async () => {
    const catchId = catches[2]!.catchId;
    expect((await decide(judge, catchId, release(0))).statusCode).toBe(200);
    // A second judge (the organiser) saved from the same version 0: refused, with what is there now.
    const stale = await decide(organiser, catchId, refuse(0));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current.decision).toMatchObject({ version: 1, status: 'Approved' });

    const noReason = await decide(judge, catchId, { version: 1, released: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.fields).toEqual(['refusalReason']);
    const incomplete = await decide(judge, catchId, { version: 1, released: true, evidence: ['released'] });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().details.fields).toEqual(['overrideNote']);
    const override = await decide(judge, catchId, {
      version: 1,
      released: true,
      evidence: ['released'],
      overrideNote: 'Code read on the card in frame 210',
      speciesCorrect: null,
      length: 210,
      lengthUnitId: 1,
    });
    expect(override.statusCode, override.body).toBe(200);
    expect(override.json().result.decision).toMatchObject({
      version: 2,
      speciesCorrect: true,
      length: 210,
      overrideNote: 'Code read on the card in frame 210',
    });
    // A catch without video takes no decision.
    expect((await decide(judge, invalidCatch, release(0))).statusCode).toBe(409);

    // While uploads are open the angler may change a catch still Pending, never a judged one.
    const deadline = new Date(Date.now() + HOUR);
    await t.database.db
      .update(tournaments)
      .set({ uploadDeadlineAt: deadline })
      .where(eq(tournaments.id, tournamentId));
    const judged = await callAs(t, 'PUT', `/api/fishingLogs/${catchId}`, angler, { fishLength: 99 });
    expect([judged.statusCode, judged.json().key]).toEqual([409, 'judgingCatchJudged']);
    expect(
      (await callAs(t, 'PUT', `/api/fishingLogs/${catches[3]!.catchId}`, angler, { fishLength: 99 }))
        .statusCode,
    ).toBe(200);

    // Nor may the boat a judged catch's points went to change; a session still all Pending may.
    // (A captain's boat handed to the angler: an angler's account registers no boat of its own.)
    const { boat } = await createBoat(t, undefined, { boatName: 'Second Wind' });
    await t.database.db
      .update(boats)
      .set({ ownerId: await userIdOf(t, angler) })
      .where(eq(boats.id, boat.boatUUID));
    const withBoat = async (sessionId: string, boatUUID: string | null) => {
      const [session] = await t.database.db
        .select()
        .from(fishingSessions)
        .where(eq(fishingSessions.id, sessionId));
      return callAs(t, 'PUT', `/api/sessions/${sessionId}`, angler, {
        startDatetime: session!.startAt.toISOString(),
        finishDatetime: session!.finishAt.toISOString(),
        fishingStyle: session!.fishingStyle,
        boatUUID: boatUUID,
        tournamentId,
      });
    };
    const moved = await withBoat(catches[2]!.sessionId, boat.boatUUID);
    expect([moved.statusCode, moved.json().key, moved.json().details?.fields]).toEqual([
      409,
      'judgingCatchJudged',
      ['boatUUID'],
    ]);
    expect((await withBoat(catches[2]!.sessionId, null)).statusCode).toBe(200);
    expect((await withBoat(catches[3]!.sessionId, boat.boatUUID)).statusCode).toBe(200);
    expect((await withBoat(catches[3]!.sessionId, null)).statusCode).toBe(200);
    await t.database.db
      .update(tournaments)
      .set({ uploadDeadlineAt: new Date(Date.now() - HOUR / 2) })
      .where(eq(tournaments.id, tournamentId));
  });

  it('pins notes to a video moment and shows comments and the refusal reason to the angler only', async () => {
    const { catchId, videoIds } = catches[1]!;
    const url = `${base()}/catches/${catchId}`;
    const note = await callAs(t, 'POST', `${url}/notes`, judge, {
      videoId: videoIds[0],
      atSeconds: 12.5,
      text: 'Leader?',
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().result).toMatchObject({ atSeconds: 12.5, text: 'Leader?', author: { name: 'Jude' } });
    const wrongVideo = await callAs(t, 'POST', `${url}/notes`, judge, {
      videoId: catches[0]!.videoIds[0],
      atSeconds: 1,
      text: 'x',
    });
    expect(wrongVideo.statusCode).toBe(400);
    expect(wrongVideo.json().details.fields).toEqual(['videoId']);
    const comment = await callAs(t, 'POST', `${url}/comments`, judge, {
      comment: 'The mate never touched the leader.',
    });
    expect(comment.statusCode, comment.body).toBe(200);

    const one = (await callAs(t, 'GET', url, judge)).json().result as JudgingCatch;
    expect(one.notes.map((row) => row.text)).toEqual(['Leader?']);
    expect(one.comments.map((row) => row.Comment)).toEqual(['The mate never touched the leader.']);
    expect(one.videos[0]!.videoUrl).toBeTruthy();

    const seen = await callAs(t, 'GET', `/api/catches/${catchId}/judging`, angler);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().result).toMatchObject({
      status: 'Refused',
      refusalReason: 'No leader touch on the video',
      comments: [{ Comment: 'The mate never touched the leader.' }],
    });
    const stranger = await createUser(t);
    expect((await callAs(t, 'GET', `/api/catches/${catchId}/judging`, stranger)).statusCode).toBe(404);
  });
});

describe('finishing judging', () => {
  it('is refused while the tournament is running, nothing pending, with the catalogue message', async () => {
    const running = await judgingCast(t, 0);
    const id = await tournamentOnNow(t, running.organiser, catalogue, [], {
      judgesEmails: [{ judgeEmail: running.judge.email }],
    });
    await answerJudging(t, running.judge, id, true);
    const overview = (await callAs(t, 'GET', `/api/judging/tournaments/${id}`, running.judge)).json().result;
    expect(overview).toMatchObject({ counters: { Pending: 0 }, uploadsOpen: true, canFinish: false });
    for (const user of [running.judge, running.organiser]) {
      const refused = await callAs(t, 'POST', `/api/judging/tournaments/${id}/finish`, user);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: messages.judgingUploadsOpen,
        key: 'judgingUploadsOpen',
      });
    }
    const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(row!.status).toBe('Active');
    expect((await callAs(t, 'GET', `/api/results/${id}`)).statusCode).toBe(404);
  });

  it('is refused with the pending count, then happens once and leaves everything read-only', async () => {
    const pending = await callAs(t, 'POST', `${base()}/finish`, judge);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().details).toEqual({ pending: 1 });

    expect((await decide(judge, catches[3]!.catchId, refuse(0))).statusCode).toBe(200);
    const finished = await callAs(t, 'POST', `${base()}/finish`, judge);
    expect(finished.statusCode, finished.body).toBe(200);
    const results = finished.json().result;
    const again = await callAs(t, 'POST', `${base()}/finish`, organiser);
    expect(again.json().result.sha256).toBe(results.sha256);
    expect(results.results.anglers).toHaveLength(1);
    expect(results.results.anglers[0]).toMatchObject({ rank: 1, releases: 2 });

    const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    expect(row!.status).toBe('Finished');
    const [invalid] = await t.database.db.select().from(fishLogs).where(eq(fishLogs.id, invalidCatch));
    expect(invalid!.status).toBe('Invalid');
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, angler.email));
    expect(mails.filter((mail) => mail.subject.startsWith('Official results'))).toHaveLength(1);

    // Read-only for everyone: decisions, notes, comments, and the angler's own catch.
    const { catchId, videoIds } = catches[0]!;
    expect((await decide(judge, catchId, refuse(2))).statusCode).toBe(409);
    expect((await decide(organiser, catchId, refuse(2))).statusCode).toBe(409);
    expect(
      (
        await callAs(t, 'POST', `${base()}/catches/${catchId}/notes`, judge, {
          videoId: videoIds[0],
          atSeconds: 1,
          text: 'late',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await callAs(t, 'POST', `${base()}/catches/${catchId}/comments`, judge, { comment: 'late' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await callAs(t, 'PUT', `/api/fishingLogs/${catchId}`, angler, { fishLength: 99 })).statusCode,
    ).toBe(409);
    expect(
      (await callAs(t, 'PUT', `/api/fishingLogs/${catchId}`, angler, { isDelete: true })).statusCode,
    ).toBe(409);
    const [log] = await t.database.db.select().from(fishLogs).where(eq(fishLogs.id, catchId));
    expect([log!.status, log!.deleted]).toEqual(['Approved', false]);
    const overview = (await callAs(t, 'GET', base(), judge)).json().result;
    expect([overview.finished, overview.canFinish, overview.uploadsOpen]).toEqual([true, false, false]);
  });

  it('keeps the audit trail append-only', async () => {
    await expect(t.database.db.execute(sql`update judging_audit set note = 'changed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from judging_audit`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from official_results`)).rejects.toThrow();
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(judgingAudit);
    expect(count!.n).toBeGreaterThanOrEqual(7);
  });
});
