import { and, asc, between, eq, inArray, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  boats,
  fishingSessions,
  fishLogs,
  localities,
  rankingContributions,
  rankingDays,
  rankingTotals,
  regions,
  ruleSets,
  sessionTeamMembers,
  species,
  tournaments,
  userPrivacy,
  users,
} from '../../db/schema';
import type { Contribution, DayCounter, TotalCounter } from './counters';

/** Which fish logs a refresh looks at: some logs, a session's, or a tournament's. */
export type CatchScope = { logIds: string[] } | { sessionId: string } | { tournamentId: string } | 'all';

function scopeWhere(scope: CatchScope): SQL | undefined {
  if (scope === 'all') return undefined;
  if ('logIds' in scope) return inArray(fishLogs.id, scope.logIds);
  if ('sessionId' in scope) return eq(fishLogs.sessionId, scope.sessionId);
  return eq(fishingSessions.tournamentId, scope.tournamentId);
}

/** Locks the fish logs of `scope` (in id order), so two refreshes of one log follow each other. */
export async function lockLogs(tx: Db, scope: CatchScope): Promise<string[]> {
  const rows = await tx
    .select({ id: fishLogs.id })
    .from(fishLogs)
    .innerJoin(fishingSessions, eq(fishingSessions.id, fishLogs.sessionId))
    .where(scopeWhere(scope))
    .orderBy(asc(fishLogs.id))
    .for('update', { of: fishLogs });
  return rows.map((row) => row.id);
}

/** Everything the ranking needs of the logs of `scope`, from the source rows. */
export function catchFactsOf(db: Db, scope: CatchScope) {
  return db
    .select({
      logId: fishLogs.id,
      type: fishLogs.type,
      status: fishLogs.status,
      points: fishLogs.points,
      logTime: fishLogs.logTime,
      logDeleted: fishLogs.deleted,
      speciesId: fishLogs.speciesId,
      speciesName: species.name,
      sessionDeleted: fishingSessions.deleted,
      sessionHidden: fishingSessions.hidden,
      water: fishingSessions.fishingStyle,
      boatId: fishingSessions.boatId,
      localityId: localities.id,
      timeZone: localities.timeZone,
      region: regions.name,
      ruleSlug: ruleSets.slug,
      people: sql<
        { id: string; role: string }[]
      >`(select coalesce(json_agg(json_build_object('id', ${users.id}, 'role', ${users.roleName}) order by ${users.id}), '[]'::json)
        from ${users} where ${users.id} = ${fishingSessions.ownerId}
        or ${users.id} in (select ${sessionTeamMembers.userId} from ${sessionTeamMembers} where ${sessionTeamMembers.sessionId} = ${fishingSessions.id}))`,
    })
    .from(fishLogs)
    .innerJoin(fishingSessions, eq(fishingSessions.id, fishLogs.sessionId))
    .innerJoin(species, eq(species.id, fishLogs.speciesId))
    .leftJoin(localities, eq(localities.id, fishingSessions.localityId))
    .leftJoin(regions, eq(regions.id, localities.regionId))
    .leftJoin(tournaments, eq(tournaments.id, fishingSessions.tournamentId))
    .leftJoin(ruleSets, eq(ruleSets.id, tournaments.ruleSetId))
    .where(scopeWhere(scope));
}
export type CatchFactsRow = Awaited<ReturnType<typeof catchFactsOf>>[number];

export async function contributionsOf(db: Db, logIds: string[]): Promise<Contribution[]> {
  if (!logIds.length) return [];
  return db.select().from(rankingContributions).where(inArray(rankingContributions.logId, logIds));
}

export async function allContributions(db: Db): Promise<Contribution[]> {
  return db.select().from(rankingContributions);
}

export async function deleteContributions(tx: Db, logIds: string[]): Promise<void> {
  if (logIds.length) await tx.delete(rankingContributions).where(inArray(rankingContributions.logId, logIds));
}

export async function insertContributions(tx: Db, rows: Contribution[]): Promise<void> {
  for (const part of chunks(rows, 1000)) await tx.insert(rankingContributions).values(part);
}

