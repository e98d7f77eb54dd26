import {
  AppError,
  daysOf,
  rankingPeriod,
  rankingToday,
  rankingWaterType,
  type RankingPageDto,
  type RankingPeriod,
  type RankingQuery,
} from '@tightlines/domain';
import { clubExists, currentClubMemberIds } from '../clubs';
import { pictureUrls } from '../media';
import { ANY, localityPlace, regionPlace } from './counters';
import type { RankingsDeps } from './deps';
import { publicNameOf, toRankingEntryDto, type RankedSubjectView } from './presenter';
import {
  boatsOf,
  localityInRegion,
  peopleOf,
  pointsPerDay,
  rankedFromDays,
  rankedFromTotals,
  regionExists,
  speciesExists,
  type DaysFilter,
  type RankedRow,
} from './repo';

/** VALIDATION naming the species, region, locality or club that is not there. */
async function requireKnownFilters(deps: RankingsDeps, query: RankingQuery): Promise<void> {
  const fields: string[] = [];
  if (query.club && !(await clubExists(deps.db, query.club))) fields.push('club');
  if (query.species && !(await speciesExists(deps.db, query.species))) fields.push('species');
  if (query.location !== 'global' && query.region && !(await regionExists(deps.db, query.region))) {
    fields.push('region');
  } else if (
    query.location === 'local' &&
    query.locality &&
    !(await localityInRegion(deps.db, query.locality, query.region!))
  ) {
    fields.push('locality');
  }
  if (fields.length) throw new AppError('VALIDATION', { details: { fields } });
}

/** A club's leaderboard ranks its members at the time of reading (issue 37 point 3). */
const clubOf = (deps: RankingsDeps, query: RankingQuery) =>
  query.club ? currentClubMemberIds(deps.db, query.club, deps.now()) : undefined;

function daysFilterOf(deps: RankingsDeps, query: RankingQuery, period: RankingPeriod): DaysFilter {
  const water = rankingWaterType(query.water);
  return {
    category: query.category,
    start: period.start,
    end: period.end,
    speciesId: query.species,
    water: water === 'Both' ? undefined : water,
    region: query.location === 'global' ? undefined : query.region,
    locality: query.location === 'local' ? query.locality : undefined,
    verifiedOnly: query.verified,
    club: clubOf(deps, query),
  };
}

/** A page of the ranking `query` asks for: monthly and annual from their totals, daily and weekly from the days. */
function rankedPage(
  deps: RankingsDeps,
  query: RankingQuery,
  period: RankingPeriod,
  offset: number,
  limit: number,
) {
  if (query.range === 'daily' || query.range === 'weekly') {
    return rankedFromDays(deps.db, daysFilterOf(deps, query, period), offset, limit);
  }
  const water = rankingWaterType(query.water);
  const place =
    query.location === 'local'
      ? localityPlace(query.locality!)
      : query.location === 'regional'
        ? regionPlace(query.region!)
        : ANY;
  return rankedFromTotals(
    deps.db,
    {
      category: query.category,
      period: query.range === 'monthly' ? 'month' : 'year',
      periodStart: period.start,
      species: query.species ?? ANY,
      water: water === 'Both' ? ANY : water,
      place,
      verifiedOnly: query.verified,
      club: clubOf(deps, query),
    },
    offset,
    limit,
  );
}

async function subjectsOf(deps: RankingsDeps, category: RankingQuery['category'], ids: string[]) {
  const views = new Map<string, RankedSubjectView>();
  if (category === 'boats') {
    for (const boat of await boatsOf(deps.db, ids)) {
      views.set(boat.id, { name: boat.name, picture: boat.picture, related: boat.captains });
    }
  } else {
    for (const person of await peopleOf(deps.db, ids)) {
      views.set(person.id, {
        name: publicNameOf(person),
        picture: person.picture,
        related: category === 'captains' ? person.captainOf : [],
      });
    }
  }
  return views;
}

/** The leader's cumulative points at the end of each day of the period. */
async function leaderSeriesOf(
  deps: RankingsDeps,
  query: RankingQuery,
  period: RankingPeriod,
  leader: RankedRow,
) {
  const perDay = new Map(
    (await pointsPerDay(deps.db, daysFilterOf(deps, query, period), leader.subjectId)).map((row) => [
      row.day,
      row.points,
    ]),
  );
  let total = 0;
  return daysOf(period).map((day) => {
    total += perDay.get(day) ?? 0;
    return { day, points: total };
  });
}

/**
 * A ranking (issue 36, spec §2 Ranking): who scored most in the period that holds `date` (today in
 * the reader's zone by default), filtered by species, water type and place, verified catches only
 * on request, a club's members only on its page. Read from the counters, never by adding up the
 * logs. A page past the end is empty. VALIDATION naming an unknown filter.
 */
export async function listRankings(deps: RankingsDeps, query: RankingQuery): Promise<RankingPageDto> {
  await requireKnownFilters(deps, query);
  const period = rankingPeriod(query.range, query.date ?? rankingToday(deps.now(), query.timeZone));
  const rows = await rankedPage(deps, query, period, query.offset, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const leader = query.offset === 0 ? page[0] : (await rankedPage(deps, query, period, 0, 1))[0];
  const subjects = await subjectsOf(
    deps,
    query.category,
    page.map((row) => row.subjectId),
  );
  const shown = page.filter((row) => subjects.has(row.subjectId));
  const pictureUrl = await pictureUrls(
    deps.storage,
    shown.map((row) => subjects.get(row.subjectId)!.picture),
  );
  return {
    period,
    entries: shown.map((row) => toRankingEntryDto(row, subjects.get(row.subjectId)!, pictureUrl)),
    hasMore: rows.length > query.limit,
    leaderSeries: leader ? await leaderSeriesOf(deps, query, period, leader) : [],
  };
}
