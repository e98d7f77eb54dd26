import { z } from 'zod';
import { messageKeys } from '../messages';
import type { Permission } from '../auth/permissions';
import { COMMENT_MAX_LENGTH, MODERATION_REASON_MAX_LENGTH } from './constants';
import { canRemoveSession, type SessionPeople } from './rules';

/** Why a comment is refused for its length, on the server and as the user types. */
export const commentTooLong = `Comments can be at most ${COMMENT_MAX_LENGTH} characters`;

/** What a CONTENT_MODERATOR may do to anyone's session (spec §6 "Remove a fishing session"). */
export const SESSION_MODERATION_ACTIONS = ['hide', 'restore', 'delete'] as const;
export type SessionModerationAction = (typeof SESSION_MODERATION_ACTIONS)[number];

/** Why a moderator acted, trimmed; empty reads as none. */
export const moderationReason = () =>
  z
    .string()
    .trim()
    .max(MODERATION_REASON_MAX_LENGTH, `The reason can be at most ${MODERATION_REASON_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
const reason = moderationReason;

/** A moderator's hide says why (issue 31): its author reads it. */
export const ZModerateSessionInput = z
  .object({
    action: z.enum(SESSION_MODERATION_ACTIONS, { error: messageKeys.completeRequiredFields }),
    reason: reason(),
  })
  .superRefine((input, context) => {
    if (input.action === 'hide' && !input.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: messageKeys.moderationReasonRequired });
    }
  });
export type ModerateSessionInput = z.input<typeof ZModerateSessionInput>;

export const ZRemoveCommentInput = z.object({ reason: reason() });
export type RemoveCommentInput = z.input<typeof ZRemoveCommentInput>;

export const ZCommentIdParams = z.object({ commentId: z.uuid({ error: messageKeys.notFound }) });

/** Spec §8-style wording of the moderators' actions. */
export const moderationMessages = {
  commentRemoved: 'Comment removed correctly',
  removeComment: {
    title: 'Remove this comment?',
    message: 'The comment will be removed for everyone. This cannot be undone.',
    confirmLabel: 'Remove comment',
  },
} as const;

/**
 * Who restores a hidden session (issue 31): whoever may remove it (canRemoveSession), except that a
 * session a moderator hid stays hidden until a moderator restores it; its author cannot.
 */
export function canRestoreSession(
  viewer: { userId: string; permissions: readonly Permission[] } | null,
  session: SessionPeople & { moderatorHidden: boolean },
): boolean {
  if (!canRemoveSession(viewer, session)) return false;
  return !session.moderatorHidden || (viewer?.permissions.includes('CONTENT_MODERATOR') ?? false);
}