const CHUNK = 1000;

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** Adds the deltas to the counters (one upsert per table and chunk), then drops rows left at zero. */
export async function addToCounters(tx: Db, deltas: { days: DayCounter[]; totals: TotalCounter[] }) {
  for (const part of chunks(deltas.days, CHUNK)) {
    const rows = await tx
      .insert(rankingDays)
      .values(part)
      .onConflictDoUpdate({
        target: [
          rankingDays.category,
          rankingDays.day,
          rankingDays.subjectId,
          rankingDays.speciesId,
          rankingDays.water,
          rankingDays.region,
          rankingDays.locality,
          rankingDays.verified,
        ],
        set: {
          points: sql`${rankingDays.points} + excluded.points`,
          catches: sql`${rankingDays.catches} + excluded.catches`,
        },
      })
      .returning();
    for (const row of rows.filter((row) => row.catches === 0)) {
      await tx
        .delete(rankingDays)
        .where(
          and(
            eq(rankingDays.category, row.category),
            eq(rankingDays.day, row.day),
            eq(rankingDays.subjectId, row.subjectId),
            eq(rankingDays.speciesId, row.speciesId),
            eq(rankingDays.water, row.water),
            eq(rankingDays.region, row.region),
            eq(rankingDays.locality, row.locality),
            eq(rankingDays.verified, row.verified),
          ),
        );
    }
  }
  for (const part of chunks(deltas.totals, CHUNK)) {
    const rows = await tx
      .insert(rankingTotals)
      .values(part)
      .onConflictDoUpdate({
        target: [
          rankingTotals.category,
          rankingTotals.period,
          rankingTotals.periodStart,
          rankingTotals.species,
          rankingTotals.water,
          rankingTotals.place,
          rankingTotals.verifiedOnly,
          rankingTotals.subjectId,
        ],
        set: {
          points: sql`${rankingTotals.points} + excluded.points`,
          catches: sql`${rankingTotals.catches} + excluded.catches`,
          verifiedCatches: sql`${rankingTotals.verifiedCatches} + excluded.verified_catches`,
        },
      })
      .returning();
    for (const row of rows.filter((row) => row.catches === 0)) {
      await tx
        .delete(rankingTotals)
        .where(
          and(
            eq(rankingTotals.category, row.category),
            eq(rankingTotals.period, row.period),
            eq(rankingTotals.periodStart, row.periodStart),
            eq(rankingTotals.species, row.species),
            eq(rankingTotals.water, row.water),
            eq(rankingTotals.place, row.place),
            eq(rankingTotals.verifiedOnly, row.verifiedOnly),
            eq(rankingTotals.subjectId, row.subjectId),
          ),
        );
    }
  }
}

/** Every counter row (for `rankings verify`). */
export async function allCounters(db: Db) {
  const days = await db.select().from(rankingDays);
  const totals = await db.select().from(rankingTotals);
  return { days: days as DayCounter[], totals: totals as TotalCounter[] };
}

/** Empties every counter and contribution (before `rankings verify` writes them again). */
export async function clearCounters(tx: Db): Promise<void> {
  await tx.delete(rankingDays);
  await tx.delete(rankingTotals);
  await tx.delete(rankingContributions);
}

/** A person is listed unless their account is deleted or they opted out of rankings. */
const personListed = (subjectId: SQL) =>
  sql`exists (select 1 from ${users} left join ${userPrivacy} on ${userPrivacy.userId} = ${users.id}
    where ${users.id} = ${subjectId} and ${users.deletedAt} is null and coalesce(${userPrivacy.appearInRankings}, true))`;

/** The user ids of a club's current members (a subquery the clubs module gives). */
export type ClubMemberIds = SQLWrapper;

/**
 * Which subjects a ranking lists, whatever its source: people who did not opt out; on a club's
 * leaderboard (issue 37) only the club's current members, and the boats they own.
 */
function subjectsListed(category: string, subjectId: SQL.Aliased | SQL | AnyColumn, club?: ClubMemberIds) {
  const id = sql`${subjectId}`;
  if (category === 'boats') {
    return club
      ? sql`${id} in (select ${boats.id} from ${boats} where ${boats.ownerId} in ${club})`
      : undefined;
  }
  return and(personListed(id), club ? sql`${id} in ${club}` : undefined);
}

/** Descending as `ranking_totals_order_idx` stores it: `desc` alone means NULLS FIRST in PostgreSQL. */
const descNullsLast = (value: SQL | AnyColumn) => sql`${value} desc nulls last`;

/**
 * The ranking's one order (README "Scoring"): points, then verified catches, then catches, then id.
 * Spelled exactly as the totals' ordered index so that a page is the first rows of one index range:
 * with a plain `desc` (nulls first) PostgreSQL cannot use the index's order and reads and sorts every
 * subject of the filter at each request (all 666 boats of the benchmark's year, bench/README.md).
 * The values are never null, so the order itself is the same either way.
 */
const rankingOrder = (row: {
  points: SQL | AnyColumn;
  verifiedCatches: SQL | AnyColumn;
  catches: SQL | AnyColumn;
  subjectId: AnyColumn;
}) => [
  descNullsLast(row.points),
  descNullsLast(row.verifiedCatches),
  descNullsLast(row.catches),
  asc(row.subjectId),
];

export interface RankedRow {
  subjectId: string;
  points: number;
  catches: number;
  verifiedCatches: number;
}

export interface TotalsFilter {
  category: string;
  period: 'month' | 'year';
  periodStart: string;
  species: string;
  water: string;
  place: string;
  verifiedOnly: boolean;
  club?: ClubMemberIds;
}

/** A page of a monthly or annual ranking: one range of the totals' ordered index. */
export async function rankedFromTotals(
  db: Db,
  filter: TotalsFilter,
  offset: number,
  limit: number,
): Promise<RankedRow[]> {
  return totalsPageQuery(db, filter, offset, limit);
}

