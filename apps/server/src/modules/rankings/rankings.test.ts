import {
  dayInZone,
  DEFAULT_PRIVACY,
  defaultPointsOf,
  type FishLogType,
  type RankingPageDto,
  type Session,
  type SessionInput,
} from '@tightlines/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMembers, rankingTotals, species } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createClubAdmin, createTestClub } from '../../test/club-factories';
import { createUser, type TestUser } from '../../test/factories';
import { insertCatch, judgingCast, tournamentToJudge } from '../../test/judging-factories';
import { callAs, createBoat } from '../../test/profile-factories';
import { loadTournamentCatalogue, userIdOf, type TournamentCatalogue } from '../../test/tournament-factories';
import { refreshRankedCatches, verifyRankings } from './index';
import { totalsPageQuery } from './repo';

/**
 * Issue 36: the rankings, read from counters kept in the transaction of each change. A table of
 * catches gives each category's order under each filter; a judge's refusal takes a catch out and a
 * reversed decision brings it back; after a random run of writes the counters equal a full
 * recomputation (`rankings verify`).
 */

let t: TestApp;
let catalogue: TournamentCatalogue;
let captain1: TestUser;
let captain2: TestUser;
let mate: TestUser;
let angler1: TestUser;
let angler2: TestUser;
let boat1: string;
let boat2: string;
const ids: Record<string, string> = {};
const fish: Record<'marlin' | 'sailfish' | 'dorado', { id: string; name: string }> = {} as never;
const sessions: Record<string, { id: string; logIds: string[] }> = {};

const points = (kind: keyof typeof fish) => defaultPointsOf('jungle-rules', fish[kind].name);

