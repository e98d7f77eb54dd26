import { canonicalJson, encodeUuid, type CatchDecisionInput, type OfficialResults } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fishingSessions,
  fishLogs,
  teamRegistrationMembers,
  teamRegistrations,
  teams,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCatch, judgingCast, tournamentToJudge } from '../../test/judging-factories';
import type { TestUser } from '../../test/factories';
import { callAs, createBoat } from '../../test/profile-factories';
import { loadTournamentCatalogue, userIdOf } from '../../test/tournament-factories';
import { standingsFromAudit } from './standings';

/**
 * Issue 22 points 6 and 7: a generated tournament, judged with changes of mind, finished; its
 * official standings equal what the audit trail recomputes, and its files verify byte for byte.
 */

const HOUR = 3_600_000;
const SEED = 22;
let t: TestApp;
let tournamentId: string;
let official: OfficialResults;
/** Every catch logged, with its session. */
const sessionOf = new Map<string, string>();
/** When each catch was released (its log time). */
const releasedAt = new Map<string, string>();
/** Who fished each catch (their user id). */
const anglerOf = new Map<string, string>();
/** The registered teams' ids by name, who fishes in each, and a judge of the tournament. */
const teamIds = new Map<string, string>();
const fishersOf = new Map<string, string[]>();
let judgeOfIt: TestUser;

/** A small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  const catalogue = await loadTournamentCatalogue(t);
  const { organiser, judge, members } = await judgingCast(t, 3);
  judgeOfIt = judge;
  tournamentId = await tournamentToJudge(t, organiser, [judge], members, catalogue);
  // Issue 38: two registered teams, the first of two members, the second of one.
  const memberIds = await Promise.all(members.map((member) => userIdOf(t, member)));
  await registerTeam('Marlin Hunters', [memberIds[0]!, memberIds[1]!]);
  await registerTeam('Sail Chasers', [memberIds[2]!]);
  const boats = [
    (await createBoat(t, undefined, { boatName: 'Alpha' })).boat.boatUUID,
    (await createBoat(t, undefined, { boatName: 'Bravo' })).boat.boatUUID,
    null,
  ];
  const next = random(SEED);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const start = Date.now() - 9 * HOUR;
  expect((await callAs(t, 'GET', `/api/results/${tournamentId}`)).statusCode).toBe(404);
  for (let index = 0; index < 10; index += 1) {
    const logTime = new Date(start + Math.floor(index / 2) * 10 * 60_000);
    const owner = pick(members);
    const { catchId, sessionId } = await insertCatch(t, {
      tournamentId,
      owner,
      boatId: pick(boats),
      speciesId: pick(catalogue.speciesIds),
      // Two catches share a minute now and then: ties are broken the same way every time.
      logTime,
    });
    sessionOf.set(catchId, sessionId);
    anglerOf.set(catchId, memberIds[members.indexOf(owner)]!);
    releasedAt.set(catchId, logTime.toISOString());
    if (index === 0) {
      const early = await callAs(t, 'GET', `/api/results/${tournamentId}/evidence/${catchId}`);
      expect(early.statusCode).toBe(404);
    }
    // One or two decisions each, as judges change their minds.
    const times = 1 + Math.floor(next() * 2);
    for (let version = 0; version < times; version += 1) {
      const released = next() < 0.65;
      const body: CatchDecisionInput = released
        ? { version, released, evidence: [], overrideNote: 'Generated', points: pick([100, 250, 500]) }
        : { version, released, refusalReason: 'Generated' };
      const response = await callAs(
        t,
        'PUT',
        `/api/judging/tournaments/${tournamentId}/catches/${catchId}/decision`,
        judge,
        body,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
  }
  const finished = await callAs(t, 'POST', `/api/judging/tournaments/${tournamentId}/finish`, organiser);
  expect(finished.statusCode, finished.body).toBe(200);
  official = finished.json().result;
});
afterAll(() => t?.close());

/** A team registered for the tournament with `userIds` fishing in it (written as the registration writes it). */
async function registerTeam(name: string, userIds: string[]) {
  const { db } = t.database;
  const [team] = await db.insert(teams).values({ name, ownerId: userIds[0]! }).returning();
  teamIds.set(name, team!.id);
  fishersOf.set(team!.id, userIds);
  const members = userIds.map((userId) => ({ userId, role: 'Angler' as const }));
  const [registration] = await db
    .insert(teamRegistrations)
    .values({
      tournamentId,
      teamId: team!.id,
      teamName: name,
      registeredBy: userIds[0]!,
      members,
      status: 'registered',
      registeredAt: new Date(),
    })
    .returning();
  await db
    .insert(teamRegistrationMembers)
    .values(members.map((member) => ({ ...member, tournamentId, registrationId: registration!.id })));
}

