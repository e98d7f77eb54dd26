import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentDraftDto, TournamentDraftInput, TournamentDto } from '@tightlines/domain';
import { apiRequest } from '../../../../api/client';

/** The wizard's query keys, under the tournaments' (so refreshing the tournaments refreshes them too). */
export const wizardKeys = {
  tournaments: () => ['tournaments'] as const,
  draft: (uuid: string) => ['tournaments', 'drafts', uuid] as const,
};

/** One of the organiser's drafts, to resume (spec §7 drafts: get by UUID). */
export function fetchDraft(uuid: string, signal?: AbortSignal): Promise<TournamentDraftDto> {
  return apiRequest<TournamentDraftDto>(`/tournaments/drafts/${encodeURIComponent(uuid)}`, { signal });
}

export const draftQuery = (uuid: string) =>
  queryOptions({
    queryKey: wizardKeys.draft(uuid),
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
