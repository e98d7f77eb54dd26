import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export function fetchProfile(email: string, signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>(`/users/${encodeURIComponent(email)}/profile`, { signal });
}

export const profileQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.profile.detail(email),
    queryFn: ({ signal }) => fetchProfile(email, signal),
  });

/** A profile as the signed-in user may read it (all of it when it is their own). */
export function useProfile(email: string) {
  return useQuery(profileQuery(email));
}
