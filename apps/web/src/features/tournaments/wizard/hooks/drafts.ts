import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TournamentDraftDto, TournamentDraftInput, TournamentDto } from '@tightlines/domain';
import { apiRequest } from '../../../../api/client';
import { queryKeys } from '../../../../api/query-keys';

/** One of the organiser's drafts, to resume (spec §7 drafts: get by UUID). */
export function fetchDraft(uuid: string, signal?: AbortSignal): Promise<TournamentDraftDto> {
  return apiRequest<TournamentDraftDto>(`/tournaments/drafts/${encodeURIComponent(uuid)}`, { signal });
}

export const draftQuery = (uuid: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.draft(uuid),
    queryFn: ({ signal }) => fetchDraft(uuid, signal),
    // The wizard holds the draft from then on: it is read once, never refetched under the organiser's typing.
    staleTime: Infinity,
    retry: false,
  });

/** The draft at `uuid` (nothing fetched while `uuid` is null). */
export function useDraft(uuid: string | null) {
  return useQuery({ ...draftQuery(uuid ?? ''), enabled: uuid !== null });
}

/** Saves the wizard as it stands (spec §4: a new draft without UUID, else replaces it); answers the draft. */
export function saveDraft(input: TournamentDraftInput): Promise<TournamentDraftDto> {
  return apiRequest<TournamentDraftDto>('/tournaments/drafts', { method: 'PUT', body: input });
}

/** Publishes the tournament (spec §4 create flow, all done by the server); answers it. */
export function publishTournament(input: TournamentDraftInput): Promise<TournamentDto> {
  return apiRequest<TournamentDto>('/tournaments', { method: 'POST', body: input });
}

/**
 * Saves the wizard as a draft; the saved draft is kept as the one to resume, and the organiser's
 * drafts everywhere are refreshed (`tournaments`, api/data-changes.ts).
 */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: (saved) => client.setQueryData(queryKeys.tournaments.draft(saved.UUID), saved),
    meta: { changes: ['tournaments'] },
  });
}

/** Publishes the tournament; every tournament read is refreshed before it resolves. */
export function usePublishTournament() {
  return useMutation({ mutationFn: publishTournament, meta: { changes: ['tournaments'] } });
}
