import type { SessionModerationAction } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { setMediaState } from '../media';
import { refreshRankedCatches } from '../rankings';
import * as repo from './repo';

/**
 * Hides, restores or deletes a session locked by the caller's transaction, the same way for its
 * owner and for a moderator. Its media stop being served to others at once (media_objects, read on
 * every local GET); deleted ones are then removed from storage by the media.remove-deleted job.
 * A moderator's hide (`moderatorHide`) is kept with its reason until a restore clears it.
 */
export async function applySessionAction(
  tx: Db,
  session: { id: string; ownerId: string },
  action: SessionModerationAction,
  moderatorHide: { reason: string | null } | null = null,
): Promise<void> {
  if (action === 'delete') {
    await repo.updateSession(tx, session.id, { deleted: true });
    await setMediaState(tx, { sessionId: session.id }, session.ownerId, 'deleted');
    await refreshRankedCatches(tx, { sessionId: session.id });
    return;
  }
  const hidden = action === 'hide';
  await repo.updateSession(
    tx,
    session.id,
    !hidden
      ? { hidden, moderatorHiddenAt: null, moderationReason: null }
      : moderatorHide
        ? { hidden, moderatorHiddenAt: new Date(), moderationReason: moderatorHide.reason }
        : { hidden },
  );
  await setMediaState(tx, { sessionId: session.id }, session.ownerId, hidden ? 'hidden' : 'active');
  await refreshRankedCatches(tx, { sessionId: session.id });
}
