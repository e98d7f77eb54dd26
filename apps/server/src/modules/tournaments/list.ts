import {
  AppError,
  LISTED_STATUS_DEFINITION,
  type JudgeTournamentQuery,
  type Language,
  type ListedStatus,
  type TournamentCountersQuery,
  type TournamentWindow,
  type PageQuery,
  type TournamentCounters,
  type TournamentListQuery,
  type TournamentPage,
  wallClockAt,
} from '@tightlines/domain';
import {
  and,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database';
import { afterCursor, keysetPage, readCursor, type KeysetOrder } from '../../db/keyset-page';
import {
  localities,
  regions,
  tournamentLocalities,
  tournamentRegions,
  tournaments,
  tournamentSpecies,
} from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import type { TournamentsDeps } from './deps';
import { accountOf, onJudgeList } from './judges';
import { canUseJudgeScreens } from './policy';
import { presentWithParts, type Reader } from './presenter';
import { selectWithParts, withPartsOf } from './repo';

const NEWEST_START_FIRST: KeysetOrder = { at: tournaments.startAt, id: tournaments.id, direction: 'desc' };

const LAPSE_SQL = { Weekly: '7 days', Monthly: '1 month', Annually: '1 year' } as const;

/**
 * The tournament feed (spec §2 Tournaments, §9): filters by location, species, time lapse around
 * today (default annual: the tournament runs within ± one year of today) and displayed status;
 * newest start first, keyset paged on (start, id). Deleted tournaments are never listed.
 */
export async function listTournaments(
  deps: TournamentsDeps,
  viewer: Actor | null,
  query: TournamentListQuery,
  language: Language = 'en',
): Promise<TournamentPage> {
  const now = deps.now();
  const zone = query.timeZone ?? 'UTC';
  return pageOf(
    deps,
    viewer,
    query,
    and(
      ne(tournaments.status, 'Deleted'),
      placeAndTimeFilters(deps.db, query, now),
      query.status ? byDisplayedStatus(query.status, readingAt(now, zone)) : undefined,
    ),
    { zone, language },
  );
}

/** The feed's filters of place, species and time lapse around `now`, shared by the judge list. */
function placeAndTimeFilters(
  db: Db,
  query: Pick<
    TournamentListQuery,
    'regionType' | 'regionName' | 'localityUUID' | 'fishUUID' | 'clubId' | 'timeLapse'
  >,
  now: Date,
): SQL | undefined {
  const lapse = sql.raw(`interval '${LAPSE_SQL[query.timeLapse]}'`);
  return and(
    lte(tournaments.startAt, sql`${now.toISOString()}::timestamptz + ${lapse}`),
    gte(tournaments.endAt, sql`${now.toISOString()}::timestamptz - ${lapse}`),
    query.regionType ? eq(tournaments.regionType, query.regionType) : undefined,
    query.regionName ? inRegion(db, query.regionName) : undefined,
    query.localityUUID ? atLocality(db, query.localityUUID) : undefined,
    query.clubId ? eq(tournaments.clubId, query.clubId) : undefined,
    query.fishUUID
      ? exists(
          db
            .select({ one: sql`1` })
            .from(tournamentSpecies)
            .where(
              and(
                eq(tournamentSpecies.tournamentId, tournaments.id),
                eq(tournamentSpecies.speciesId, query.fishUUID),
              ),
            ),
        )
      : undefined,
  );
}

/**
 * The judge list (spec §2 Judge screens, issue 22): the tournaments (Active or Finished) the actor
 * judges or is named judge of (`onJudgeList`) with the feed's filters, the time lapse Weekly by
 * default. FORBIDDEN without JUDGE_TOURNAMENTS (`canUseJudgeScreens`).
 */
export async function listJudgedTournaments(
  deps: TournamentsDeps,
  actor: Actor,
  query: JudgeTournamentQuery,
): Promise<TournamentPage> {
  if (!canUseJudgeScreens(actor)) throw new AppError('FORBIDDEN');
  return pageOf(
    deps,
    actor,
    query,
    and(
      inArray(tournaments.status, ['Active', 'Finished']),
      onJudgeList(accountOf(actor)),
      placeAndTimeFilters(deps.db, query, deps.now()),
    ),
  );
}

/**
 * The tournaments on the actor's judge list (`onJudgeList`) that are still to be judged, newest
 * start first, keyset paged. FORBIDDEN without JUDGE_TOURNAMENTS (`canUseJudgeScreens`).
 */
export async function listTournamentsToJudge(
  deps: TournamentsDeps,
  actor: Actor,
  query: PageQuery,
): Promise<TournamentPage> {
  if (!canUseJudgeScreens(actor)) throw new AppError('FORBIDDEN');
  return pageOf(
    deps,
    actor,
    query,
    and(inArray(tournaments.status, ['Active', 'Finished']), onJudgeList(accountOf(actor))),
  );
}

/** One keyset page of the tournaments matching `where`, newest start first, presented for `viewer`. */
async function pageOf(
  deps: TournamentsDeps,
  viewer: Actor | null,
  query: PageQuery,
  where: SQL | undefined,
  reader?: Reader,
): Promise<TournamentPage> {
  const after = readCursor(query.cursor);
  const found = await selectWithParts(deps.db, viewer?.userId ?? null)
    .where(and(where, afterCursor(NEWEST_START_FIRST, after)))
    .orderBy(desc(tournaments.startAt), desc(tournaments.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(found, query.limit, ({ row }) => ({ at: row.startAt, id: row.id }));
  return {
    items: await presentWithParts(deps, withPartsOf(page, reader?.language ?? 'en'), viewer, reader),
    nextCursor,
  };
}

/** A regional tournament of the region, or a local one at one of its localities. */
function inRegion(db: Db, regionName: string): SQL {
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(tournamentRegions)
        .innerJoin(regions, eq(regions.id, tournamentRegions.regionId))
        .where(and(eq(tournamentRegions.tournamentId, tournaments.id), eq(regions.name, regionName))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(tournamentLocalities)
        .innerJoin(localities, eq(localities.id, tournamentLocalities.localityId))
        .innerJoin(regions, eq(regions.id, localities.regionId))
        .where(and(eq(tournamentLocalities.tournamentId, tournaments.id), eq(regions.name, regionName))),
    ),
  )!;
}

/** A local tournament at the locality, or a regional one of the locality's region. */
function atLocality(db: Db, localityId: string): SQL {
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(tournamentLocalities)
        .where(
          and(
            eq(tournamentLocalities.tournamentId, tournaments.id),
            eq(tournamentLocalities.localityId, localityId),
          ),
        ),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(tournamentRegions)
        .innerJoin(localities, eq(localities.regionId, tournamentRegions.regionId))
        .where(and(eq(tournamentRegions.tournamentId, tournaments.id), eq(localities.id, localityId))),
    ),
  )!;
}

