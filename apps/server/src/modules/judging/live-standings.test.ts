import type { LiveStandings } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openSameDatabase } from '../../test/test-database';
import { pruneLiveEvents } from '../../platform/events/prune';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { listenOnLoopback, openEventStream } from '../../test/event-stream-reader';
import { MISSING_UUID, type TestUser } from '../../test/factories';
import { insertCatches, judgingCast, tournamentToJudge } from '../../test/judging-factories';
import { callAs } from '../../test/profile-factories';
import { loadTournamentCatalogue } from '../../test/tournament-factories';

/** Issue 35 point 4: a tournament's live leaderboard over server-sent events, on a real connection. */

const HOUR = 3_600_000;
let t: TestApp;
let origin: string;
let judge: TestUser;
let organiser: TestUser;
let angler: TestUser;
let tournamentId: string;
let catchIds: string[];

const streamUrl = () => `${origin}/api/tournaments/${tournamentId}/events`;
const release = (catchId: string) =>
  callAs(t, 'PUT', `/api/judging/tournaments/${tournamentId}/catches/${catchId}/decision`, judge, {
    version: 0,
    released: true,
    evidence: [
      'anglerOnRod',
      'rodBentToFish',
      'fishAndSpeciesVisible',
      'leaderTouched',
      'released',
      'objectCodeVisible',
    ],
  });
const anglerPoints = (standings: unknown) => (standings as LiveStandings).anglers[0]?.points;

beforeAll(async () => {
  t = await buildTestApp();
  origin = await listenOnLoopback(t.app);
  const catalogue = await loadTournamentCatalogue(t);
  const cast = await judgingCast(t, 1);
  ({ organiser, judge } = cast);
  angler = cast.members[0]!;
  tournamentId = await tournamentToJudge(t, organiser, [judge], [angler], catalogue);
  catchIds = await insertCatches(t, {
    tournamentId,
    owner: angler,
    speciesId: catalogue.speciesIds[0],
    count: 5,
  });
});

afterAll(async () => t?.close());

describe('a tournament’s live leaderboard', () => {
  it('starts with the provisional standings, and a decision moves them on the open stream', async () => {
    const stream = await openEventStream(streamUrl());
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    const first = await stream.next();
    expect(first.event).toBe('refresh');
    expect(first.data).toMatchObject({
      provisional: true,
      anglers: [{ name: expect.any(String), points: 0 }],
    });

    const decided = await release(catchIds[0]!);
    expect(decided.statusCode, decided.body).toBe(200);
    const moved = await stream.next();
    expect(moved.event).toBe('standings');
    expect(Number(moved.id)).toBeGreaterThan(Number(first.id));
    expect(moved.data).toMatchObject({ provisional: true });
    expect(anglerPoints(moved.data)).toBe(decided.json().result.decision.points);
    stream.close();
  });

  it('replays what a reconnecting client missed since its Last-Event-ID', async () => {
    const stream = await openEventStream(streamUrl());
    const seen = await stream.next();
    stream.close();
    const before = anglerPoints(seen.data)!;
    expect((await release(catchIds[1]!)).statusCode).toBe(200);
    expect((await release(catchIds[2]!)).statusCode).toBe(200);

    const again = await openEventStream(streamUrl(), { 'last-event-id': seen.id! });
    const missed = [await again.next(), await again.next()];
    expect(missed.map((event) => event.event)).toEqual(['standings', 'standings']);
    expect(anglerPoints(missed[0]!.data)).toBeGreaterThan(before);
    expect(anglerPoints(missed[1]!.data)).toBeGreaterThan(anglerPoints(missed[0]!.data)!);
    again.close();
  });

  it('answers a malformed or too old Last-Event-ID with one full refresh, never an error', async () => {
    const malformed = await openEventStream(streamUrl(), { 'last-event-id': 'not-an-id' });
    expect(malformed.status).toBe(200);
    const refresh = await malformed.next();
    expect(refresh.event).toBe('refresh');
    expect(refresh.data).toMatchObject({ provisional: true });
    malformed.close();

    // A day and more later, the log no longer holds what followed the client's id.
    const stale = await openEventStream(streamUrl());
    const old = await stale.next();
    stale.close();
    await pruneLiveEvents(t.database.db, new Date(Date.now() + 25 * HOUR));
    expect((await release(catchIds[3]!)).statusCode).toBe(200);
    const tooOld = await openEventStream(streamUrl(), { 'last-event-id': String(Number(old.id) - 1) });
    const full = await tooOld.next();
    expect(full.event).toBe('refresh');
    expect(anglerPoints(full.data)).toBeGreaterThan(anglerPoints(old.data)!);
    tooOld.close();
  });

  it('answers an unknown tournament with the 404 envelope', async () => {
    const response = await fetch(`${origin}/api/tournaments/${MISSING_UUID}/events`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404 });
  });

  it('reaches a stream on another instance on the same PostgreSQL', async (context) => {
    const second = await openSameDatabase(t.database);
    if (!second) return context.skip('two instances share PostgreSQL only (PGlite is one process)');
    const other = await buildApp({ config: t.config, database: second, logger: t.app.log });
    try {
      const otherOrigin = await listenOnLoopback(other);
      const stream = await openEventStream(`${otherOrigin}/api/tournaments/${tournamentId}/events`);
      const before = anglerPoints((await stream.next()).data)!;
      // Decided on the first instance, heard on the second.
      expect((await release(catchIds[4]!)).statusCode).toBe(200);
      const moved = await stream.next();
      expect(moved.event).toBe('standings');
      expect(anglerPoints(moved.data)).toBeGreaterThan(before);
      stream.close();
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('turns official once judging finishes', async () => {
    const stream = await openEventStream(streamUrl());
    await stream.next();
    // The last catch is decided on the second instance's test, where there is one.
    const last = await release(catchIds[4]!);
    expect([200, 409]).toContain(last.statusCode);
    if (last.statusCode === 200) await stream.next();
    const finished = await callAs(t, 'POST', `/api/judging/tournaments/${tournamentId}/finish`, judge);
    expect(finished.statusCode, finished.body).toBe(200);
    const official = await stream.next();
    expect(official.data).toMatchObject({
      provisional: false,
      anglers: finished.json().result.results.anglers,
    });
    stream.close();
  });
});
