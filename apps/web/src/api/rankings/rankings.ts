import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
// Types only from the ranking's schemas: their module holds zod, which the home page (the widget)
// must not load; the address is read back by the ranking page (features/ranking).
import {
  RANKING_PAGE_SIZE,
  RANKING_WIDGET_SIZE,
  type RankingCategory,
  type RankingLocation,
  type RankingPageDto,
  type RankingRangeValue,
  type RankingWater,
} from '@tightlines/domain';
import { viewerTimeZone } from '../../ui/format-date';
import { apiRequest } from '../client';
import { queryKeys } from '../query-keys';

/**
 * What a ranking shows (issue 36), named as in `GET /api/rankings` and in the page's address
 * (`/ranking?category=…&range=…`): null is "not filtered" (no species, no region, today's period).
 */
export interface RankingFilter {
  category: RankingCategory;
  range: RankingRangeValue;
  /** A day (YYYY-MM-DD) inside the period; null: the period around the viewer's today. */
  date: string | null;
  species: string | null;
  water: RankingWater;
  location: RankingLocation;
  region: string | null;
  locality: string | null;
  verified: boolean;
  /** A club's id: its leaderboard, of its current members and their boats (issue 37); null: everyone. */
  club: string | null;
}

/** Spec §9: Top Boats, annually, all water types, everywhere, every catch. */
export const DEFAULT_RANKING_FILTER: RankingFilter = {
  category: 'boats',
  range: 'annually',
  date: null,
  species: null,
  water: 'all',
  location: 'global',
  region: null,
  locality: null,
  verified: false,
  club: null,
};

/** The home and My Profile widget (spec §9): the current year's boats, both water types. */
export const WIDGET_RANKING_FILTER: RankingFilter = DEFAULT_RANKING_FILTER;

/**
 * The address's query of a filter and page: the category, range and water always (the widget's
 * link, `?category=boats&range=annually&water=all`), the rest only when set.
 */
export function rankingToParams(filter: RankingFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams({ category: filter.category, range: filter.range });
  if (filter.date) params.set('date', filter.date);
  if (filter.species) params.set('species', filter.species);
  params.set('water', filter.water);
  if (filter.location !== 'global') params.set('location', filter.location);
  if (filter.location !== 'global' && filter.region) params.set('region', filter.region);
  if (filter.location === 'local' && filter.locality) params.set('locality', filter.locality);
  if (filter.verified) params.set('verified', 'true');
  if (filter.club) params.set('club', filter.club);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The path of the ranking page showing `filter` (page 1). */
export const rankingPath = (filter: RankingFilter): string =>
  `/ranking?${rankingToParams(filter).toString()}`;

export function fetchRanking(
  filter: RankingFilter,
  page: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<RankingPageDto> {
  return apiRequest<RankingPageDto>('/rankings', {
    query: {
      category: filter.category,
      range: filter.range,
      date: filter.date ?? undefined,
      // Without a date, the period is the one around the viewer's today, in the viewer's zone.
      timeZone: filter.date ? undefined : viewerTimeZone(),
      species: filter.species ?? undefined,
      water: filter.water,
      location: filter.location,
      region: filter.location !== 'global' ? (filter.region ?? undefined) : undefined,
      locality: filter.location === 'local' ? (filter.locality ?? undefined) : undefined,
      verified: filter.verified ? true : undefined,
      club: filter.club ?? undefined,
      offset: page.offset,
      limit: page.limit,
    },
    signal,
  });
}

/** One page of a ranking (1-based, `RANKING_PAGE_SIZE` entries, spec §9). */
export const rankingQuery = (filter: RankingFilter, page: number, limit = RANKING_PAGE_SIZE) => {
  const slice = { offset: (page - 1) * limit, limit };
  return queryOptions({
    queryKey: queryKeys.rankings.page({ ...filter, ...slice }),
    queryFn: ({ signal }) => fetchRanking(filter, slice, signal),
  });
};

/** A page of the ranking; the page before stays shown while the next loads. */
export function useRanking(filter: RankingFilter, page: number) {
  return useQuery({ ...rankingQuery(filter, page), placeholderData: keepPreviousData });
}

/** A widget's five entries (spec §9): home's and My Profile's top boats, or a club's leaderboard. */
export function useRankingWidget(filter: RankingFilter = WIDGET_RANKING_FILTER) {
  return useQuery({ ...rankingQuery(filter, 1, RANKING_WIDGET_SIZE), placeholderData: keepPreviousData });
}