/** The query `rankedFromTotals` runs (rankings.test.ts checks that its plan reads the index in order). */
export function totalsPageQuery(db: Db, filter: TotalsFilter, offset: number, limit: number) {
  const columns = {
    subjectId: rankingTotals.subjectId,
    points: rankingTotals.points,
    catches: rankingTotals.catches,
    verifiedCatches: rankingTotals.verifiedCatches,
  };
  return db
    .select(columns)
    .from(rankingTotals)
    .where(
      and(
        eq(rankingTotals.category, filter.category),
        eq(rankingTotals.period, filter.period),
        eq(rankingTotals.periodStart, filter.periodStart),
        eq(rankingTotals.species, filter.species),
        eq(rankingTotals.water, filter.water),
        eq(rankingTotals.place, filter.place),
        eq(rankingTotals.verifiedOnly, filter.verifiedOnly),
        sql`${rankingTotals.catches} > 0`,
        subjectsListed(filter.category, rankingTotals.subjectId, filter.club),
      ),
    )
    .orderBy(...rankingOrder(columns))
    .offset(offset)
    .limit(limit);
}

export interface DaysFilter {
  category: string;
  start: string;
  end: string;
  speciesId?: string;
  water?: string;
  region?: string;
  locality?: string;
  verifiedOnly: boolean;
  club?: ClubMemberIds;
}

function daysWhere(filter: DaysFilter, subjectId?: string) {
  return and(
    eq(rankingDays.category, filter.category),
    subjectId ? eq(rankingDays.subjectId, subjectId) : undefined,
    between(rankingDays.day, filter.start, filter.end),
    filter.speciesId ? eq(rankingDays.speciesId, filter.speciesId) : undefined,
    filter.water ? eq(rankingDays.water, filter.water) : undefined,
    filter.region ? eq(rankingDays.region, filter.region) : undefined,
    filter.locality ? eq(rankingDays.locality, filter.locality) : undefined,
    filter.verifiedOnly ? eq(rankingDays.verified, true) : undefined,
  );
}

const sumPoints = sql<number>`sum(${rankingDays.points})::float8`;
const sumCatches = sql<number>`sum(${rankingDays.catches})::int`;
const sumVerified = sql<number>`sum(case when ${rankingDays.verified} then ${rankingDays.catches} else 0 end)::int`;

/**
 * A page of a daily or weekly ranking: the day counters of the period added up per subject, listed
 * and ordered as the totals are (a period of at most seven days has no totals row of its own).
 */
export async function rankedFromDays(
  db: Db,
  filter: DaysFilter,
  offset: number,
  limit: number,
): Promise<RankedRow[]> {
  const columns = {
    subjectId: rankingDays.subjectId,
    points: sumPoints,
    catches: sumCatches,
    verifiedCatches: sumVerified,
  };
  return db
    .select(columns)
    .from(rankingDays)
    .where(and(daysWhere(filter), subjectsListed(filter.category, rankingDays.subjectId, filter.club)))
    .groupBy(rankingDays.subjectId)
    .having(sql`sum(${rankingDays.catches}) > 0`)
    .orderBy(...rankingOrder(columns))
    .offset(offset)
    .limit(limit);
}

/** One subject's points per day of the period (days without any left out). */
export async function pointsPerDay(db: Db, filter: DaysFilter, subjectId: string) {
  return db
    .select({ day: rankingDays.day, points: sumPoints })
    .from(rankingDays)
    .where(daysWhere(filter, subjectId))
    .groupBy(rankingDays.day)
    .orderBy(asc(rankingDays.day));
}

/** Names and pictures of ranked people, with the boats each captains. */
export async function peopleOf(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      picture: users.pictureUrl,
      captainOf: sql<
        { id: string; name: string }[]
      >`(select coalesce(json_agg(json_build_object('id', ${boats.id}, 'name', ${boats.name}) order by ${boats.name}), '[]'::json)
        from ${boats} where ${boats.captainEmail} = ${users.email} and ${boats.deletedAt} is null)`,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/**
 * Names and pictures of ranked boats, with their captain (unless opted out). The captain is `users`
 * under another name, so that `personListed` (whose own `users` would shadow an outer one) looks at
 * this captain rather than at any user, and is found through the live accounts' unique e-mail index.
 */
export async function boatsOf(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: boats.id,
      name: boats.name,
      picture: boats.pictureKey,
      captains: sql<
        { id: string; name: string }[]
      >`(select coalesce(json_agg(json_build_object('id', captain.id, 'name', trim(captain.name || ' ' || captain.lastname))), '[]'::json)
        from ${users} as captain where captain.email = ${boats.captainEmail} and captain.deleted_at is null
        and ${personListed(sql`captain.id`)})`,
    })
    .from(boats)
    .where(inArray(boats.id, ids));
}

/** Whether a species, a region (by name) or a locality of that region exists. */
export async function speciesExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: species.id }).from(species).where(eq(species.id, id));
  return !!row;
}
export async function regionExists(db: Db, name: string): Promise<boolean> {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.name, name));
  return !!row;
}
export async function localityInRegion(db: Db, localityId: string, regionName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: localities.id })
    .from(localities)
    .innerJoin(regions, eq(regions.id, localities.regionId))
    .where(and(eq(localities.id, localityId), eq(regions.name, regionName)));
  return !!row;
}
