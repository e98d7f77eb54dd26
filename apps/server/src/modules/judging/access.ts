import { AppError, isOwnCatch } from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { findTournamentToJudge, peopleOf, uploadsUntil, type JudgedTournament } from '../tournaments';
import { lockCatch } from './catch-repo';
import { canJudge } from './policy';
import { hasOfficialResults } from './results-repo';

/** A tournament as the judging services see it: who may judge it and whether judging is over. */
export interface JudgingAccess {
  tournament: JudgedTournament;
  /** Official results exist: everything is read-only. */
  finished: boolean;
  /** Until when catches may still come (`uploadsUntil`: a Global tournament's last member zone's deadline). */
  uploadsUntil: Date;
}

/**
 * The tournament `actor` judges (`canJudge`: its organiser, a named judge who accepted on a proven
 * address), once it has started; `lock` locks its row, so a decision and finishing judging never
 * cross. NOT_FOUND for no such tournament; FORBIDDEN for anyone else; CONFLICT (judgingNotStarted)
 * before its start.
 */
export async function requireJudgeAccess(
  db: Db,
  actor: Actor,
  tournamentId: string,
  now: Date,
  lock = false,
): Promise<JudgingAccess> {
  const tournament = await findTournamentToJudge(db, tournamentId, lock);
  if (!tournament) throw new AppError('NOT_FOUND');
  if (!canJudge(actor, await peopleOf(db, tournament))) throw new AppError('FORBIDDEN');
  if (now < tournament.startAt) throw new AppError('CONFLICT', { key: 'judgingNotStarted' });
  const [finished, until] = await Promise.all([
    hasOfficialResults(db, tournament.id),
    uploadsUntil(db, tournament),
  ]);
  return { tournament, finished, uploadsUntil: until };
}

/**
 * Whether the tournament still takes catches: running, or before the upload deadline of the member
 * whose deadline comes last, while the close-uploads job has not closed them. Judging cannot finish
 * before (finishJudging, the overview).
 */
export function uploadsOpenFor(access: JudgingAccess, now: Date): boolean {
  return access.tournament.uploadsClosedAt === null && now <= access.uploadsUntil;
}

/**
 * What a write (decision, note, comment, finishing) needs on top: judging not finished (CONFLICT
 * judgingFinished) and a tournament that was not cancelled (CONFLICT tournamentOver). A tournament
 * its organiser marked Finished without judging is still judged: its results are not official yet.
 */
export function requireJudgingOpen(access: JudgingAccess): void {
  if (access.finished) throw new AppError('CONFLICT', { key: 'judgingFinished' });
  if (access.tournament.status !== 'Active' && access.tournament.status !== 'Finished') {
    throw new AppError('CONFLICT', { key: 'tournamentOver' });
  }
}

/**
 * Locks the tournament's catch `catchId` for a judge's write (a decision, a note, a comment).
 * NOT_FOUND for no such catch; FORBIDDEN (judgingOwnCatch) when the judge is tied to it, as its
 * angler, its crew, or its boat's owner or captain: nobody judges their own catch (ADR 012).
 */
export async function lockCatchToJudge(db: Db, actor: Actor, tournamentId: string, catchId: string) {
  const logged = await lockCatch(db, tournamentId, catchId);
  if (!logged) throw new AppError('NOT_FOUND');
  if (isOwnCatch(actor, logged.ties)) throw new AppError('FORBIDDEN', { key: 'judgingOwnCatch' });
  return logged;
}
