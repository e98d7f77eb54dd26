import { useMutation } from '@tanstack/react-query';
import {
  moderationMessages,
  sessionMessages,
  type Session,
  type SessionModerationAction,
} from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { showError, showSuccess } from '../../../ui/feedback';

const doneMessage: Record<SessionModerationAction, string> = {
  hide: sessionMessages.hidden,
  restore: sessionMessages.restored,
  delete: sessionMessages.deleted,
};

// The outcome is told from the mutation itself, not from the caller: a deleted session's card
// unmounts as the refreshed detail answers "not found", and a caller's callbacks would never run.

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
    onSuccess: (_session, { action }) => showSuccess(doneMessage[action]),
    onError: showError,
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
    onSuccess: () => showSuccess(moderationMessages.commentRemoved),
    onError: showError,
  });
}
