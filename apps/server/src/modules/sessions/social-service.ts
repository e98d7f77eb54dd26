import {
  AppError,
  BACKUP_MEDIA_MAX,
  COMMENTS_PAGE_SIZE,
  sharePath,
  type BackupMedia,
  type Comment,
  type CommentPage,
  type Share,
  type ZBackupMediaInput,
  type ZCommentInput,
  type ZShareInput,
} from '@tightlines/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { discardPicture, requireOwnPicture, setMediaState } from '../media';
import { notify } from '../notifications';
import { requireReadableTournament } from '../tournaments';
import * as logRepo from './log-repo';
import { canRead } from './policy';
import { toBackupMediaDto, toCommentDto } from './presenter';
import * as repo from './repo';
import * as socialRepo from './social-repo';
import { requireEditable } from './tournament-catches';
import { requireOwnMedia } from './video';

/** A session the caller may read; NOT_FOUND otherwise (someone else's hidden session is "not there"). */
async function readableSession(db: Db, actor: Actor | null, id: string, lock = false) {
  const session = lock
    ? await repo.getSessionForUpdate(db, id)
    : (await repo.getSessionView(db, id))?.session;
  if (!session || !canRead(actor, session)) throw new AppError('NOT_FOUND');
  return session;
}

/** A page of a session's comments, newest first (2 at a time by default, spec §9). */
export async function listComments(
  db: Db,
  storage: Storage,
  actor: Actor | null,
  sessionId: string,
  page: { offset?: number; limit: number },
): Promise<CommentPage> {
  const session = await readableSession(db, actor, sessionId);
  const limit = Math.min(page.limit, COMMENTS_PAGE_SIZE * 5);
  const views = await socialRepo.findComments(db, sessionId, page.offset ?? 0, limit);
  return {
    items: await Promise.all(views.map((view) => toCommentDto(storage, view, actor))),
    total: session.numComments,
  };
}

/**
 * Comments on a session the caller can read; the counter moves, and the session's owner is notified,
 * in the same transaction.
 */
export async function addComment(
  db: Db,
  storage: Storage,
  actor: Actor,
  input: z.output<typeof ZCommentInput>,
): Promise<Comment> {
  const id = await db.transaction(async (tx) => {
    const session = await readableSession(tx, actor, input.objectUUID, true);
    const comment = await socialRepo.insertComment(tx, {
      sessionId: session.id,
      authorId: actor.userId,
      text: input.commentText,
    });
    await repo.bumpCounter(tx, session.id, 'numComments', 1);
    await notify(tx, {
      recipients: [session.ownerId],
      actorId: actor.userId,
      kind: 'sessionComment',
      eventKey: `comment:${comment.id}`,
      subjects: { sessionId: session.id },
      values: {},
    });
    return comment.id;
  });
  const [view] = (await socialRepo.findComments(db, input.objectUUID, 0, 50)).filter(
    (row) => row.comment.id === id,
  );
  return toCommentDto(storage, view!, actor);
}

/**
 * Records a share of a session or a tournament the caller can read (spec §3 "Share") and answers the
 * link that opens it (`sharePath`). NOT_FOUND when the caller cannot read it.
 */
export async function share(db: Db, actor: Actor, input: z.output<typeof ZShareInput>): Promise<Share> {
  if (input.actionObjectName === 'FishingSession') await readableSession(db, actor, input.objectUUID);
  else await requireReadableTournament(db, input.objectUUID);
  const row = await socialRepo.insertShare(db, {
    userId: actor.userId,
    objectId: input.objectUUID,
    objectType: input.actionObjectName,
    platform: input.platformTypeName,
  });
  return { shareUUID: row.id, url: sharePath(input.actionObjectName, input.objectUUID) };
}

