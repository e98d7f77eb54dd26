import { AppError, type Session, type ZModerateSessionInput } from '@tightlines/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import * as moderationRepo from './moderation-repo';
import { canModerate, canRead } from './policy';
import * as repo from './repo';
import { getSession } from './service';
import { applySessionAction } from './session-actions';

/** FORBIDDEN unless the caller is a CONTENT_MODERATOR; checked before any lookup, so nothing leaks. */
function requireModerator(actor: Actor): void {
  if (!canModerate(actor)) throw new AppError('FORBIDDEN');
}

/**
 * A moderator hides (saying why: its author reads it, and only a moderator restores it), restores
 * or deletes anyone's session, and the action is recorded (who, what, which session, when, why). FORBIDDEN for anyone else; NOT_FOUND for a missing or deleted session.
 * Answers the session as the moderator now sees it, or null once deleted.
 */
export async function moderateSession(
  db: Db,
  storage: Storage,
  actor: Actor,
  id: string,
  input: z.output<typeof ZModerateSessionInput>,
): Promise<Session | null> {
  requireModerator(actor);
  await db.transaction(async (tx) => {
    const session = await repo.getSessionForUpdate(tx, id);
    if (!session || !canRead(actor, session)) throw new AppError('NOT_FOUND');
    const moderatorHide = input.action === 'hide' ? { reason: input.reason ?? null } : null;
    await applySessionAction(tx, session, input.action, moderatorHide);
    await recordSessionAction(tx, actor, session, input.action, input.reason);
  });
  return input.action === 'delete' ? null : getSession(db, storage, actor, id);
}

/** Records a moderator's action on a session (also when taken through the owner's route). */
export async function recordSessionAction(
  tx: Db,
  actor: Actor,
  session: { id: string; ownerId: string },
  action: 'hide' | 'restore' | 'delete',
  reason?: string,
): Promise<void> {
  await moderationRepo.insertModerationAction(tx, {
    moderatorId: actor.userId,
    action,
    targetType: 'session',
    targetId: session.id,
    reason: reason ?? null,
    details: { ownerId: session.ownerId },
  });
}

/**
 * A moderator removes anyone's comment; the session's counter moves in the same transaction and the
 * removed text is kept in the record. FORBIDDEN for anyone else; NOT_FOUND for a missing comment.
 */
export async function removeComment(
  db: Db,
  actor: Actor,
  commentId: string,
  reason: string | undefined,
): Promise<void> {
  requireModerator(actor);
  await db.transaction(async (tx) => {
    const comment = await moderationRepo.getCommentForUpdate(tx, commentId);
    if (!comment) throw new AppError('NOT_FOUND');
    await moderationRepo.deleteComment(tx, comment.id);
    await repo.bumpCounter(tx, comment.sessionId, 'numComments', -1);
    await moderationRepo.insertModerationAction(tx, {
      moderatorId: actor.userId,
      action: 'remove-comment',
      targetType: 'comment',
      targetId: comment.id,
      reason: reason ?? null,
      details: { sessionId: comment.sessionId, authorId: comment.authorId, text: comment.text },
    });
  });
}
