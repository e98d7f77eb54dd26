import {
  AppError,
  counterFor,
  isWithinSession,
  type FishLog,
  type TournamentFairPlay,
  type ZFishLogInput,
  type ZFishLogUpdate,
} from '@tightlines/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { discardPicture, setMediaState } from '../media';
import { refreshRankedCatches } from '../rankings';
import { fairPlayOf } from '../tournaments';
import * as logRepo from './log-repo';
import { canRead } from './policy';
import * as repo from './repo';
import { getSession } from './service';
import { flagCatch, requireCatchTimesPast, requireCatchVideos, requireEditable } from './tournament-catches';
import { checkVideo } from './video';

type LogInput = z.output<typeof ZFishLogInput>;
type LogUpdate = z.output<typeof ZFishLogUpdate>;
type CheckedVideo = { key: string; thumbnailKey: string | null; input: NonNullable<LogInput['video']> };

/**
 * Checks (and cleans) every log's video before any row is written (storage work stays out of the
 * transaction); a refusal names the field `fieldOf(index)`, `logs.<index>.video` by default.
 */
export async function checkLogVideos(
  db: Db,
  storage: Storage,
  actor: Actor,
  logs: LogInput[],
  fieldOf: (index: number) => string = (index) => `logs.${index}.video`,
): Promise<(CheckedVideo | null)[]> {
  const checked: (CheckedVideo | null)[] = [];
  for (const [index, log] of logs.entries()) {
    checked.push(
      log.video
        ? { ...(await checkVideo(db, storage, actor, log.video, fieldOf(index))), input: log.video }
        : null,
    );
  }
  return checked;
}

async function attachVideo(tx: Db, log: { id: string; sessionId: string }, video: CheckedVideo) {
  await logRepo.insertVideo(tx, {
    logId: log.id,
    sessionId: log.sessionId,
    storageKey: video.key,
    thumbnailKey: video.thumbnailKey,
    startRecordingAt: video.input.startRecordingTime ? new Date(video.input.startRecordingTime) : null,
    endRecordingAt: video.input.endRecordingTime ? new Date(video.input.endRecordingTime) : null,
    addedFromGallery: video.input.isAddedFromGallery,
    sizeBytes: video.input.videoSize ?? null,
    lengthSeconds: video.input.videoLength ?? null,
  });
}

/** VALIDATION naming `field` unless the fish was caught while its session lasted. */
export function requireWithinSession(
  logTime: Date | string,
  session: { startAt: Date; finishAt: Date },
  field: string,
) {
  if (!isWithinSession(logTime, { start: session.startAt, finish: session.finishAt })) {
    throw new AppError('VALIDATION', {
      key: 'logTimeOutsideSession',
      details: { fields: [field] },
    });
  }
}

/**
 * VALIDATION naming the start or the finish when new session times would leave out one of its
 * live fish (a session changed after its fish were logged).
 */
export async function requireLogsWithin(tx: Db, sessionId: string, times: { startAt: Date; finishAt: Date }) {
  const { first, last } = await logRepo.getLiveLogTimeRange(tx, sessionId);
  const outside = (field: string) =>
    new AppError('VALIDATION', { key: 'sessionTimesExcludeLogs', details: { fields: [field] } });
  if (first && first < times.startAt) throw outside('startDatetime');
  if (last && last > times.finishAt) throw outside('finishDatetime');
}

/** The fishing area and hours a session's catches are flagged against: null unless a tournament session. */
export async function fairPlayFor(db: Db, session: { tournamentId: string | null; ownerId: string }) {
  return session.tournamentId ? fairPlayOf(db, session.tournamentId, session.ownerId) : null;
}

/**
 * Adds one log to a locked session and moves its counter in the same transaction; a catch of a
 * tournament session (`fairPlay` given) gets its flags. `deviceClockSkewMs`: a log captured
 * offline, how far the device's clock was from ours when it was sent. VALIDATION for an unknown species.
 */
export async function addLog(
  tx: Db,
  sessionId: string,
  input: LogInput,
  video: CheckedVideo | null,
  fairPlay: TournamentFairPlay | null = null,
  deviceClockSkewMs: number | null = null,
) {
  if (!(await logRepo.speciesExists(tx, input.fishUUID))) {
    throw new AppError('VALIDATION', { details: { fields: ['fishUUID'] } });
  }
  const log = await logRepo.insertLog(tx, {
    sessionId,
    speciesId: input.fishUUID,
    type: input.type,
    logTime: new Date(input.logTime),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    length: input.fishLength ?? null,
    weight: input.fishWeight ?? null,
    sizeUnitId: input.sizeUnitId,
    weightUnitId: input.weightUnitId,
    deviceClockSkewMs,
  });
  await repo.bumpCounter(tx, sessionId, counterFor(input.type), 1);
  if (video) await attachVideo(tx, log, video);
  if (fairPlay) await flagCatch(tx, log.id, fairPlay);
  return log;
}

/**
 * Adds a fish log to a session of the caller's. NOT_FOUND if they cannot read it, FORBIDDEN if not
 * theirs to edit; VALIDATION naming `video` for a tournament catch without one.
 */