/** The session a backup media parent belongs to (a log's session, or the session itself), locked. */
async function parentSession(
  db: Db,
  actor: Actor,
  parent: { fishingLogUUID?: string; fishingSessionUUID?: string },
) {
  const log = parent.fishingLogUUID ? await logRepo.getLiveLog(db, parent.fishingLogUUID) : null;
  const sessionId = log?.sessionId ?? parent.fishingSessionUUID;
  if (!sessionId) throw new AppError('NOT_FOUND');
  const session = await readableSession(db, actor, sessionId, true);
  return { session, key: log ? { logId: log.id } : { sessionId: session.id } };
}

/**
 * Adds backup media to a log or a session of the caller's: at most 3 each (spec §9, VALIDATION
 * "You reached the maximum number of backup media allowed"); the file must be a video or a picture.
 */
export async function addBackupMedia(
  db: Db,
  storage: Storage,
  actor: Actor,
  input: z.output<typeof ZBackupMediaInput>,
): Promise<BackupMedia> {
  const kind = await requireOwnMedia(db, storage, actor, input.s3Key, 's3Key');
  if (input.thumbnailUrl) await requireOwnPicture(db, storage, actor, input.thumbnailUrl, 'thumbnailUrl');
  const info = await storage.head(input.s3Key);
  const row = await db.transaction(async (tx) => {
    const { session, key } = await parentSession(tx, actor, input);
    await requireEditable(tx, actor, session);
    // The parent session row is locked, so two uploads at once cannot both pass the count.
    if ((await socialRepo.countBackupMedia(tx, key)) >= BACKUP_MEDIA_MAX) {
      throw new AppError('VALIDATION', { key: 'backupMediaLimit' });
    }
    const inserted = await socialRepo.insertBackupMedia(tx, {
      ...key,
      ownerId: actor.userId,
      storageKey: input.s3Key,
      thumbnailKey: input.thumbnailUrl ?? null,
      contentType: info?.contentType ?? (kind === 'video' ? 'video/mp4' : 'image/jpeg'),
      sizeBytes: info?.size ?? input.size ?? null,
      lengthSeconds: input.length ?? null,
      startRecordingAt: input.startRecordingTime ? new Date(input.startRecordingTime) : null,
      endRecordingAt: input.endRecordingTime ? new Date(input.endRecordingTime) : null,
    });
    // Media added to a hidden session are hidden with it (served only through owner URLs).
    if (session.hidden) await setMediaState(tx, key, session.ownerId, 'hidden');
    return { row: inserted, scope: session.hidden ? ('owner' as const) : ('public' as const) };
  });
  return toBackupMediaDto(storage, row.row, row.scope);
}

/** The backup media of a log or a session the caller can read. */
export async function listBackupMedia(
  db: Db,
  storage: Storage,
  actor: Actor,
  query: { fishingLogUUID?: string; fishingSessionUUID?: string },
): Promise<BackupMedia[]> {
  const { key, session } = await db.transaction((tx) => parentSession(tx, actor, query));
  const rows = await socialRepo.findBackupMedia(db, key);
  const scope = session.hidden ? 'owner' : 'public';
  return Promise.all(rows.map((row) => toBackupMediaDto(storage, row, scope)));
}

/** Deletes backup media of the caller's own session. NOT_FOUND / FORBIDDEN as for its session. */
export async function deleteBackupMedia(
  db: Db,
  storage: Storage,
  actor: Actor,
  mediaId: string,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const row = await socialRepo.getBackupMedia(tx, mediaId);
    if (!row) throw new AppError('NOT_FOUND');
    const { session } = await parentSession(tx, actor, {
      fishingLogUUID: row.logId ?? undefined,
      fishingSessionUUID: row.sessionId ?? undefined,
    });
    if (row.ownerId !== actor.userId) throw new AppError('FORBIDDEN');
    await requireEditable(tx, actor, session);
    await socialRepo.deleteBackupMedia(tx, mediaId, actor.userId);
    return row;
  });
  await discardPicture(db, storage, removed.storageKey);
  await discardPicture(db, storage, removed.thumbnailKey);
}
