import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type Session, type SessionPage } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export function fetchHomePage(cursor: string | null, signal?: AbortSignal): Promise<SessionPage> {
  return apiRequest<SessionPage>('/sessions/home', {
    query: { limit: PAGE_SIZE, cursor: cursor ?? undefined },
    signal,
  });
}

/** Spec §4: the feed ends when a page returns fewer than 10 items. */
export function nextCursorOf(page: SessionPage): string | null {
  return page.items.length < PAGE_SIZE ? null : page.nextCursor;
}

/** Pages merged newest first without duplicates by UUID (spec §4). */
export function mergePages(pages: readonly SessionPage[]): Session[] {
  const seen = new Set<string>();
  const merged: Session[] = [];
  for (const item of pages.flatMap((page) => page.items)) {
    if (seen.has(item.UUID)) continue;
    seen.add(item.UUID);
    merged.push(item);
  }
  return merged;
}

export const homeSessionsQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.sessions.home(),
    queryFn: ({ pageParam, signal }) => fetchHomePage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  });

export function useHomeSessions() {
  return useInfiniteQuery({ ...homeSessionsQuery(), select: (data) => mergePages(data.pages) });
}
