import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubListDto } from '@tightlines/domain';
import { apiRequest } from '../client';
import { queryKeys } from '../query-keys';

/**
 * Every club, by name (issue 37): My Clubs' directory, the wizard's club section and the tournament
 * list's club filter read the same list.
 */
export const clubListQuery = () =>
  queryOptions({
    queryKey: queryKeys.clubs.list(),
    queryFn: ({ signal }) => apiRequest<ClubListDto>('/clubs', { signal }).then((list) => list.items),
  });

/** The list, read once `enabled` (the wizard asks only when club-only is chosen). */
export function useClubList(enabled = true) {
  return useQuery({ ...clubListQuery(), enabled });
}
