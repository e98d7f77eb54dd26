import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type Session, type SessionPage } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export function fetchMySessions(cursor: string | null, signal?: AbortSignal): Promise<SessionPage> {
  return apiRequest<SessionPage>('/sessions/mine', {
    query: { limit: PAGE_SIZE, cursor: cursor ?? undefined },
    signal,
  });
}

/** The signed-in user's sessions (hidden ones included) with their logs, 10 a page. */
export function useMySessions() {
  return useInfiniteQuery({
    queryKey: queryKeys.sessions.mine(),
    queryFn: ({ pageParam, signal }) => fetchMySessions(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.items.length < PAGE_SIZE ? null : page.nextCursor),
    select: (data): Session[] => data.pages.flatMap((page) => page.items),
  });
}
