import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { counterDeltas, type Contribution, type DayCounter, type TotalCounter } from './counters';
import { contributionOf } from './refresh';
import { addToCounters, allCounters, catchFactsOf, clearCounters, insertContributions } from './repo';

export interface RankingsVerifyReport {
  /** Catches that count, from the source rows. */
  countedCatches: number;
  /** Counter rows that were missing, extra or wrong before the rebuild. */
  differences: string[];
}

const EPSILON = 1e-6;

function diff<T extends { points: number; catches: number; verifiedCatches?: number }>(
  table: string,
  key: (row: T) => string,
  expected: T[],
  stored: T[],
): string[] {
  const want = new Map(expected.map((row) => [key(row), row]));
  const have = new Map(stored.filter((row) => row.catches !== 0).map((row) => [key(row), row]));
  const out: string[] = [];
  const show = (row: T | undefined) =>
    row
      ? `${row.points} points, ${row.catches} catches${row.verifiedCatches === undefined ? '' : `, ${row.verifiedCatches} verified`}`
      : 'none';
  for (const [name, row] of want) {
    const found = have.get(name);
    if (
      !found ||
      Math.abs(found.points - row.points) > EPSILON ||
      found.catches !== row.catches ||
      found.verifiedCatches !== row.verifiedCatches
    ) {
      out.push(`${table} ${name}: expected ${show(row)}, found ${show(found)}`);
    }
  }
  for (const [name, row] of have)
    if (!want.has(name)) out.push(`${table} ${name}: expected none, found ${show(row)}`);
  return out;
}

const dayKey = (row: DayCounter) =>
  [
    row.category,
    row.day,
    row.subjectId,
    row.speciesId,
    row.water,
    row.region || '-',
    row.locality || '-',
    row.verified,
  ].join(' ');
const totalKey = (row: TotalCounter) =>
  [
    row.category,
    row.period,
    row.periodStart,
    row.species,
    row.water,
    row.place,
    row.verifiedOnly ? 'verified' : 'all',
    row.subjectId,
  ].join(' ');

/**
 * `npm run admin -- rankings verify`: works every counter out again from the source rows (fish logs,
 * sessions, decisions), reports each counter that differed, and rebuilds them all. One transaction
 * that holds the counters, so no catch moves them in between.
 */
export async function verifyRankings(db: Db): Promise<RankingsVerifyReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ranking_contributions, ranking_days, ranking_totals in exclusive mode`);
    const contributions = (await catchFactsOf(tx, 'all'))
      .map(contributionOf)
      .filter((row): row is Contribution => row !== null);
    const expected = counterDeltas([], contributions);
    const stored = await allCounters(tx);
    const differences = [
      ...diff('day', dayKey, expected.days, stored.days),
      ...diff('total', totalKey, expected.totals, stored.totals),
    ];
    await clearCounters(tx);
    await insertContributions(tx, contributions);
    await addToCounters(tx, expected);
    return { countedCatches: contributions.length, differences };
  });
}
