import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CaptaincyInvitation } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export function fetchCaptaincyInvitations(signal?: AbortSignal): Promise<CaptaincyInvitation[]> {
  return apiRequest<CaptaincyInvitation[]>('/boats/captaincy', { signal });
}

export const captaincyQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile.captaincy(),
    queryFn: ({ signal }) => fetchCaptaincyInvitations(signal),
  });

/** Boats whose owner named the signed-in user captain, waiting for their answer. */
export function useCaptaincyInvitations() {
  return useQuery(captaincyQuery());
}

/** Accepts or declines being captain of a boat; an accepted boat then shows among the user's boats. */
export function useAnswerCaptaincy() {
  return useMutation({
    mutationFn: ({ boatUUID, accept }: { boatUUID: string; accept: boolean }) =>
      apiRequest<{ boatUUID: string; accepted: boolean }>(
        `/boats/${encodeURIComponent(boatUUID)}/captaincy`,
        {
          method: 'PUT',
          body: { accept },
        },
      ),
    meta: { changes: ['boats'] },
  });
}
