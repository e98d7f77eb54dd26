import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleName } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export function fetchRoles(signal?: AbortSignal): Promise<{ roleName: RoleName }[]> {
  return apiRequest<{ roleName: RoleName }[]>('/roles', { signal });
}

/** The roles a new account may take (spec §5 "Register"). */
export const rolesQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.roles(),
    queryFn: ({ signal }) => fetchRoles(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useRoles() {
  return useQuery(rolesQuery());
}
