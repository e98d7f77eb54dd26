import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE, type Comment, type CommentPage } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { useIdempotencyKeys } from '../../../api/idempotency-key';
import { queryKeys } from '../../../api/query-keys';

export function fetchComments(uuid: string, offset: number, signal?: AbortSignal): Promise<CommentPage> {
  return apiRequest<CommentPage>(`/comments/${encodeURIComponent(uuid)}`, {
    query: { offset, limit: COMMENTS_PAGE_SIZE },
    signal,
  });
}

/**
 * The loaded pages as one list, each comment once: pages are fetched by offset, so a comment posted
 * meanwhile shifts the later pages and would otherwise come back a second time.
 */
export function uniqueComments(pages: readonly CommentPage[]): Comment[] {
  const seen = new Set<string>();
  const unique: Comment[] = [];
  for (const comment of pages.flatMap((page) => page.items)) {
    if (seen.has(comment.UUID)) continue;
    seen.add(comment.UUID);
    unique.push(comment);
  }
  return unique;
}

/** The cached pages with a just-posted comment first (newest first), each comment once. */
export function withPostedComment(
  data: InfiniteData<CommentPage, number> | undefined,
  comment: Comment,
): InfiniteData<CommentPage, number> | undefined {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  if (!first || first.items.some((item) => item.UUID === comment.UUID)) return data;
  return {
    ...data,
    pages: [{ items: [comment, ...first.items], total: first.total + 1 }, ...rest],
  };
}

/** A session's comments, 2 at a time (spec §9), fetched only once the list is opened. */
export function useSessionComments(uuid: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.sessions.comments(uuid),
    queryFn: ({ pageParam, signal }) => fetchComments(uuid, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((total, page) => total + page.items.length, 0);
      return last.items.length < COMMENTS_PAGE_SIZE || loaded >= last.total ? undefined : loaded;
    },
    enabled,
  });
}

/**
 * Posts a comment, once however often it is sent (its Idempotency-Key); the caller keeps the
 * button disabled while it runs (one post at a time). The
 * answer goes straight into the list, then the lists and the feed's counters are refreshed (`comments`).
 */
export function useAddComment(uuid: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (commentText: string) => {
      const body = { objectUUID: uuid, commentText, actionObjectName: 'FishingSession' };
      return apiRequest<Comment>('/comments', { method: 'POST', body, idempotencyKey: keys.keyFor(body) });
    },
    onSuccess: (comment) => {
      keys.renew();
      queryClient.setQueryData<InfiniteData<CommentPage, number>>(queryKeys.sessions.comments(uuid), (data) =>
        withPostedComment(data, comment),
      );
    },
    meta: { changes: ['comments'] },
  });
}