const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the judging workspace’s team filter (issue 38)', () => {
  it('offers the registered teams and narrows the catches and counters to their anglers’ catches', async () => {
    const base = `/api/judging/tournaments/${tournamentId}`;
    const overview = (await callAs(t, 'GET', base, judgeOfIt)).json().result;
    expect(overview.teams).toEqual([
      { teamId: teamIds.get('Marlin Hunters'), teamName: 'Marlin Hunters' },
      { teamId: teamIds.get('Sail Chasers'), teamName: 'Sail Chasers' },
    ]);
    for (const teamId of teamIds.values()) {
      const expected = [...anglerOf]
        .filter(([, anglerId]) => fishersOf.get(teamId)!.includes(anglerId))
        .map(([catchId]) => catchId);
      // Two pages of 3: the filter holds across the keyset cursor, and the counters follow it.
      const first = (await callAs(t, 'GET', `${base}/catches?teamId=${teamId}&limit=3`, judgeOfIt)).json()
        .result;
      const rest = first.nextCursor
        ? (
            await callAs(
              t,
              'GET',
              `${base}/catches?teamId=${teamId}&limit=50&cursor=${encodeURIComponent(first.nextCursor)}`,
              judgeOfIt,
            )
          ).json().result.items
        : [];
      const listed = [...first.items, ...rest].map((item: { catchId: string }) => item.catchId);
      expect(listed.sort()).toEqual(expected.sort());
      expect(first.counters.All).toBe(expected.length);
    }
    const none = await callAs(t, 'GET', `${base}/catches?teamId=${tournamentId}`, judgeOfIt);
    expect(none.json().result).toMatchObject({ items: [], counters: { All: 0 } });
    const bad = await callAs(t, 'GET', `${base}/catches?teamId=nope`, judgeOfIt);
    expect(bad.statusCode).toBe(400);
  });
});

describe('official results', () => {
  it('equal the standings recomputed from the audit trail, and hash as their canonical JSON', async () => {
    const stored = (await callAs(t, 'GET', `/api/results/${tournamentId}`)).json().result as OfficialResults;
    expect(stored).toEqual(official);
    const recomputed = await standingsFromAudit(t.database.db, tournamentId);
    expect({
      boats: stored.results.boats,
      anglers: stored.results.anglers,
      teams: stored.results.teams,
    }).toEqual(recomputed);
    expect(stored.results.anglers).toHaveLength(3);
    // Issue 38: the teams' lines score their members' catches with the same scoring.
    const teamLines = stored.results.teams!;
    expect(teamLines.map((line) => line.name).sort()).toEqual(['Marlin Hunters', 'Sail Chasers']);
    expect(teamLines.reduce((sum, line) => sum + line.points, 0)).toBe(
      stored.results.anglers.reduce((sum, line) => sum + line.points, 0),
    );
    expect(stored.results.boats.map((line) => line.name).sort()).toEqual(['Alpha', 'Bravo']);
    expect(sha256(canonicalJson(stored.results))).toBe(stored.sha256);
  });

  it('exports CSV and PDF whose hashes verify, and a changed byte does not', async () => {
    for (const [kind, type] of [
      ['csv', 'text/csv'],
      ['pdf', 'application/pdf'],
    ] as const) {
      const file = await callAs(t, 'GET', `/api/results/${tournamentId}/results.${kind}`);
      expect(file.statusCode).toBe(200);
      const bytes = file.rawPayload;
      expect(file.headers['x-results-sha256']).toBe(official.sha256);
      if (kind === 'csv') {
        expect(bytes.toString('utf8')).toContain(official.sha256);
        expect(bytes.toString('utf8')).toContain('"team","1",');
      } else expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      const verify = (payload: Buffer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/results/verify',
          headers: { 'content-type': type },
          payload,
        });
      const good = (await verify(bytes)).json().result;
      expect(good).toMatchObject({
        matches: true,
        kind,
        tournament: { UUID: tournamentId },
        resultsSha256: official.sha256,
      });
      const changed = Buffer.from(bytes);
      const at = Math.floor(changed.length / 2);
      changed.writeUInt8(changed.readUInt8(at) ^ 0x01, at);
      expect((await verify(changed)).json().result).toMatchObject({ matches: false, tournament: null });
    }
    const byHash = await callAs(t, 'POST', '/api/results/verify', undefined, { sha256: official.sha256 });
    expect(byHash.json().result).toMatchObject({ matches: true, kind: 'results' });
    const badHash = await callAs(t, 'POST', '/api/results/verify', undefined, { sha256: 'nope' });
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json().details.fields).toEqual(['sha256']);
  });
});