/**
 * The moment a listed status is read at: `now`, and the reader's clock at `now` for a Global
 * tournament, whose dates are wall-clock times written in UTC (`wallClockAt`, docs/decisions/014).
 */
interface StatusReading {
  now: Date;
  clock: Date;
}

function readingAt(now: Date, zone: string): StatusReading {
  return { now, clock: wallClockAt(now, zone) };
}

/** The reading a row's dates compare with: the reader's clock for a Global tournament, else the instant. */
function momentFor(reading: StatusReading): SQL {
  return sql`(case when ${tournaments.regionType} = 'Global' then ${reading.clock.toISOString()}::timestamptz else ${reading.now.toISOString()}::timestamptz end)`;
}

/** Where the reading falls against the tournament's dates, as SQL (the same edges as `windowAt`). */
function inWindow(window: TournamentWindow, reading: StatusReading): SQL {
  const moment = momentFor(reading);
  if (window === 'beforeStart') return gt(tournaments.startAt, moment);
  if (window === 'running') return and(lte(tournaments.startAt, moment), gte(tournaments.endAt, moment))!;
  return lt(tournaments.endAt, moment);
}

/**
 * A listed status as SQL, from its one definition in the domain, for the reader (a Global
 * tournament on their clock, as the badge and the join panel read it).
 */
function isListedStatus(status: ListedStatus, reading: StatusReading): SQL {
  return or(
    ...LISTED_STATUS_DEFINITION[status].map((part) =>
      and(
        eq(tournaments.status, part.serverStatus),
        part.window ? inWindow(part.window, reading) : undefined,
      ),
    ),
  )!;
}

function byDisplayedStatus(status: TournamentListQuery['status'] & string, reading: StatusReading): SQL {
  // Drafts are listed by their own call; deleted tournaments never.
  if (status === 'Draft' || status === 'Deleted') return sql`false`;
  return isListedStatus(status, reading);
}

/**
 * The feed's counters (spec §3 Tournament counters) over the tournaments the list's filters of
 * place, species and time lapse keep, each status as the list's status filter means it (issue 31);
 * `ready`: Active with uploads closed (ready to be judged).
 */
export async function countTournaments(
  deps: TournamentsDeps,
  query: TournamentCountersQuery,
): Promise<TournamentCounters> {
  const now = deps.now();
  const reading = readingAt(now, query.timeZone ?? 'UTC');
  const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})::int`;
  const active = eq(tournaments.status, 'Active');
  const [row] = await deps.db
    .select({
      Active: countWhere(isListedStatus('Active', reading)),
      Finished: countWhere(isListedStatus('Finished', reading)),
      current: countWhere(isListedStatus('Current', reading)),
      upcoming: countWhere(isListedStatus('Active', reading)),
      past: countWhere(and(active, inWindow('afterEnd', reading))),
      ready: countWhere(and(active, isNotNull(tournaments.uploadsClosedAt))),
      Canceled: countWhere(isListedStatus('Canceled', reading)),
    })
    .from(tournaments)
    .where(
      and(
        inArray(tournaments.status, ['Active', 'Finished', 'Canceled']),
        placeAndTimeFilters(deps.db, query, now),
      ),
    );
  return row!;
}
