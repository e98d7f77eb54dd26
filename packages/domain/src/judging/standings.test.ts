import { describe, expect, it } from 'vitest';
import { canonicalJson, computeStandings, type StandingsCatch } from './standings';

const boatA = { boatId: 'boat-a', boatName: 'Alpha' };
const boatB = { boatId: 'boat-b', boatName: 'Bravo' };
const catchOf = (
  catchId: string,
  boat: typeof boatA | null,
  angler: string,
  releaseTime: string,
): StandingsCatch => ({
  catchId,
  boatId: boat?.boatId ?? null,
  boatName: boat?.boatName ?? null,
  anglerId: angler,
  anglerName: angler.toUpperCase(),
  releaseTime,
});

describe('computeStandings', () => {
  const catches = [
    catchOf('c1', boatA, 'ann', '2026-01-01T10:00:00.000Z'),
    catchOf('c2', boatA, 'ann', '2026-01-01T11:00:00.000Z'),
    catchOf('c3', boatB, 'bob', '2026-01-01T10:30:00.000Z'),
    catchOf('c4', boatB, 'cat', '2026-01-01T10:45:00.000Z'),
    catchOf('c5', null, 'dan', '2026-01-01T09:00:00.000Z'),
  ];

  it('takes the last audit entry of each catch, ranks by points, releases, then who reached the score first', () => {
    const standings = computeStandings(catches, [
      { seq: 1, catchId: 'c1', after: { status: 'Approved', points: 250 } },
      { seq: 2, catchId: 'c2', after: { status: 'Approved', points: 250 } },
      { seq: 3, catchId: 'c3', after: { status: 'Approved', points: 500 } },
      { seq: 4, catchId: 'c4', after: { status: 'Approved', points: 100 } },
      { seq: 5, catchId: 'c4', after: { status: 'Refused', points: 0 } },
      { seq: 6, catchId: 'c5', after: { status: 'Refused', points: 0 } },
    ]);
    // Alpha 500 (2 releases) beats Bravo 500 (1 release).
    expect(
      standings.boats.map((line) => [line.rank, line.name, line.points, line.releases, line.catchIds]),
    ).toEqual([
      [1, 'Alpha', 500, 2, ['c1', 'c2']],
      [2, 'Bravo', 500, 1, ['c3']],
    ]);
    expect(standings.anglers.map((line) => [line.rank, line.name, line.points])).toEqual([
      [1, 'ANN', 500],
      [2, 'BOB', 500],
      [3, 'CAT', 0],
      [3, 'DAN', 0], // no score: tied with CAT
    ]);
  });

  it('breaks an equal score by the earliest time the score was reached, and shares a rank on a full tie', () => {
    const standings = computeStandings(
      [
        catchOf('x', boatA, 'ann', '2026-01-01T12:00:00.000Z'),
        catchOf('y', boatB, 'bob', '2026-01-01T11:00:00.000Z'),
      ],
      [
        { seq: 1, catchId: 'x', after: { status: 'Approved', points: 100 } },
        { seq: 2, catchId: 'y', after: { status: 'Approved', points: 100 } },
      ],
    );
    expect(standings.boats.map((line) => [line.rank, line.name])).toEqual([
      [1, 'Bravo'],
      [2, 'Alpha'],
    ]);
    const tie = computeStandings(
      [
        catchOf('x', boatA, 'ann', '2026-01-01T12:00:00.000Z'),
        catchOf('y', boatB, 'bob', '2026-01-01T12:00:00.000Z'),
      ],
      [
        { seq: 1, catchId: 'x', after: { status: 'Approved', points: 100 } },
        { seq: 2, catchId: 'y', after: { status: 'Approved', points: 100 } },
      ],
    );
    expect(tie.boats.map((line) => line.rank)).toEqual([1, 1]);
  });

  it('dates a line by its last qualifying release: when it reached its score, the value the tie-break compares', () => {
    const standings = computeStandings(
      [
        catchOf('a1', boatA, 'ann', '2026-01-01T09:00:00.000Z'),
        catchOf('a2', boatA, 'ann', '2026-01-01T13:00:00.000Z'),
        catchOf('a3', boatA, 'ann', '2026-01-01T14:00:00.000Z'),
        catchOf('b1', boatB, 'bob', '2026-01-01T10:00:00.000Z'),
        catchOf('b2', boatB, 'bob', '2026-01-01T12:00:00.000Z'),
      ],
      [
        { seq: 1, catchId: 'a1', after: { status: 'Approved', points: 100 } },
        { seq: 2, catchId: 'a2', after: { status: 'Approved', points: 100 } },
        // A later catch refused does not move the time the score was reached.
        { seq: 3, catchId: 'a3', after: { status: 'Refused', points: 0 } },
        { seq: 4, catchId: 'b1', after: { status: 'Approved', points: 100 } },
        { seq: 5, catchId: 'b2', after: { status: 'Approved', points: 100 } },
      ],
    );
    // Alpha released first (09:00) but reached 200 points last (13:00): Bravo (12:00) wins the tie.
    expect(standings.boats.map((line) => [line.rank, line.name, line.points, line.reachedAt])).toEqual([
      [1, 'Bravo', 200, '2026-01-01T12:00:00.000Z'],
      [2, 'Alpha', 200, '2026-01-01T13:00:00.000Z'],
    ]);
  });

  it('scores nothing for a catch never decided, whatever order the audit comes in', () => {
    const standings = computeStandings(catches.slice(0, 2), [
      { seq: 9, catchId: 'c1', after: { status: 'Refused', points: 0 } },
      { seq: 3, catchId: 'c1', after: { status: 'Approved', points: 250 } },
    ]);
    expect(standings.boats[0]).toMatchObject({ points: 0, releases: 0, reachedAt: null, catchIds: [] });
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 'é' }], u: undefined })).toBe(
      '{"a":[{"c":"é","d":2}],"b":1}',
    );
  });
});
