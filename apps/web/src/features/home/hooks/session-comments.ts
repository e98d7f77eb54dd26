import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE, type Comment, type CommentPage } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { sessionKeys } from '../../../api/session-query-keys';

export function fetchComments(uuid: string, offset: number, signal?: AbortSignal): Promise<CommentPage> {
  return apiRequest<CommentPage>(`/comments/${encodeURIComponent(uuid)}`, {
    query: { offset, limit: COMMENTS_PAGE_SIZE },
    signal,
  });
}

/** A session's comments, 2 at a time (spec §9), fetched only once the list is opened. */
export function useSessionComments(uuid: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: sessionKeys.comments(uuid),
    queryFn: ({ pageParam, signal }) => fetchComments(uuid, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((total, page) => total + page.items.length, 0);
      return last.items.length < COMMENTS_PAGE_SIZE || loaded >= last.total ? undefined : loaded;
    },
    enabled,
  });
}

/** Posts a comment; the caller keeps the button disabled while it runs (one post at a time). */
export function useAddComment(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentText: string) =>
      apiRequest<Comment>('/comments', {
        method: 'POST',
        body: { objectUUID: uuid, commentText, actionObjectName: 'FishingSession' },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.comments(uuid) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.home() }),
      ]),
  });
}
