import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type Session, type SessionPage } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { useAuth } from '../../../app/auth/auth-context';
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

/**
 * The feed as `email` sees it (null: a guest). The server answers each reader differently (a guest
 * gets the last 7 days, spec §6), so each has their own cache entry: signing in or out reads the
 * feed again instead of keeping the other reader's pages.
 */
export const homeSessionsQuery = (email: string | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.sessions.homeOf(email),
    queryFn: ({ pageParam, signal }) => fetchHomePage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  });

/**
 * The feed of whoever is signed in. It waits while the sign-in is being settled (a returning sign-in
 * or a stored session being checked): read then, it would be read with or without the session's
 * cookies depending on which request ends first, and kept under the wrong reader.
 */
export function useHomeSessions() {
  const auth = useAuth();
  return useInfiniteQuery({
    ...homeSessionsQuery(auth.user?.email ?? null),
    enabled: auth.status !== 'loading',
    select: (data) => mergePages(data.pages),
  });
}
