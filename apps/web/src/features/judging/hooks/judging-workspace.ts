import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CatchComment,
  CatchCommentInput,
  CatchDecisionInput,
  CatchStatusFilter,
  JudgingCatch,
  JudgingCatchPage,
  JudgingNote,
  JudgingNoteInput,
  JudgingOverview,
  OfficialResults,
} from '@tightlines/domain';
import { applyJudgement, judgedStatusOf, moveLogCounters } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { judgingPaths } from './judging-paths';

/** The judging feed's filters (spec §2): boat, team (issue 38), status, the day. */
export interface CatchFilters {
  boatId: string | null;
  teamId: string | null;
  status: CatchStatusFilter | null;
  date: string | null;
}

export const DEFAULT_CATCH_FILTERS: CatchFilters = { boatId: null, teamId: null, status: null, date: null };

export const CATCH_PAGE_SIZE = 10;

export const judgingOverviewQuery = (tournamentId: string) =>
  queryOptions({
    queryKey: queryKeys.judging.overview(tournamentId),
    queryFn: ({ signal }) => apiRequest<JudgingOverview>(judgingPaths.overview(tournamentId), { signal }),
  });

/** The workspace's header: the tournament, its counters and summary, the checklist, the boats and teams. */
export function useJudgingOverview(tournamentId: string) {
  return useQuery(judgingOverviewQuery(tournamentId));
}

export const judgingCatchesQuery = (tournamentId: string, filters: CatchFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.judging.catches(tournamentId, filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<JudgingCatchPage>(judgingPaths.catches(tournamentId), {
        query: {
          boatId: filters.boatId ?? undefined,
          teamId: filters.teamId ?? undefined,
          status: filters.status ?? undefined,
          date: filters.date ?? undefined,
          limit: CATCH_PAGE_SIZE,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: JudgingCatchPage) => page.nextCursor,
  });

/** The tournament's catches under the filters, keyset paged. */
export function useJudgingCatches(tournamentId: string, filters: CatchFilters) {
  return useInfiniteQuery({
    ...judgingCatchesQuery(tournamentId, filters),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

/** A catch's status as the counters count it (a pending catch without video is Invalid). */
export function countedStatusOf(item: JudgingCatch) {
  return judgedStatusOf(item.decision.status, item.videos.length);
}

/**
 * Saves a decision on a catch with the version the judge saw; `onSaved` hears of it. On success the counters and the
 * summary move at once as spec §4 says (the shared rules), then every judging read is refreshed
 * (`judging`, api/data-changes.ts); a 409 (another judge saved first) arrives as an AppError whose
 * details carry the fresh catch.
 */
export function useDecideCatch(tournamentId: string, onSaved?: (saved: JudgingCatch) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, input }: { item: JudgingCatch; input: CatchDecisionInput }) =>
      apiRequest<JudgingCatch>(judgingPaths.decision(tournamentId, item.catchId), {
        method: 'PUT',
        body: input,
      }),
    meta: { changes: ['judging'] },
    // Here, not in mutate's callbacks: these run even when the judge has already moved on to the
    // next catch (its panel gone), so a saved catch never stays marked unsaved; and before the
    // refresh, so the form takes the saved decision at once.
    onSuccess: (saved, { item }) => {
      onSaved?.(saved);
      const from = countedStatusOf(item);
      const to = countedStatusOf(saved);
      client.setQueryData(
        queryKeys.judging.overview(tournamentId),
        (overview: JudgingOverview | undefined) =>
          overview
            ? {
                ...overview,
                counters: moveLogCounters(overview.counters, from, to),
                summary: applyJudgement(overview.summary, from, to),
              }
            : overview,
      );
    },
  });
}

/** Pins a note to a moment of one of the catch's videos. */
export function useAddNote(tournamentId: string, catchId: string) {
  return useMutation({
    mutationFn: (input: JudgingNoteInput) =>
      apiRequest<JudgingNote>(judgingPaths.notes(tournamentId, catchId), { method: 'POST', body: input }),
    meta: { changes: ['judging'] },
  });
}

/** Comments on a catch; its angler reads the comment on their catch. */
export function useAddComment(tournamentId: string, catchId: string) {
  return useMutation({
    mutationFn: (input: CatchCommentInput) =>
      apiRequest<CatchComment>(judgingPaths.comments(tournamentId, catchId), { method: 'POST', body: input }),
    meta: { changes: ['judging'] },
  });
}

/** Finishes judging: the results become official; every judging and tournament read is refreshed. */
export function useFinishJudging(tournamentId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<OfficialResults>(judgingPaths.finish(tournamentId), { method: 'POST', body: {} }),
    meta: { changes: ['judging', 'tournaments'] },
  });
}
