import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type {
  JoinResult,
  JoinTournamentInput,
  LeaveResult,
  LeaveTournamentInput,
  MemberPage,
  TournamentCounters,
  TournamentDraftDto,
  TournamentDto,
  TournamentPage,
  TournamentStatus,
  TournamentStatusInput,
} from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { useAuth } from '../../../app/auth/auth-context';
import type { PlaceFilters } from '../../../ui/place-filters-panel';
import { viewerTimeZone } from '../tournament-format';

/** The feed's filters (spec §2 Tournaments): location, species, time lapse around today, status. */
export interface TournamentFilters extends PlaceFilters {
  status: TournamentStatus | null;
  /** One club's tournaments (issue 37). */
  clubId: string | null;
}

/** Spec §9: the list opens on the annual window, everything else unfiltered. */
export const DEFAULT_FILTERS: TournamentFilters = {
  regionType: null,
  regionName: null,
  localityUUID: null,
  fishUUID: null,
  timeLapse: 'Annually',
  status: null,
  clubId: null,
};

export const TOURNAMENT_PAGE_SIZE = 10;

export function fetchTournamentPage(
  filters: TournamentFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TournamentPage> {
  return apiRequest<TournamentPage>('/tournaments', {
    query: {
      regionType: filters.regionType ?? undefined,
      regionName: filters.regionName ?? undefined,
      localityUUID: filters.localityUUID ?? undefined,
      fishUUID: filters.fishUUID ?? undefined,
      clubId: filters.clubId ?? undefined,
      timeLapse: filters.timeLapse,
      status: filters.status ?? undefined,
      // The zone the cards' badges read a Global tournament in: the status filter reads it there too.
      timeZone: viewerTimeZone(),
      limit: TOURNAMENT_PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
    signal,
  });
}

/** The feed as one reader sees it (the joined mark is theirs), keyset paged. */
export const tournamentFeedQuery = (email: string | null, filters: TournamentFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.tournaments.feed(email, filters),
    queryFn: ({ pageParam, signal }) => fetchTournamentPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: TournamentPage) => page.nextCursor,
  });

export function useTournamentFeed(filters: TournamentFilters) {
  const auth = useAuth();
  return useInfiniteQuery({
    ...tournamentFeedQuery(auth.user?.email ?? null, filters),
    // Read once the sign-in is settled, so the joined marks are the reader's.
    enabled: auth.status !== 'loading',
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

/** The counters of the tournaments the list's filters of place, species and time lapse keep. */
export function useTournamentCounters(filters: TournamentFilters) {
  return useQuery({
    queryKey: queryKeys.tournaments.counters(filters),
    queryFn: ({ signal }) =>
      apiRequest<TournamentCounters>('/tournaments/counters', {
        query: {
          regionType: filters.regionType ?? undefined,
          regionName: filters.regionName ?? undefined,
          localityUUID: filters.localityUUID ?? undefined,
          fishUUID: filters.fishUUID ?? undefined,
          clubId: filters.clubId ?? undefined,
          timeLapse: filters.timeLapse,
          timeZone: viewerTimeZone(),
        },
        signal,
      }),
    // The last counts stay while the new filters' arrive: the tiles do not blink.
    placeholderData: keepPreviousData,
  });
}

/** The signed-in organiser's drafts, last saved first. */
export function useMyDrafts(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tournaments.drafts(),
    queryFn: ({ signal }) =>
      apiRequest<{ items: TournamentDraftDto[] }>('/tournaments/drafts', { signal }).then(
        (list) => list.items,
      ),
    enabled,
  });
}

export function useDeleteDraft() {
  return useMutation({
    mutationFn: (draftId: string) =>
      apiRequest<{ UUID: string }>(`/tournaments/drafts/${encodeURIComponent(draftId)}`, {
        method: 'DELETE',
      }),
    meta: { changes: ['tournaments'] },
  });
}

export const tournamentQuery = (email: string | null, uuid: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.detail(uuid, email),
    queryFn: ({ signal }) =>
      apiRequest<TournamentDto>(`/tournaments/${encodeURIComponent(uuid)}`, { signal }),
  });

/** One tournament as the reader sees it (joined, organiser, judge). */
export function useTournament(uuid: string | null) {
  const auth = useAuth();
  return useQuery({
    ...tournamentQuery(auth.user?.email ?? null, uuid ?? ''),
    enabled: uuid !== null && auth.status !== 'loading',
  });
}

/** Who joined, for the organiser, the judges and the members (the server refuses anyone else). */
export function useTournamentMembers(uuid: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.tournaments.members(uuid),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<MemberPage>(`/tournaments/${encodeURIComponent(uuid)}/members`, {
        query: { limit: TOURNAMENT_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
    enabled,
  });
}

/**
 * Joins with the terms accepted: free joins at once, paid answers the checkout to go to. A tournament
 * joined while it runs is among the tournaments on now at once (`tournamentEntries`).
 */
export function useJoinTournament(uuid: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<JoinResult>(`/tournaments/${encodeURIComponent(uuid)}/join`, {
        method: 'POST',
        // The zone the join panel read the tournament's dates in: the server reads them there too.
        body: {
          acceptedTerms: true,
          activitySourceName: 'Website',
          timeZone: viewerTimeZone(),
        } satisfies JoinTournamentInput,
      }),
    meta: { changes: ['tournamentEntries'] },
  });
}

/** Leaves a tournament before its start; the server refunds by the organiser's rule. */
export function useLeaveTournament(uuid: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<LeaveResult>(`/tournaments/${encodeURIComponent(uuid)}/leave`, {
        method: 'POST',
        body: { activitySourceName: 'Website' } satisfies LeaveTournamentInput,
      }),
    meta: { changes: ['tournamentEntries'] },
  });
}

/** What an organiser may do to their tournament (the domain's ORGANISER_STATUS_ACTIONS). */
export type OrganiserAction = TournamentStatusInput['statusName'];

/** The organiser deletes, cancels or finishes their tournament (the server checks it is theirs). */
export function useSetTournamentStatus(uuid: string) {
  return useMutation({
    mutationFn: (statusName: OrganiserAction) =>
      apiRequest<TournamentDto | null>(`/tournaments/${encodeURIComponent(uuid)}`, {
        method: 'PUT',
        body: { statusName, activitySourceName: 'Website' } satisfies TournamentStatusInput,
      }),
    meta: { changes: ['tournaments'] },
  });
}
