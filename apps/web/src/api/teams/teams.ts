import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  TeamDto,
  TeamInput,
  TeamListDto,
  TeamRegistrationInput,
  TeamRegistrationResultDto,
  TeamUpdate,
  TeamVerificationDto,
  TeamVerifyInput,
  TournamentTeamsDto,
} from '@tightlines/domain';
import { apiRequest } from '../client';
import { queryKeys } from '../query-keys';

const teamPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}`;

/**
 * Teams (issue 38): My Profile's teams and the registration wizard read and change them through
 * these hooks; a tournament's page reads its registered teams.
 */

/** The teams I own or belong to. */
export function useMyTeams(enabled = true) {
  return useQuery({
    queryKey: queryKeys.teams.mine(),
    queryFn: ({ signal }) => apiRequest<TeamListDto>('/teams/mine', { signal }).then((list) => list.items),
    enabled,
  });
}

/** The teams registered for a tournament and who fishes in each. */
export function useTournamentTeams(tournamentId: string | null) {
  return useQuery({
    queryKey: queryKeys.teams.ofTournament(tournamentId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TournamentTeamsDto>(`/tournaments/${encodeURIComponent(tournamentId!)}/teams`, {
        signal,
      }).then((list) => list.items),
    enabled: !!tournamentId,
  });
}

/** Creates a team, or edits one (its owner) when `teamId` is given. */
export function useSaveTeam() {
  return useMutation({
    mutationFn: ({ teamId, input }: { teamId?: string; input: TeamInput | TeamUpdate }) =>
      apiRequest<TeamDto>(teamId ? teamPath(teamId) : '/teams', {
        method: teamId ? 'PATCH' : 'POST',
        body: input,
      }),
    meta: { changes: ['teams'] },
  });
}

/** Leaves a team, or declines being added to it. */
export function useLeaveTeam() {
  return useMutation({
    mutationFn: ({ teamId, declined }: { teamId: string; declined: boolean }) =>
      apiRequest<null>(`${teamPath(teamId)}/${declined ? 'decline' : 'leave'}`, { method: 'POST', body: {} }),
    meta: { changes: ['teams'] },
  });
}

/** The owner removes a member. */
export function useRemoveTeamMember() {
  return useMutation({
    mutationFn: ({ teamId, userId }: { teamId: string; userId: string }) =>
      apiRequest<TeamDto>(`${teamPath(teamId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    meta: { changes: ['teams'] },
  });
}

/** Verifies the marked members against the tournament's locations (spec §7). */
export function useVerifyTeam() {
  return useMutation({
    mutationFn: ({ teamId, input }: { teamId: string; input: TeamVerifyInput }) =>
      apiRequest<TeamVerificationDto>(`${teamPath(teamId)}/verify`, { method: 'POST', body: input }),
  });
}

/** Registers a team: at once (free) or a checkout to pay (paid). */
export function useRegisterTeam() {
  return useMutation({
    mutationFn: (input: TeamRegistrationInput) =>
      apiRequest<TeamRegistrationResultDto>('/team-registrations', { method: 'POST', body: input }),
    meta: { changes: ['teams', 'tournamentEntries'] },
  });
}
