import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { timings, type NotificationPageDto } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** A page of the signed-in user's notifications, newest first, with how many are unread. */
export function fetchNotifications(
  limit: number,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<NotificationPageDto> {
  return apiRequest<NotificationPageDto>('/notifications', { signal, query: { limit, cursor } });
}

export const notificationsQuery = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.list(pageSize),
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageSize, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The notifications modal's list, `pageSize` at a time ("more" asks for the next page). */
export function useNotifications(pageSize: number) {
  return useInfiniteQuery(notificationsQuery(pageSize));
}

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: queryKeys.notifications.unread(),
    queryFn: async ({ signal }) => (await fetchNotifications(1, undefined, signal)).unreadCount,
    // Read again as often as the user info, until something tells the tab sooner.
    refetchInterval: timings.userInfoRefreshMs,
  });

/** How many of the signed-in user's notifications are unread (the bell). */
export function useUnreadCount() {
  return useQuery(unreadCountQuery());
}
