import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatchJudging, FishingNowList, ObjectOfTheDay } from '@tightlines/domain';
import { apiRequest } from '../client';
import { queryKeys } from '../query-keys';

/** A minute: a new tournament day reveals a new object, so the answers stay fresh. */
const FRESH_MS = 60_000;

export function fetchFishingNow(signal?: AbortSignal): Promise<FishingNowList> {
  return apiRequest<FishingNowList>('/tournaments/fishing-now', { signal });
}

/** GET /api/tournaments/fishing-now: the tournaments the signed-in user may log a session in now. */
export const fishingNowQuery = () =>
  queryOptions({
    queryKey: queryKeys.tournamentCatches.fishingNow(),
    queryFn: ({ signal }) => fetchFishingNow(signal),
    select: (list) => list.items,
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
  });

/** The tournaments on now for the signed-in user (`enabled` only when someone is signed in). */
export function useFishingNow(enabled: boolean) {
  return useQuery({ ...fishingNowQuery(), enabled });
}

/**
 * GET /api/tournaments/{id}/object-of-the-day: today's object (null before the day starts). The
 * server refuses anyone outside the tournament (403), which is not retried; `enabled` only for a
 * signed-in user.
 */
export function useObjectOfTheDay(tournamentId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tournamentCatches.objectOfTheDay(tournamentId),
    queryFn: ({ signal }) =>
      apiRequest<ObjectOfTheDay | null>(`/tournaments/${tournamentId}/object-of-the-day`, { signal }),
    enabled,
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
    retry: false,
  });
}

/**
 * GET /api/catches/{id}/judging: what the catch's angler sees of its judging (status, points, the
 * refusal reason, the judges' comments). 404 for a catch outside a tournament, not retried.
 */
export function useCatchJudging(catchId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tournamentCatches.judging(catchId),
    queryFn: ({ signal }) =>
      apiRequest<CatchJudging>(`/catches/${encodeURIComponent(catchId)}/judging`, { signal }),
    enabled,
    retry: false,
    staleTime: FRESH_MS,
  });
}