export async function addLogToSession(
  db: Db,
  storage: Storage,
  actor: Actor,
  sessionId: string,
  input: LogInput,
): Promise<FishLog> {
  const [video] = await checkLogVideos(db, storage, actor, [input], () => 'video');
  const logId = await db.transaction(async (tx) => {
    const session = await repo.getSessionForUpdate(tx, sessionId);
    if (!session || !canRead(actor, session)) throw new AppError('NOT_FOUND');
    await requireEditable(tx, actor, session);
    if (session.isTournamentSession) {
      requireCatchVideos([input], () => 'video');
      requireCatchTimesPast([input], new Date(), () => 'logTime');
    }
    requireWithinSession(input.logTime, session, 'logTime');
    const log = await addLog(tx, sessionId, input, video ?? null, await fairPlayFor(tx, session));
    // A video added to a hidden session is hidden with it (served only through owner URLs).
    if (video && session.hidden) await setMediaState(tx, { logId: log.id }, session.ownerId, 'hidden');
    await refreshRankedCatches(tx, { logIds: [log.id] });
    return log.id;
  });
  const session = await getSession(db, storage, actor, sessionId);
  return session.logs!.find((log) => log.UUID === logId)!;
}

/**
 * Edits a fish log (spec §3 edit payload) or, with `isDelete`, marks it deleted; the session's
 * counters follow in the same transaction. NOT_FOUND / FORBIDDEN as for its session; CONFLICT for a
 * tournament catch a judge has decided (or that judging finished as Invalid).
 */
export async function updateLog(db: Db, storage: Storage, actor: Actor, logId: string, input: LogUpdate) {
  const [video] = input.video
    ? await checkLogVideos(db, storage, actor, [{ video: input.video } as LogInput], () => 'video')
    : [null];
  const result = await db.transaction(async (tx) => {
    const found = await logRepo.getLiveLog(tx, logId);
    const session = found && (await repo.getSessionForUpdate(tx, found.sessionId));
    if (!session || !canRead(actor, session)) throw new AppError('NOT_FOUND');
    await requireEditable(tx, actor, session);
    const log = await logRepo.getLogForUpdate(tx, logId);
    if (!log) throw new AppError('NOT_FOUND');
    // A judged catch is the evidence a decision was made on: it changes no more (issue 22).
    if (session.isTournamentSession && log.status !== 'Pending') {
      throw new AppError('CONFLICT', { key: 'judgingCatchJudged' });
    }
    // A tournament catch keeps a video: it may be replaced, never removed.
    if (session.isTournamentSession && input.video === null) requireCatchVideos([input], () => 'video');
    if (input.isDelete) {
      await logRepo.updateLog(tx, logId, { deleted: true });
      await setMediaState(tx, { logId }, session.ownerId, 'deleted');
      await repo.bumpCounter(tx, session.id, counterFor(log.type), -1);
      await refreshRankedCatches(tx, { logIds: [logId] });
      return { sessionId: session.id, removed: [] as string[] };
    }
    if (input.logTime) requireWithinSession(input.logTime, session, 'logTime');
    if (session.isTournamentSession) requireCatchTimesPast([input], new Date(), () => 'logTime');
    if (input.fishUUID && !(await logRepo.speciesExists(tx, input.fishUUID))) {
      throw new AppError('VALIDATION', { details: { fields: ['fishUUID'] } });
    }
    const type = input.type ?? log.type;
    await logRepo.updateLog(tx, logId, {
      speciesId: input.fishUUID ?? log.speciesId,
      type,
      logTime: input.logTime ? new Date(input.logTime) : log.logTime,
      latitude: input.latitude === undefined ? log.latitude : input.latitude,
      longitude: input.longitude === undefined ? log.longitude : input.longitude,
      length: input.fishLength === undefined ? log.length : input.fishLength,
      weight: input.fishWeight === undefined ? log.weight : input.fishWeight,
      sizeUnitId: input.sizeUnitId ?? log.sizeUnitId,
      weightUnitId: input.weightUnitId ?? log.weightUnitId,
    });
    if (type !== log.type) {
      await repo.bumpCounter(tx, session.id, counterFor(log.type), -1);
      await repo.bumpCounter(tx, session.id, counterFor(type), 1);
    }
    let removed: string[] = [];
    if (input.video !== undefined) {
      removed = (await logRepo.deleteVideosOf(tx, logId)).flatMap((row) => [
        row.storageKey,
        row.thumbnailKey ?? '',
      ]);
      if (video) await attachVideo(tx, log, video);
      // A video replaced while its session is hidden is hidden with it.
      if (video && session.hidden) await setMediaState(tx, { logId }, session.ownerId, 'hidden');
    }
    // An edited catch is flagged again from what it is now.
    const fairPlay = await fairPlayFor(tx, session);
    if (fairPlay) await flagCatch(tx, logId, fairPlay);
    await refreshRankedCatches(tx, { logIds: [logId] });
    return { sessionId: session.id, removed };
  });
  const kept = new Set([video?.key, video?.thumbnailKey]);
  for (const key of result.removed) if (!kept.has(key)) await discardPicture(db, storage, key || null);
  return getSession(db, storage, actor, result.sessionId);
}
