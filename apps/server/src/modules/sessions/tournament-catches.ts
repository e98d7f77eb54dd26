import {
  AppError,
  CATCH_CLOCK_SKEW_MS,
  catchesWithoutVideo,
  catchFlags,
  type TournamentFairPlay,
} from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { requireTournamentUploadsOpen, tournamentsJudgedBy, tournamentUploadsState } from '../tournaments';
import * as logRepo from './log-repo';
import type { SessionRow } from './repo';

/**
 * Tournament sessions (spec §3 isTournamentSession, issue 21 point 7): the rules the tournament
 * sets on a session's changes, and the automatic flags of its catches. The tournaments module says
 * when a tournament takes changes and where it is fished; this file applies that to sessions.
 */

/** What the presenter needs to know of the tournaments of the sessions it shows. */
export interface TournamentContext {
  /** Tournaments whose catches still take changes (Active, before the upload deadline). */
  openTournamentIds: ReadonlySet<string>;
  /** Tournaments the viewer judges (`tournamentsJudgedBy`): they see the flags of its catches. */
  judgedTournamentIds: ReadonlySet<string>;
}

export const NO_TOURNAMENTS: TournamentContext = {
  openTournamentIds: new Set(),
  judgedTournamentIds: new Set(),
};

/** The tournament context of the sessions on a page: one look-up per distinct tournament on it. */
export async function tournamentContextOf(
  db: Db,
  actor: Actor | null,
  sessions: SessionRow[],
  now: Date = new Date(),
): Promise<TournamentContext> {
  const ids = [
    ...new Set(sessions.flatMap((session) => (session.tournamentId ? [session.tournamentId] : []))),
  ];
  if (!ids.length) return NO_TOURNAMENTS;
  const open = new Set<string>();
  for (const id of ids) {
    // The reader's own sessions are the ones they may change: their deadline decides.
    if ((await tournamentUploadsState(db, id, actor?.userId ?? null, now)).open) open.add(id);
  }
  return { openTournamentIds: open, judgedTournamentIds: await tournamentsJudgedBy(db, actor, ids) };
}

/**
 * Refuses a change of a session by anyone but its owner (FORBIDDEN); a tournament session changes
 * only while its tournament takes uploads (CONFLICT with the reason after its deadline, or once it
 * is Finished or Canceled). A tournament session of no known tournament never changes.
 */
export async function requireEditable(db: Db, actor: Actor, session: SessionRow): Promise<void> {
  if (actor.userId !== session.ownerId) throw new AppError('FORBIDDEN');
  if (!session.isTournamentSession) return;
  if (!session.tournamentId) throw new AppError('FORBIDDEN');
  await requireTournamentUploadsOpen(db, session.tournamentId, session.ownerId, new Date());
}

/** Spec §6: the owner never removes (deletes or hides) a tournament session; a moderator may. */
export function requireRemovable(actor: Actor, session: SessionRow): void {
  if (actor.permissions.includes('CONTENT_MODERATOR')) return;
  if (actor.userId !== session.ownerId) throw new AppError('FORBIDDEN');
  if (session.isTournamentSession) {
    throw new AppError('FORBIDDEN', { key: 'tournamentSessionNotRemovable' });
  }
}

/**
 * VALIDATION naming the video field (`fieldOf(index)`) of the first log without a video: a
 * tournament catch is judged on its video, so it is never saved without one (issue 31).
 */
export function requireCatchVideos(logs: readonly { video?: unknown }[], fieldOf: (index: number) => string) {
  const missing = catchesWithoutVideo(logs);
  if (!missing.length) return;
  throw new AppError('VALIDATION', {
    key: 'tournamentCatchNeedsVideo',
    details: { fields: missing.map(fieldOf) },
  });
}

/**
 * VALIDATION naming the time field (`fieldOf(index)`) of the first catch logged after `now` (beyond
 * a device clock's small lead): a catch is filmed before it is logged, and a time ahead would ask
 * for an object of the day not yet revealed.
 */
export function requireCatchTimesPast(
  logs: readonly { logTime?: string | null }[],
  now: Date,
  fieldOf: (index: number) => string,
) {
  const ahead = logs.flatMap((log, index) =>
    log.logTime && Date.parse(log.logTime) > now.getTime() + CATCH_CLOCK_SKEW_MS ? [index] : [],
  );
  if (!ahead.length) return;
  throw new AppError('VALIDATION', {
    key: 'catchTimeAhead',
    details: { fields: ahead.map(fieldOf) },
  });
}

/**
 * Computes and stores the flags of one catch of a tournament session (`fairPlay` of its
 * tournament): its position and log time, its videos' recording times (the camera's when the
 * media pipeline read one, else what the app sent) and their content hashes against every other
 * live catch, and the device clock of a catch captured offline. Never refuses: a flagged catch is for the judges to weigh.
 */
export async function flagCatch(tx: Db, logId: string, fairPlay: TournamentFairPlay): Promise<void> {
  const log = await logRepo.getLogForUpdate(tx, logId);
  if (!log) return;
  const videos = await logRepo.videoFactsOf(tx, logId);
  // A video is the same file as another by its content hash or, when it was never hashed (stored
  // before hashing existed, or by the demo seed), by being the very same stored object.
  const identity = (video: { contentHash: string | null; storageKey: string }) =>
    video.contentHash ?? `object:${video.storageKey}`;
  const usedElsewhere = new Set([
    ...(await logRepo.hashesUsedElsewhere(tx, logId)),
    ...[...(await logRepo.keysUsedElsewhere(tx, logId))].map((key) => `object:${key}`),
  ]);
  const flags = catchFlags(
    {
      speciesId: log.speciesId,
      position:
        log.latitude !== null && log.longitude !== null
          ? { latitude: log.latitude, longitude: log.longitude }
          : null,
      logTime: log.logTime,
      videos: videos.map((video) => ({
        contentHash: identity(video),
        startRecordingTime: video.recordedAt ?? video.startRecordingAt,
        endRecordingTime: video.endRecordingAt,
      })),
      deviceClockSkewMs: log.deviceClockSkewMs,
    },
    fairPlay,
    usedElsewhere,
  );
  await logRepo.updateLog(tx, logId, { flags });
}
