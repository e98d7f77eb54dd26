import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ClubDto,
  ClubInput,
  ClubRequestResultDto,
  MyClubsDto,
  TournamentPage,
} from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** While a request waits for the job, my clubs are asked again this often (the job takes seconds). */
const PENDING_POLL_MS = 2_000;

const clubPath = (clubId: string) => `/clubs/${encodeURIComponent(clubId)}`;

const hasPending = (data: MyClubsDto | undefined) => !!data?.mine.some((club) => club.mine?.pendingRequest);

/** /myclubs: my clubs and the others; read again while a request of mine waits for the job. */
export function useMyClubs() {
  return useQuery({
    queryKey: queryKeys.clubs.mine(),
    queryFn: ({ signal }) => apiRequest<MyClubsDto>('/clubs/mine', { signal }),
    refetchInterval: (query) => (hasPending(query.state.data) ? PENDING_POLL_MS : false),
  });
}

/** One club (its page). */
export function useClub(clubId: string) {
  return useQuery({
    queryKey: queryKeys.clubs.detail(clubId),
    queryFn: ({ signal }) => apiRequest<ClubDto>(clubPath(clubId), { signal }),
    refetchInterval: (query) => (query.state.data?.mine?.pendingRequest ? PENDING_POLL_MS : false),
  });
}

/** Follows or unfollows a club at once. */
export function useFollowClub() {
  return useMutation({
    mutationFn: ({ clubId, follow }: { clubId: string; follow: boolean }) =>
      apiRequest<ClubDto>(`${clubPath(clubId)}/follow`, { method: follow ? 'PUT' : 'DELETE' }),
    meta: { changes: ['clubs'] },
  });
}

/** Asks to join (a quantity for a paid club), renew or leave: a request for the job, or a checkout. */
export function useClubRequest() {
  return useMutation({
    mutationFn: ({
      clubId,
      action,
      quantity,
    }: {
      clubId: string;
      action: 'join' | 'renew' | 'leave';
      quantity?: number;
    }) =>
      apiRequest<ClubRequestResultDto>(`${clubPath(clubId)}/${action}`, {
        method: 'POST',
        body: action === 'leave' ? {} : { quantity: quantity ?? 1 },
      }),
    meta: { changes: ['clubs'] },
  });
}

/** Creates a club (`clubId` null) or edits one (CLUB_ADMIN). */
export function useSaveClub() {
  return useMutation({
    mutationFn: ({ clubId, input }: { clubId: string | null; input: ClubInput }) =>
      clubId
        ? apiRequest<ClubDto>(clubPath(clubId), { method: 'PATCH', body: input })
        : apiRequest<ClubDto>('/clubs', { method: 'POST', body: input }),
    meta: { changes: ['clubs'] },
  });
}

/** A club's tournaments within a year of today, newest start first (its page splits upcoming and past). */
export function useClubTournaments(clubId: string) {
  return useQuery({
    queryKey: queryKeys.tournaments.ofClub(clubId),
    queryFn: ({ signal }) =>
      apiRequest<TournamentPage>('/tournaments', {
        query: { clubId, timeLapse: 'Annually', limit: 50 },
        signal,
      }).then((page) => page.items),
  });
}
