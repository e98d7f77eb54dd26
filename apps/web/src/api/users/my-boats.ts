import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Boat } from '@tightlines/domain';
import { apiRequest } from '../client';
import { queryKeys } from '../query-keys';

export function fetchMyBoats(signal?: AbortSignal): Promise<Boat[]> {
  return apiRequest<Boat[]>('/boats', { signal });
}

/** GET /api/boats, the caller's own; saving or deleting a boat refreshes it (api/data-changes.ts). */
export const myBoatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.boats.mine(),
    queryFn: ({ signal }) => fetchMyBoats(signal),
    select: (boats) => boats.filter((boat) => boat.isCurrentUserBoat),
  });

/** The boats the signed-in user owns: the ones a session or a team may name. */
export function useMyBoats() {
  return useQuery(myBoatsQuery());
}
