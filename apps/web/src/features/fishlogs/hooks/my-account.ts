import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Boat } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { useAuth } from '../../../app/auth/auth-context';
import { DEFAULT_UNITS, type DisplayUnits } from '../../../ui/units';

/**
 * The signed-in user's preferred length and weight units and temperature scale, from their user
 * info (refreshed with it).
 */
export function useMyUnits(): DisplayUnits {
  return useAuth().user?.units ?? DEFAULT_UNITS;
}

export function fetchMyBoats(signal?: AbortSignal): Promise<Boat[]> {
  return apiRequest<Boat[]>('/boats', { signal });
}

/** GET /api/boats; saving or deleting a boat refreshes it (api/data-changes.ts). */
export const myBoatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.boats.mine(),
    queryFn: ({ signal }) => fetchMyBoats(signal),
    select: (boats) => boats.filter((boat) => boat.isCurrentUserBoat),
  });

/** The boats a session may name: the caller's own. */
export function useMyBoats() {
  return useQuery(myBoatsQuery());
}
