import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export function fetchSession(uuid: string, signal?: AbortSignal): Promise<Session> {
  return apiRequest<Session>(`/sessions/${encodeURIComponent(uuid)}`, { signal });
}

export const sessionQuery = (uuid: string) =>
  queryOptions({
    queryKey: queryKeys.sessions.detail(uuid),
    queryFn: ({ signal }) => fetchSession(uuid, signal),
  });

/** One session with its fish logs, fetched when its log details are expanded. */
export function useSession(uuid: string, enabled: boolean) {
  return useQuery({ ...sessionQuery(uuid), enabled });
}