async function rankings(query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: `/api/rankings?${new URLSearchParams(query)}` });
  return response;
}
async function ranking(query: Record<string, string>): Promise<RankingPageDto> {
  const response = await rankings(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as RankingPageDto;
}
/** The entries as `name points` (ties by id: the test names them through `ids`). */
async function order(query: Record<string, string>): Promise<string[]> {
  const page = await ranking({ date: '2026-03-10', ...query });
  const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return page.entries.map((entry) => `${names[entry.id]} ${entry.points}`);
}

async function logSession(owner: TestUser, input: Partial<SessionInput>) {
  const response = await callAs(t, 'POST', '/api/sessions', owner, {
    startDatetime: '2026-03-10T12:00:00.000Z',
    finishDatetime: '2026-03-10T20:00:00.000Z',
    fishingStyle: 'Offshore',
    ...input,
  });
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json().result as { UUID: string; logs: { UUID: string }[] };
  return { id: session.UUID, logIds: session.logs.map((log) => log.UUID) };
}
const release = (kind: keyof typeof fish, at: string, type: FishLogType = 'Release') => ({
  fishUUID: fish[kind].id,
  type,
  logTime: at,
});

/** The judge's decision on a catch through the API: released (250 points, every proof) or refused. */
const decideCatch = (
  judge: TestUser,
  tournamentId: string,
  catchId: string,
  version: number,
  released: boolean,
) =>
  callAs(t, 'PUT', `/api/judging/tournaments/${tournamentId}/catches/${catchId}/decision`, judge, {
    version,
    released,
    points: released ? 250 : undefined,
    overrideNote: released ? 'Measured on the video' : undefined,
    refusalReason: released ? undefined : 'Fish not released',
    evidence: released
      ? [
          'anglerOnRod',
          'rodBentToFish',
          'fishAndSpeciesVisible',
          'leaderTouched',
          'released',
          'objectCodeVisible',
        ]
      : [],
  });

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await loadTournamentCatalogue(t);
  const rows = await t.database.db.select({ id: species.id, name: species.name }).from(species);
  const find = (pattern: RegExp) => rows.find((row) => pattern.test(row.name))!;
  fish.marlin = find(/^Atlantic blue marlin$/);
  fish.sailfish = find(/sailfish/i);
  fish.dorado = find(/dorado/i);
  captain1 = await createUser(t, { roleName: 'Captain', name: 'Carla', lastname: 'Uno' });
  captain2 = await createUser(t, { roleName: 'Captain', name: 'Ciro', lastname: 'Dos' });
  mate = await createUser(t, { roleName: 'Mate', name: 'Mateo', lastname: 'Tres' });
  angler1 = await createUser(t, { name: 'Ana', lastname: 'Cuatro' });
  angler2 = await createUser(t, { name: 'Andrés', lastname: 'Cinco' });
  boat1 = (await createBoat(t, captain1, { boatName: 'Reel Deal' })).boat.boatUUID;
  boat2 = (await createBoat(t, captain2, { boatName: 'Sea Fox' })).boat.boatUUID;
  Object.assign(ids, {
    boat1,
    boat2,
    captain1: await userIdOf(t, captain1),
    captain2: await userIdOf(t, captain2),
    mate: await userIdOf(t, mate),
    angler1: await userIdOf(t, angler1),
    angler2: await userIdOf(t, angler2),
  });
  // The table: boat 1 (captain 1, the mate, angler 1) releases a marlin and a sailfish offshore in
  // region A and harvests a marlin; boat 2 (captain 2, angler 2) releases two dorados nearshore in
  // region B on the 11th; angler 2 alone releases a sailfish on the 20th, nowhere in particular.
  sessions.s1 = await logSession(captain1, {
    boatUUID: boat1,
    localityUUID: catalogue.regionA.localityId,
    teamMemberEmails: [mate.email, angler1.email],
    logs: [
      release('marlin', '2026-03-10T13:00:00.000Z'),
      release('sailfish', '2026-03-10T14:00:00.000Z'),
      release('marlin', '2026-03-10T15:00:00.000Z', 'Harvest'),
    ],
  });
  sessions.s2 = await logSession(captain2, {
    startDatetime: '2026-03-11T12:00:00.000Z',
    finishDatetime: '2026-03-11T20:00:00.000Z',
    fishingStyle: 'Nearshore',
    boatUUID: boat2,
    localityUUID: catalogue.regionB.localityId,
    teamMemberEmails: [angler2.email],
    logs: [release('dorado', '2026-03-11T13:00:00.000Z'), release('dorado', '2026-03-11T14:00:00.000Z')],
  });
  sessions.s3 = await logSession(angler2, {
    startDatetime: '2026-03-20T12:00:00.000Z',
    finishDatetime: '2026-03-20T20:00:00.000Z',
    logs: [release('sailfish', '2026-03-20T13:00:00.000Z')],
  });
});

afterAll(async () => t?.close());