describe('the exports', () => {
  it('date each line by its last counted release, the time its score was reached, as the JSON does', async () => {
    const csv = (await callAs(t, 'GET', `/api/results/${tournamentId}/results.csv`)).rawPayload.toString(
      'utf8',
    );
    const rows = csv.split('\r\n').map((row) => row.split('","').map((field) => field.replace(/^"|"$/g, '')));
    const header = rows.find((row) => row[0] === 'standing')!;
    expect(header[5]).toBe('reached at');
    const lines = [...official.results.boats, ...official.results.anglers];
    expect(lines.some((line) => line.catchIds.length > 1)).toBe(true);
    for (const line of lines) {
      const last =
        line.catchIds
          .map((id) => releasedAt.get(id)!)
          .sort()
          .at(-1) ?? null;
      expect(line.reachedAt).toBe(last);
      const row = rows.find((fields) => fields[2] === line.name && fields[1] === String(line.rank));
      expect(row?.[5]).toBe(last ?? '');
    }
  });

  it('name the page of the web app where a file or its hash is checked', async () => {
    const csv = (await callAs(t, 'GET', `/api/results/${tournamentId}/results.csv`)).rawPayload.toString(
      'utf8',
    );
    const address = `${t.config.publicUrl}/tournament/${encodeUuid(tournamentId)}/verify`;
    expect(csv).toContain(`"verify at","${address}"`);
  });

  it('send a browser opening the address results printed before to the app’s check page', async () => {
    const opened = await t.app.inject({ method: 'GET', url: '/api/results/verify' });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/results/verify');
  });
});

describe("a standings line's evidence", () => {
  const evidenceOf = (catchId: string, id = tournamentId) =>
    callAs(t, 'GET', `/api/results/${id}/evidence/${catchId}`);
  const countedIds = () => official.results.anglers.flatMap((line) => line.catchIds);

  it('shows anyone a counted catch, its videos and the decision, never where it was caught', async () => {
    const [catchId] = countedIds();
    await t.database.db
      .update(fishLogs)
      .set({ latitude: 9.87654, longitude: -84.12345 })
      .where(eq(fishLogs.id, catchId!));

    const response = await evidenceOf(catchId!);

    expect(response.statusCode, response.body).toBe(200);
    const evidence = response.json().result;
    expect(evidence).toMatchObject({ catchId, decision: { status: 'Approved', released: true } });
    expect(evidence.decision.points).toBeGreaterThan(0);
    expect(evidence.videos).toHaveLength(1);
    expect(evidence.videos[0].videoUrl).toEqual(expect.any(String));
    expect(evidence).not.toHaveProperty('position');
    expect(evidence).not.toHaveProperty('notes');
    expect(response.body).not.toContain('9.87654');
    expect(response.body).not.toContain('84.12345');
  });

  it('is not found for a catch the results do not count, an unknown catch or another tournament', async () => {
    const uncounted = [...sessionOf.keys()].filter((id) => !countedIds().includes(id));
    expect(uncounted.length).toBeGreaterThan(0);
    for (const catchId of uncounted) expect((await evidenceOf(catchId)).statusCode).toBe(404);
    expect((await evidenceOf(crypto.randomUUID())).statusCode).toBe(404);
    expect((await evidenceOf(countedIds()[0]!, crypto.randomUUID())).statusCode).toBe(404);
    // A malformed id is refused before any lookup, naming it.
    const malformed = await evidenceOf('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields).toEqual(['catchId']);
  });

  it('keeps a catch whose session a moderator hid in the results, without its videos', async () => {
    const [catchId] = countedIds();
    const hide = (hidden: boolean) =>
      t.database.db
        .update(fishingSessions)
        .set({ hidden })
        .where(eq(fishingSessions.id, sessionOf.get(catchId!)!));
    await hide(true);
    try {
      const response = await evidenceOf(catchId!);
      expect(response.statusCode).toBe(200);
      expect(response.json().result.videos).toEqual([]);
    } finally {
      await hide(false);
    }
  });
});
