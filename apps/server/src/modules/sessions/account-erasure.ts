import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';
import { setMediaState } from '../media';
import { applySessionAction } from './session-actions';
import * as repo from './repo';

/**
 * What a deleted account leaves of its sessions (issue 40 point 4, ADR 027): its own sessions are
 * deleted as their owner deletes one (media, rankings), except tournament sessions, which official
 * results and paid entries count on: those stay, their owner the anonymised account, their videos
 * no longer served. Its comments, crew places, shares and backup media on anyone's sessions go.
 */
export async function eraseSessionsOf(tx: Db, userId: string): Promise<void> {
  const owned = await tx
    .select({
      id: t.fishingSessions.id,
      ownerId: t.fishingSessions.ownerId,
      tournament: t.fishingSessions.isTournamentSession,
    })
    .from(t.fishingSessions)
    .where(and(eq(t.fishingSessions.ownerId, userId), eq(t.fishingSessions.deleted, false)))
    .for('update');
  for (const session of owned) {
    if (session.tournament) await setMediaState(tx, { sessionId: session.id }, userId, 'deleted');
    else await applySessionAction(tx, session, 'delete');
  }
  const comments = await tx
    .delete(t.sessionComments)
    .where(eq(t.sessionComments.authorId, userId))
    .returning({ sessionId: t.sessionComments.sessionId });
  for (const { sessionId } of comments) await repo.bumpCounter(tx, sessionId, 'numComments', -1);
  await tx.delete(t.sessionTeamMembers).where(eq(t.sessionTeamMembers.userId, userId));
  await tx.delete(t.shares).where(eq(t.shares.userId, userId));
  await tx.delete(t.backupMedia).where(eq(t.backupMedia.ownerId, userId));
  // Everything it uploaded (pictures, videos, backup media): no longer served, then removed by the
  // media.remove-deleted job.
  await tx
    .update(t.mediaObjects)
    .set({ state: 'deleted' })
    .where(and(eq(t.mediaObjects.ownerId, userId), sql`${t.mediaObjects.state} <> 'deleted'`));
}
