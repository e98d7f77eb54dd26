import {
  AppError,
  type CatchComment,
  type CatchCommentInput,
  type CatchJudging,
  type JudgingNote,
  type JudgingNoteInput,
} from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import { findTournamentToJudge, peopleOf } from '../tournaments';
import { lockCatchToJudge, requireJudgeAccess, requireJudgingOpen } from './access';
import {
  commentsOf,
  findCatchOfAnyTournament,
  findVideoOfCatch,
  insertComment,
  insertNote,
  notesOf,
} from './catch-repo';
import type { JudgingDeps } from './deps';
import { canReadCatchJudging } from './policy';
import { toCommentDto, toNoteDto } from './presenter';
import { hasOfficialResults } from './results-repo';

/**
 * A judge's note pinned to a moment of one of the catch's videos (issue 22 point 2). NOT_FOUND;
 * FORBIDDEN; CONFLICT before the start or once judging is finished; VALIDATION naming `videoId`
 * for a video of another catch.
 */
export async function addJudgingNote(
  deps: JudgingDeps,
  actor: Actor,
  tournamentId: string,
  catchId: string,
  input: JudgingNoteInput,
): Promise<JudgingNote> {
  return deps.db.transaction(async (tx) => {
    const access = await requireJudgeAccess(tx, actor, tournamentId, deps.now(), true);
    requireJudgingOpen(access);
    const logged = await lockCatchToJudge(tx, actor, access.tournament.id, catchId);
    const video = await findVideoOfCatch(tx, logged.id, input.videoId);
    if (!video) {
      throw new AppError('VALIDATION', {
        key: 'judgingVideoNotOfCatch',
        details: { fields: ['videoId'] },
      });
    }
    const noteId = await insertNote(tx, {
      logId: logged.id,
      tournamentId: access.tournament.id,
      videoId: video.id,
      authorId: actor.userId,
      atSeconds: input.atSeconds,
      text: input.text,
    });
    const [written] = (await notesOf(tx, [logged.id])).filter((row) => row.note.id === noteId);
    return toNoteDto(written!);
  });
}

/**
 * A judge's comment on a catch (spec §3 tournament log comment), which its angler reads on the
 * catch. NOT_FOUND; FORBIDDEN; CONFLICT before the start or once judging is finished.
 */
export async function addCatchComment(
  deps: JudgingDeps,
  actor: Actor,
  tournamentId: string,
  catchId: string,
  input: CatchCommentInput,
): Promise<CatchComment> {
  return deps.db.transaction(async (tx) => {
    const access = await requireJudgeAccess(tx, actor, tournamentId, deps.now(), true);
    requireJudgingOpen(access);
    const logged = await lockCatchToJudge(tx, actor, access.tournament.id, catchId);
    const commentId = await insertComment(tx, {
      logId: logged.id,
      tournamentId: access.tournament.id,
      authorId: actor.userId,
      text: input.comment,
    });
    const [written] = (await commentsOf(tx, [logged.id])).filter((row) => row.comment.id === commentId);
    return toCommentDto(written!);
  });
}

/**
 * What the angler of a tournament catch sees of its judging: its status as the judges see it
 * (`judgedStatusOf`: Invalid when it has no video to judge) and points, the refusal
 * reason and the judges' comments. For the catch's owner, and its tournament's judges and organiser;
 * anyone else, and any catch outside a tournament, NOT_FOUND (not yours reads as not there).
 */
export async function getCatchJudging(
  deps: JudgingDeps,
  actor: Actor,
  catchId: string,
): Promise<CatchJudging> {
  const row = await findCatchOfAnyTournament(deps.db, catchId);
  if (!row?.tournamentId) throw new AppError('NOT_FOUND');
  const tournament = await findTournamentToJudge(deps.db, row.tournamentId);
  if (!tournament) throw new AppError('NOT_FOUND');
  if (!canReadCatchJudging(actor, row, await peopleOf(deps.db, tournament))) throw new AppError('NOT_FOUND');
  return {
    catchId: row.log.id,
    tournamentId: tournament.id,
    status: row.status,
    points: row.log.points,
    refusalReason: row.log.status === 'Refused' ? row.refusalReason : null,
    comments: (await commentsOf(deps.db, [row.log.id])).map(toCommentDto),
    finished: await hasOfficialResults(deps.db, tournament.id),
  };
}