describe('GET /api/rankings', () => {
  it('orders every category and filter from the table of catches', async () => {
    const [m, s, d] = [points('marlin'), points('sailfish'), points('dorado')];
    const byId = (a: string, b: string) => (ids[a]! < ids[b]! ? [a, b] : [b, a]);
    expect(await order({ category: 'boats' })).toEqual([`boat1 ${m + s}`, `boat2 ${2 * d}`]);
    expect(await order({ category: 'captains' })).toEqual([`captain1 ${m + s}`, `captain2 ${2 * d}`]);
    expect(await order({ category: 'mates' })).toEqual([`mate ${m + s}`]);
    expect(await order({ category: 'anglers' })).toEqual([`angler1 ${m + s}`, `angler2 ${2 * d + s}`]);
    expect(await order({ category: 'anglers', water: 'billfish' })).toEqual([
      `angler1 ${m + s}`,
      `angler2 ${s}`,
    ]);
    expect(await order({ category: 'anglers', water: 'non-billfish' })).toEqual([`angler2 ${2 * d}`]);
    expect(await order({ category: 'anglers', species: fish.sailfish.id })).toEqual(
      byId('angler1', 'angler2').map((name) => `${name} ${s}`),
    );
    expect(await order({ category: 'boats', location: 'regional', region: catalogue.regionA.name })).toEqual([
      `boat1 ${m + s}`,
    ]);
    expect(
      await order({
        category: 'anglers',
        location: 'local',
        region: catalogue.regionB.name,
        locality: catalogue.regionB.localityId,
      }),
    ).toEqual([`angler2 ${2 * d}`]);
    expect(await order({ category: 'anglers', range: 'monthly' })).toEqual([
      `angler1 ${m + s}`,
      `angler2 ${2 * d + s}`,
    ]);
    expect(await order({ category: 'anglers', range: 'weekly' })).toEqual([
      `angler1 ${m + s}`,
      `angler2 ${2 * d}`,
    ]);
    expect(await order({ category: 'anglers', range: 'daily', date: '2026-03-20' })).toEqual([
      `angler2 ${s}`,
    ]);
    expect(await order({ category: 'anglers', range: 'monthly', date: '2026-02-10' })).toEqual([]);
    expect(await order({ category: 'anglers', verified: 'true' })).toEqual([]);
  });

  it('ranks a club’s current members and the boats they own on its leaderboard, and refuses an unknown club', async () => {
    const [m, s, d] = [points('marlin'), points('sailfish'), points('dorado')];
    const club = await createTestClub(t, await createClubAdmin(t));
    // Captain 1 (boat 1's owner) and angler 2 are members; angler 1's paid membership has ended.
    await t.database.db.insert(clubMembers).values([
      { clubId: club.id, userId: ids.captain1!, endsAt: null },
      { clubId: club.id, userId: ids.angler2!, endsAt: new Date(Date.now() + 86_400_000) },
      { clubId: club.id, userId: ids.angler1!, endsAt: new Date(Date.now() - 1000) },
    ]);
    expect(await order({ category: 'boats', club: club.id })).toEqual([`boat1 ${m + s}`]);
    expect(await order({ category: 'captains', club: club.id })).toEqual([`captain1 ${m + s}`]);
    expect(await order({ category: 'mates', club: club.id })).toEqual([]);
    expect(await order({ category: 'anglers', club: club.id })).toEqual([`angler2 ${2 * d + s}`]);
    expect(await order({ category: 'anglers', club: club.id, range: 'weekly' })).toEqual([
      `angler2 ${2 * d}`,
    ]);
    expect(await order({ category: 'anglers', club: club.id, water: 'billfish', range: 'monthly' })).toEqual([
      `angler2 ${s}`,
    ]);
    for (const unknown of [crypto.randomUUID(), 'not-a-club']) {
      const refused = await rankings({ category: 'anglers', club: unknown });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.fields).toEqual(['club']);
    }
  });

  it('answers the period, the related boats and captains, paging and the leader’s chart', async () => {
    const page = await ranking({ category: 'captains', range: 'weekly', date: '2026-03-10', limit: '1' });
    expect(page.period).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(page.hasMore).toBe(true);
    expect(page.entries).toEqual([
      expect.objectContaining({
        id: ids.captain1,
        name: 'Carla Uno',
        catches: 2,
        verifiedCatches: 0,
        related: [{ id: boat1, name: 'Reel Deal' }],
      }),
    ]);
    expect(page.leaderSeries.map((point) => point.points)).toEqual(
      [0, 600, 600, 600, 600, 600, 600].map((_, index) =>
        index === 0 ? 0 : points('marlin') + points('sailfish'),
      ),
    );
    expect(page.leaderSeries[0]!.day).toBe('2026-03-09');
    const boats = await ranking({ category: 'boats', date: '2026-03-10' });
    expect(boats.entries[0]).toMatchObject({
      name: 'Reel Deal',
      related: [{ id: ids.captain1, name: 'Carla Uno' }],
    });
    expect(JSON.stringify(boats)).not.toMatch(/latitude|longitude/);
    const past = await ranking({ category: 'boats', date: '2026-03-10', offset: '50' });
    expect(past).toMatchObject({ entries: [], hasMore: false });
    expect(past.leaderSeries.length).toBe(365);
  });

  it.each([
    [{ category: 'admirals' }, 'category'],
    [{ category: 'boats', range: 'decade' }, 'range'],
    [{ category: 'boats', species: '00000000-0000-4000-8000-000000000000' }, 'species'],
    [{ category: 'boats', location: 'regional', region: 'Atlantis' }, 'region'],
    [{ category: 'boats', location: 'local', region: 'X' }, 'locality'],
  ])('refuses %j naming the field', async (query, field) => {
    const response = await rankings(query as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it('refuses a locality of another region, naming it', async () => {
    const response = await rankings({
      category: 'boats',
      location: 'local',
      region: catalogue.regionA.name,
      locality: catalogue.regionB.localityId,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('locality');
  });

  it('follows a deleted log, a hidden session and its restoring in the same request cycle', async () => {
    const [m, s, d] = [points('marlin'), points('sailfish'), points('dorado')];
    const removed = await callAs(t, 'PUT', `/api/fishingLogs/${sessions.s1!.logIds[1]}`, captain1, {
      isDelete: true,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await order({ category: 'anglers' })).toEqual([`angler1 ${m}`, `angler2 ${2 * d + s}`]);
    const hide = await callAs(t, 'PUT', `/api/sessions/${sessions.s3!.id}`, angler2, { isHidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await order({ category: 'anglers' })).toEqual([`angler1 ${m}`, `angler2 ${2 * d}`]);
    await callAs(t, 'PUT', `/api/sessions/${sessions.s3!.id}`, angler2, { isHidden: false });
    expect(await order({ category: 'anglers' })).toEqual([`angler1 ${m}`, `angler2 ${2 * d + s}`]);
  });

  it('leaves out whoever opts out in their privacy settings, and lists them again when they opt back in', async () => {
    const [m, s, d] = [points('marlin'), points('sailfish'), points('dorado')];
    const opt = (appearInRankings: boolean) =>
      callAs(t, 'PUT', `/api/users/${angler2.email}/privacy`, angler2, {
        privacy: { ...DEFAULT_PRIVACY, appearInRankings },
      });
    expect((await opt(false)).statusCode).toBe(200);
    expect(await order({ category: 'anglers' })).toEqual([`angler1 ${m}`]);
    expect((await opt(true)).statusCode).toBe(200);
    expect(await order({ category: 'anglers' })).toEqual([`angler1 ${m}`, `angler2 ${2 * d + s}`]);
  });
  it('lists the boat of a captain who opted out without naming the captain', async () => {
    const opt = (appearInRankings: boolean) =>
      callAs(t, 'PUT', `/api/users/${captain2.email}/privacy`, captain2, {
        privacy: { ...DEFAULT_PRIVACY, appearInRankings },
      });
    const seaFox = async () =>
      (await ranking({ category: 'boats', date: '2026-03-10' })).entries.find((entry) => entry.id === boat2);
    const named = [{ id: ids.captain2, name: 'Ciro Dos' }];
    expect((await seaFox())?.related).toEqual(named);
    expect((await opt(false)).statusCode).toBe(200);
    expect((await seaFox())?.related).toEqual([]);
    expect((await opt(true)).statusCode).toBe(200);
    expect((await seaFox())?.related).toEqual(named);
  });

  it('reads a monthly or annual page in the order of the totals’ index, never sorting the filter’s subjects', async () => {
    const query = totalsPageQuery(
      t.database.db,
      {
        category: 'boats',
        period: 'year',
        periodStart: '2026-01-01',
        species: '*',
        water: '*',
        place: '*',
        verifiedOnly: false,
      },
      0,
      6,
    );
    // With sorting priced out, a plan still holds a Sort only when the index cannot give the order.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      const explained = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: unknown[] };
      return JSON.stringify(explained.rows);
    });
    expect(plan).toContain('ranking_totals_order_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});

describe('judged catches', () => {
  it('a refused catch leaves the ranking, a reversed decision brings it back, verified and marked so', async () => {
    const cast = await judgingCast(t, 1);
    const member = cast.members[0]!;
    const tournamentId = await tournamentToJudge(t, cast.organiser, [cast.judge], [member], catalogue);
    const logTime = new Date(Date.now() - 6 * 3_600_000);
    const { catchId, sessionId } = await insertCatch(t, {
      tournamentId,
      owner: member,
      speciesId: fish.marlin.id,
      logTime,
    });
    await t.database.db.transaction((tx) => refreshRankedCatches(tx, { logIds: [catchId] }));
    // The same angler's own release that day, outside the tournament: never verified.
    const own = new Date(logTime.getTime() - 3_600_000);
    await logSession(member, {
      startDatetime: new Date(own.getTime() - 1_800_000).toISOString(),
      finishDatetime: new Date(own.getTime() + 1_800_000).toISOString(),
      logs: [release('dorado', own.toISOString())],
    });
    const memberId = await userIdOf(t, member);
    const query = { category: 'anglers', range: 'daily', date: dayInZone(logTime, 'UTC') };
    const entryOf = async (extra: Record<string, string> = {}) =>
      (await ranking({ ...query, ...extra })).entries.find((entry) => entry.id === memberId);
    /** The tournament session as anyone reads it: its card's count of verified catches, the log's mark. */
    const marks = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/sessions/${sessionId}` });
      expect(response.statusCode, response.body).toBe(200);
      const session = response.json().result as Session;
      return {
        card: session.verifiedCatches,
        log: session.logs?.find((log) => log.UUID === catchId)?.verified,
      };
    };
    const [m, d] = [points('marlin'), points('dorado')];
    expect(await entryOf()).toMatchObject({ points: m + d, catches: 2, verifiedCatches: 0 });
    expect(await entryOf({ verified: 'true' })).toBeUndefined();
    expect(await marks()).toEqual({ card: 0, log: false });
    const decide = (version: number, released: boolean) =>
      decideCatch(cast.judge, tournamentId, catchId, version, released);
    const refused = await decide(0, false);
    expect(refused.statusCode, refused.body).toBe(200);
    // The next read after the decision already ranks without it (the counters moved in its transaction).
    expect(await entryOf()).toMatchObject({ points: d, catches: 1, verifiedCatches: 0 });
    expect(await entryOf({ verified: 'true' })).toBeUndefined();
    expect(await marks()).toEqual({ card: 0, log: false });
    const approved = await decide(1, true);
    expect(approved.statusCode, approved.body).toBe(200);
    // "Verified only" ranks by the judged catch alone; the whole ranking adds the angler's own release.
    expect(await entryOf({ verified: 'true' })).toMatchObject({
      points: 250,
      verifiedCatches: 1,
      catches: 1,
    });
    expect(await entryOf()).toMatchObject({ points: 250 + d, catches: 2, verifiedCatches: 1 });
    expect(await marks()).toEqual({ card: 1, log: true });
  });
});

describe('incremental counters', () => {
  it('equal a full recomputation after a random run of catches, edits, hides, deletions and decisions', async () => {
    // Whatever came before is counted right too.
    expect((await verifyRankings(t.database.db)).differences).toEqual([]);
    // A tournament being judged: its catches are approved, refused and reversed in the run.
    const cast = await judgingCast(t, 1);
    const member = cast.members[0]!;
    const tournamentId = await tournamentToJudge(t, cast.organiser, [cast.judge], [member], catalogue);
    const judged: { id: string; version: number }[] = [];
    const people = [captain1, mate, angler1, angler2];
    const kinds = ['marlin', 'sailfish', 'dorado'] as const;
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('log' as const),
        team: fc.subarray([1, 2, 3]),
        boat: fc.boolean(),
        place: fc.constantFrom('A', 'B', null),
        style: fc.constantFrom('Offshore', 'Nearshore'),
        logs: fc.array(
          fc.record({ fish: fc.constantFrom(...kinds), type: fc.constantFrom('Release', 'Harvest') }),
          {
            minLength: 1,
            maxLength: 2,
          },
        ),
        day: fc.integer({ min: 1, max: 28 }),
      }),
      fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), fish: fc.constantFrom(...kinds) }),
      fc.record({ kind: fc.constant('deleteLog' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('hide' as const), pick: fc.nat(), hidden: fc.boolean() }),
      fc.record({ kind: fc.constant('deleteSession' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('tournamentCatch' as const),
        minutes: fc.integer({ min: 0, max: 170 }),
        fish: fc.constantFrom(...kinds),
      }),
      fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), released: fc.boolean() }),
    );
    const made: { id: string; logIds: string[] }[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 10 }), async (ops) => {
        for (const step of ops) {
          const session = made.length ? made[(step as { pick?: number }).pick! % made.length] : undefined;
          if (step.kind === 'log') {
            const day = String(step.day).padStart(2, '0');
            made.push(
              await logSession(captain1, {
                startDatetime: `2026-04-${day}T12:00:00.000Z`,
                finishDatetime: `2026-04-${day}T20:00:00.000Z`,
                fishingStyle: step.style,
                boatUUID: step.boat ? boat1 : null,
                localityUUID:
                  step.place === 'A'
                    ? catalogue.regionA.localityId
                    : step.place === 'B'
                      ? catalogue.regionB.localityId
                      : null,
                teamMemberEmails: step.team.map((index) => people[index]!.email),
                logs: step.logs.map((log, index) =>
                  release(log.fish, `2026-04-${day}T1${index + 3}:00:00.000Z`, log.type),
                ),
              }),
            );
          } else if (session && step.kind === 'edit') {
            await callAs(t, 'PUT', `/api/fishingLogs/${session.logIds[0]}`, captain1, {
              fishUUID: fish[step.fish].id,
            });
          } else if (session && step.kind === 'deleteLog') {
            await callAs(t, 'PUT', `/api/fishingLogs/${session.logIds.at(-1)}`, captain1, { isDelete: true });
          } else if (session && step.kind === 'hide') {
            await callAs(t, 'PUT', `/api/sessions/${session.id}`, captain1, { isHidden: step.hidden });
          } else if (session && step.kind === 'deleteSession') {
            await callAs(t, 'PUT', `/api/sessions/${session.id}`, captain1, { isDelete: true });
          } else if (step.kind === 'tournamentCatch') {
            const { catchId } = await insertCatch(t, {
              tournamentId,
              owner: member,
              speciesId: fish[step.fish].id,
              logTime: new Date(Date.now() - 6 * 3_600_000 - step.minutes * 60_000),
            });
            await t.database.db.transaction((tx) => refreshRankedCatches(tx, { logIds: [catchId] }));
            judged.push({ id: catchId, version: 0 });
          } else if (judged.length && step.kind === 'decide') {
            // A decision, or its reversal when the catch was decided before.
            const caught = judged[step.pick % judged.length]!;
            const decided = await decideCatch(
              cast.judge,
              tournamentId,
              caught.id,
              caught.version,
              step.released,
            );
            expect(decided.statusCode, decided.body).toBe(200);
            caught.version += 1;
          }
        }
        expect((await verifyRankings(t.database.db)).differences).toEqual([]);
      }),
      { numRuns: 4, seed: 36 },
    );
    // The run decided catches, and reversed a decision at least once.
    expect(judged.some((caught) => caught.version >= 2)).toBe(true);
    // A counter changed behind the module's back is reported, and put right.
    await t.database.db
      .update(rankingTotals)
      .set({ points: 1 })
      .where(eq(rankingTotals.subjectId, ids.mate!));
    expect((await verifyRankings(t.database.db)).differences.length).toBeGreaterThan(0);
    expect((await verifyRankings(t.database.db)).differences).toEqual([]);
  });
});
