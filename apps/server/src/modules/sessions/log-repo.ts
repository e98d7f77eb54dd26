import { aliasedTable, and, eq, isNotNull, max, min, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** Fish-log and video queries. Deleted logs are invisible to every read here. */

export type LogRow = typeof t.fishLogs.$inferSelect;
export type VideoRow = typeof t.fishLogVideos.$inferSelect;

const l = t.fishLogs;

export async function insertLog(db: Db, values: typeof l.$inferInsert): Promise<LogRow> {
  const [row] = await db.insert(l).values(values).returning();
  if (!row) throw new Error('insert returned no log');
  return row;
}

/** A live log, locked, for an edit or a delete. */
export async function getLogForUpdate(db: Db, id: string): Promise<LogRow | null> {
  const [row] = await db
    .select()
    .from(l)
    .where(and(eq(l.id, id), eq(l.deleted, false)))
    .for('update');
  return row ?? null;
}

/** Whether the session holds a live catch a judge has decided (or that judging stored Invalid). */
export async function hasJudgedCatch(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: l.id })
    .from(l)
    .where(and(eq(l.sessionId, sessionId), eq(l.deleted, false), ne(l.status, 'Pending')))
    .limit(1);
  return row !== undefined;
}

export async function getLiveLog(db: Db, id: string): Promise<LogRow | null> {
  const [row] = await db
    .select()
    .from(l)
    .where(and(eq(l.id, id), eq(l.deleted, false)));
  return row ?? null;
}

export async function updateLog(db: Db, id: string, values: Partial<typeof l.$inferInsert>) {
  await db.update(l).set(values).where(eq(l.id, id));
}

/** The times of the first and the last live fish of a session; nulls when it has none. */
export async function getLiveLogTimeRange(
  db: Db,
  sessionId: string,
): Promise<{ first: Date | null; last: Date | null }> {
  const [row] = await db
    .select({ first: min(l.logTime), last: max(l.logTime) })
    .from(l)
    .where(and(eq(l.sessionId, sessionId), eq(l.deleted, false)));
  return { first: row?.first ?? null, last: row?.last ?? null };
}

export async function insertVideo(db: Db, values: typeof t.fishLogVideos.$inferInsert) {
  await db.insert(t.fishLogVideos).values(values);
}

export async function deleteVideosOf(db: Db, logId: string): Promise<VideoRow[]> {
  return db.delete(t.fishLogVideos).where(eq(t.fishLogVideos.logId, logId)).returning();
}

export async function speciesExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: t.species.id }).from(t.species).where(eq(t.species.id, id));
  return Boolean(row);
}

/** A log's videos with what the media pipeline read of them: the camera's recording time and the file's hash. */
export async function videoFactsOf(db: Db, logId: string) {
  return db
    .select({
      storageKey: t.fishLogVideos.storageKey,
      startRecordingAt: t.fishLogVideos.startRecordingAt,
      endRecordingAt: t.fishLogVideos.endRecordingAt,
      recordedAt: t.mediaObjects.recordedAt,
      contentHash: t.mediaObjects.contentHash,
    })
    .from(t.fishLogVideos)
    .leftJoin(t.mediaObjects, eq(t.mediaObjects.key, t.fishLogVideos.storageKey))
    .where(eq(t.fishLogVideos.logId, logId));
}

/**
 * The content hashes of a log's videos that another live log (of a live session, anyone's) uses
 * too: the same file, whether uploaded once and attached twice or uploaded again.
 */
export async function hashesUsedElsewhere(db: Db, logId: string): Promise<Set<string>> {
  const mine = aliasedTable(t.mediaObjects, 'mine');
  const mineVideo = aliasedTable(t.fishLogVideos, 'mine_video');
  const other = aliasedTable(t.mediaObjects, 'other');
  const rows = await db
    .selectDistinct({ hash: mine.contentHash })
    .from(mineVideo)
    .innerJoin(mine, eq(mine.key, mineVideo.storageKey))
    .innerJoin(other, eq(other.contentHash, mine.contentHash))
    .innerJoin(t.fishLogVideos, eq(t.fishLogVideos.storageKey, other.key))
    .innerJoin(l, eq(l.id, t.fishLogVideos.logId))
    .innerJoin(t.fishingSessions, eq(t.fishingSessions.id, l.sessionId))
    .where(
      and(
        eq(mineVideo.logId, logId),
        isNotNull(mine.contentHash),
        ne(t.fishLogVideos.logId, logId),
        eq(l.deleted, false),
        eq(t.fishingSessions.deleted, false),
      ),
    );
  return new Set(rows.flatMap((row) => (row.hash ? [row.hash] : [])));
}

/** The stored videos of a log that another live log (of a live session) has attached too. */
export async function keysUsedElsewhere(db: Db, logId: string): Promise<Set<string>> {
  const mine = aliasedTable(t.fishLogVideos, 'mine_video');
  const rows = await db
    .selectDistinct({ key: mine.storageKey })
    .from(mine)
    .innerJoin(t.fishLogVideos, eq(t.fishLogVideos.storageKey, mine.storageKey))
    .innerJoin(l, eq(l.id, t.fishLogVideos.logId))
    .innerJoin(t.fishingSessions, eq(t.fishingSessions.id, l.sessionId))
    .where(
      and(
        eq(mine.logId, logId),
        ne(t.fishLogVideos.logId, logId),
        eq(l.deleted, false),
        eq(t.fishingSessions.deleted, false),
      ),
    );
  return new Set(rows.map((row) => row.key));
}
