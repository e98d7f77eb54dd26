import type { RankingCategory } from '@tightlines/domain';
import type { RankingSubject } from '../../db/schema/rankings';

/** What one counted catch adds to the rankings (a row of ranking_contributions). */
export interface Contribution {
  logId: string;
  day: string;
  speciesId: string;
  water: string;
  region: string;
  locality: string;
  verified: boolean;
  points: number;
  subjects: RankingSubject[];
}

export interface DayCounter {
  category: RankingCategory;
  day: string;
  subjectId: string;
  speciesId: string;
  water: string;
  region: string;
  locality: string;
  verified: boolean;
  points: number;
  catches: number;
}

export interface TotalCounter {
  category: RankingCategory;
  period: 'month' | 'year';
  periodStart: string;
  species: string;
  water: string;
  place: string;
  verifiedOnly: boolean;
  subjectId: string;
  points: number;
  catches: number;
  verifiedCatches: number;
}

/** The wildcard of a totals filter column: any species, any water, anywhere. */
export const ANY = '*';

/** The `place` of a totals row for a region or a locality. */
export const regionPlace = (region: string) => `r:${region}`;
export const localityPlace = (locality: string) => `l:${locality}`;

const dayKey = (row: DayCounter) =>
  [
    row.category,
    row.day,
    row.subjectId,
    row.speciesId,
    row.water,
    row.region,
    row.locality,
    row.verified,
  ].join('|');
const totalKey = (row: TotalCounter) =>
  [
    row.category,
    row.period,
    row.periodStart,
    row.species,
    row.water,
    row.place,
    row.verifiedOnly,
    row.subjectId,
  ].join('|');

/**
 * The counter changes of taking `removed` out and putting `added` in (each a list of
 * contributions), merged by key: what the one upsert per table adds.
 */
export function counterDeltas(
  removed: readonly Contribution[],
  added: readonly Contribution[],
): { days: DayCounter[]; totals: TotalCounter[] } {
  const days = new Map<string, DayCounter>();
  const totals = new Map<string, TotalCounter>();
  const put = <T extends { points: number; catches: number; verifiedCatches?: number }>(
    map: Map<string, T>,
    key: string,
    row: T,
  ) => {
    const known = map.get(key);
    if (!known) return void map.set(key, row);
    known.points += row.points;
    known.catches += row.catches;
    if (known.verifiedCatches !== undefined) known.verifiedCatches += row.verifiedCatches ?? 0;
  };
  for (const [sign, list] of [
    [-1, removed],
    [1, added],
  ] as const) {
    for (const item of list) {
      const places = [ANY];
      if (item.region) places.push(regionPlace(item.region));
      if (item.locality) places.push(localityPlace(item.locality));
      const periods = [
        { period: 'month' as const, periodStart: `${item.day.slice(0, 7)}-01` },
        { period: 'year' as const, periodStart: `${item.day.slice(0, 4)}-01-01` },
      ];
      for (const subject of item.subjects) {
        const day: DayCounter = {
          category: subject.category,
          day: item.day,
          subjectId: subject.id,
          speciesId: item.speciesId,
          water: item.water,
          region: item.region,
          locality: item.locality,
          verified: item.verified,
          points: sign * item.points,
          catches: sign,
        };
        put(days, dayKey(day), day);
        for (const { period, periodStart } of periods) {
          for (const species of [item.speciesId, ANY]) {
            for (const water of [item.water, ANY]) {
              for (const place of places) {
                for (const verifiedOnly of item.verified ? [false, true] : [false]) {
                  const total: TotalCounter = {
                    category: subject.category,
                    period,
                    periodStart,
                    species,
                    water,
                    place,
                    verifiedOnly,
                    subjectId: subject.id,
                    points: sign * item.points,
                    catches: sign,
                    verifiedCatches: item.verified ? sign : 0,
                  };
                  put(totals, totalKey(total), total);
                }
              }
            }
          }
        }
      }
    }
  }
  const moved = <T extends { points: number; catches: number; verifiedCatches?: number }>(
    rows: Iterable<T>,
  ) => [...rows].filter((row) => row.catches !== 0 || row.points !== 0 || (row.verifiedCatches ?? 0) !== 0);
  return { days: moved(days.values()), totals: moved(totals.values()) };
}

/** Whether two contributions of the same log count the same way (nothing to move). */
export function sameContribution(a: Contribution | undefined, b: Contribution | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.day === b.day &&
    a.speciesId === b.speciesId &&
    a.water === b.water &&
    a.region === b.region &&
    a.locality === b.locality &&
    a.verified === b.verified &&
    a.points === b.points &&
    JSON.stringify(a.subjects) === JSON.stringify(b.subjects)
  );
}
