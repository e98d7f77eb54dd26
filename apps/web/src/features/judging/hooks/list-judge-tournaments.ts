import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JudgeTournamentPage } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { useAuth } from '../../../app/auth/auth-context';
import type { PlaceFilters } from '../../../ui/place-filters-panel';
import { judgingPaths } from './judging-paths';

/** The judge list's filters (spec §2 Judge screens): location, species and the date range. */
export type JudgeTournamentFilters = PlaceFilters;

/** Spec §9: the judge list opens on the weekly window. */
export const DEFAULT_JUDGE_FILTERS: JudgeTournamentFilters = {
  regionType: null,
  regionName: null,
  localityUUID: null,
  fishUUID: null,
  timeLapse: 'Weekly',
};

export const JUDGE_PAGE_SIZE = 10;

export function fetchJudgeTournaments(
  filters: JudgeTournamentFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<JudgeTournamentPage> {
  return apiRequest<JudgeTournamentPage>(judgingPaths.tournaments(), {
    query: {
      regionType: filters.regionType ?? undefined,
      regionName: filters.regionName ?? undefined,
      localityUUID: filters.localityUUID ?? undefined,
      fishUUID: filters.fishUUID ?? undefined,
      timeLapse: filters.timeLapse,
      limit: JUDGE_PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
    signal,
  });
}

export const judgeTournamentsQuery = (email: string | null, filters: JudgeTournamentFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.judging.tournaments(email, filters),
    queryFn: ({ pageParam, signal }) => fetchJudgeTournaments(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: JudgeTournamentPage) => page.nextCursor,
  });

/** The tournaments the signed-in user judges, keyset paged. */
export function useJudgeTournaments(filters: JudgeTournamentFilters) {
  const auth = useAuth();
  return useInfiniteQuery({
    ...judgeTournamentsQuery(auth.user?.email ?? null, filters),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
