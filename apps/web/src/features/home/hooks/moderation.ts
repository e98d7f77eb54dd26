import { useMutation } from '@tanstack/react-query';
import type { Session, SessionModerationAction } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';

/** A moderator hides, restores or deletes anyone's session; the feed, My Fishlogs and the detail refresh. */
export function useModerateSession() {
  return useMutation({
    mutationFn: ({
      uuid,
      action,
      reason,
    }: {
      uuid: string;
      action: SessionModerationAction;
      reason?: string;
    }) =>
      apiRequest<Session | null>(`/moderation/sessions/${encodeURIComponent(uuid)}`, {
        method: 'POST',
        body: { action, reason },
      }),
    meta: { changes: ['sessions'] },
  });
}

/** A moderator removes anyone's comment; the comment list and the session's counter refresh. */
export function useRemoveComment() {
  return useMutation({
    mutationFn: ({ commentId, reason }: { commentId: string; reason?: string }) =>
      apiRequest<null>(`/moderation/comments/${encodeURIComponent(commentId)}/remove`, {
        method: 'POST',
        body: { reason },
      }),
    meta: { changes: ['sessions'] },
  });
}
