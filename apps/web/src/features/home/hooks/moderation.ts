import { useMutation } from '@tanstack/react-query';
import type { Session, SessionModerationAction } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { showError, showSuccess } from '../../../ui/feedback';
import { t, type MessageKey } from '../../../i18n/use-t';

/** Spec §8's success wording of each action, by its key in the catalogue. */
const doneMessage: Record<SessionModerationAction, MessageKey> = {
  hide: 'home.moderation.hiddenDone',
  restore: 'home.moderation.restored',
  delete: 'home.moderation.deleted',
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
    onSuccess: (_session, { action }) => showSuccess(t(doneMessage[action])),
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
    onSuccess: () => showSuccess(t('home.moderation.commentRemoved')),
    onError: showError,
  });
}
