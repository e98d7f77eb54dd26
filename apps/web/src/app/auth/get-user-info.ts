import { queryOptions } from '@tanstack/react-query';
import { timings, type UserInfo } from '@tightlines/domain';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The user info the app reads at start (spec §3): `result[0]` of GET /api/users?userEmail=. */
export async function fetchUserInfo(email: string, signal?: AbortSignal): Promise<UserInfo> {
  const result = await apiRequest<UserInfo[]>('/users', { query: { userEmail: email }, signal });
  const info = result[0];
  if (!info) throw new Error('no user info');
  return info;
}

/**
 * The signed-in user's info, refreshed every 120 s while the page is shown (spec §4) and whenever
 * a write changes it (api/data-changes.ts): names, role, permissions, picture, locality and units.
 */
export const userInfoQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.users.info(email),
    queryFn: ({ signal }) => fetchUserInfo(email, signal),
    refetchInterval: timings.userInfoRefreshMs,
    // Fresh until the next refresh: a page mounting it reads the cache, not the server.
    staleTime: timings.userInfoRefreshMs,
  });
