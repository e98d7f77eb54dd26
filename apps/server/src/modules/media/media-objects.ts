import { AppError } from '@tightlines/domain';
import { and, eq, inArray, isNull, lt, ne, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { backupMedia, fishLogs, fishLogVideos, mediaObjects, users } from '../../db/schema';
import type { Storage } from '../../platform/storage/storage';
import { MEDIA_KEY_COLUMNS } from './key-columns';
import { renditionKeysOf } from './picture-renditions';

/** Who may read an object: anyone holding its URL, or only URLs signed for its owner and moderators. */
export type MediaState = 'active' | 'hidden' | 'deleted';

/** How many objects one run of a removal job handles (the next run takes the rest). */
const BATCH = 500;

/** Whether a stored value is one of our storage keys (external URLs of imported data are not). */
const isKey = (value: string | null | undefined): value is string =>
  Boolean(value) && !/^(https?:)?\/\//.test(value!) && !value!.startsWith('/');

/**
 * Refuses (VALIDATION naming `size`, spec-style message) an upload that would take the account past
 * its quota, counted from the sizes recorded for its objects (finished, in progress or not yet
 * removed); else records the new object with its size, before any byte is sent.
 */
export async function reserveUpload(
  db: Db,
  { ownerId, key, size, quotaBytes }: { ownerId: string; key: string; size: number; quotaBytes: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    // One reservation at a time per account, so two parallel uploads cannot both pass the check.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [row] = await tx
      .select({ used: sum(mediaObjects.sizeBytes) })
      .from(mediaObjects)
      .where(eq(mediaObjects.ownerId, ownerId));
    if (Number(row?.used ?? 0) + size > quotaBytes) {
      throw new AppError('VALIDATION', {
        key: 'storageQuotaExceeded',
        details: { fields: ['size'] },
      });
    }
    await tx.insert(mediaObjects).values({ key, ownerId, sizeBytes: size });
  });
}

/**
 * Forgets the reservation of an upload its owner gave up before finishing it: the row of a key that
 * nothing has attached (an attached or hidden object keeps its row, and its place in the quota).
 */
export async function releaseUpload(
  db: Db,
  { ownerId, key }: { ownerId: string; key: string },
): Promise<void> {
  await db
    .delete(mediaObjects)
    .where(
      and(
        eq(mediaObjects.key, key),
        eq(mediaObjects.ownerId, ownerId),
        eq(mediaObjects.state, 'active'),
        isNull(mediaObjects.attachedAt),
      ),
    );
}

/** The bytes recorded for an account's objects (what counts against its quota). */
export async function usedBytes(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ used: sum(mediaObjects.sizeBytes) })
    .from(mediaObjects)
    .where(eq(mediaObjects.ownerId, ownerId));
  return Number(row?.used ?? 0);
}

/** The storage keys of a session's (or one log's) videos, thumbnails and backup media. */
async function mediaKeysOf(db: Db, of: { sessionId: string } | { logId: string }): Promise<string[]> {
  const videos = await db
    .select({ key: fishLogVideos.storageKey, thumbnail: fishLogVideos.thumbnailKey })
    .from(fishLogVideos)
    .where('sessionId' in of ? eq(fishLogVideos.sessionId, of.sessionId) : eq(fishLogVideos.logId, of.logId));
  const backups = await db
    .select({ key: backupMedia.storageKey, thumbnail: backupMedia.thumbnailKey })
    .from(backupMedia)
    .where(
      'sessionId' in of
        ? or(
            eq(backupMedia.sessionId, of.sessionId),
            inArray(
              backupMedia.logId,
              db.select({ id: fishLogs.id }).from(fishLogs).where(eq(fishLogs.sessionId, of.sessionId)),
            ),
          )
        : eq(backupMedia.logId, of.logId),
    );
  return [...new Set([...videos, ...backups].flatMap((row) => [row.key, row.thumbnail]).filter(isKey))];
}

/**
 * Sets the state of a session's or a log's media, in the caller's transaction: `hidden` or
 * `deleted` takes effect on the next read of any URL already handed out (local driver); `active`
 * restores hidden media only. Deleted media stay deleted (the removal job deletes them).
 */
export async function setMediaState(
  tx: Db,
  of: { sessionId: string } | { logId: string },
  ownerId: string,
  state: MediaState,
): Promise<void> {
  const own = await mediaKeysOf(tx, of);
  if (own.length === 0) return;
  // A picture's renditions are hidden, restored and deleted with it.
  const keys = [...own, ...(await renditionKeysOf(tx, own))];
  if (state === 'active') {
    await tx
      .update(mediaObjects)
      .set({ state })
      .where(and(inArray(mediaObjects.key, keys), eq(mediaObjects.state, 'hidden')));
    return;
  }
  // Objects uploaded before media_objects existed have no row yet: they get one (size unknown).
  await tx
    .insert(mediaObjects)
    .values(keys.map((key) => ({ key, ownerId, state })))
    .onConflictDoUpdate({
      target: mediaObjects.key,
      set: { state },
      setWhere: ne(mediaObjects.state, 'deleted'),
    });
}

/** The state of an object (`active` for one the table does not know: uploaded before it existed). */
export async function mediaStateOf(db: Db, key: string): Promise<MediaState> {
  const [row] = await db
    .select({ state: mediaObjects.state })
    .from(mediaObjects)
    .where(eq(mediaObjects.key, key));
  return row?.state ?? 'active';
}

/**
 * Deletes from storage the objects of deleted sessions and logs, then their rows. Idempotent: a
 * retried run finds only what is left, and deleting an object already gone is not an error.
 * Answers how many objects it removed.
 */
export async function removeDeletedMedia(db: Db, storage: Storage): Promise<number> {
  const rows = await db
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(eq(mediaObjects.state, 'deleted'))
    .orderBy(mediaObjects.createdAt)
    .limit(BATCH);
  for (const { key } of rows) {
    await storage.delete(key);
    await db.delete(mediaObjects).where(and(eq(mediaObjects.key, key), eq(mediaObjects.state, 'deleted')));
  }
  return rows.length;
}

/** The keys among `keys` that something names: a log's video or thumbnail, backup media, a picture. */
async function attachedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // One column after the other: `db` may be a transaction, whose connection runs one query at a time.
  for (const column of MEDIA_KEY_COLUMNS) {
    const rows = await db.select({ key: column }).from(column.table).where(inArray(column, keys));
    for (const row of rows) if (row.key) found.add(row.key);
  }
  return found;
}

/**
 * Removes an object nothing uses any more (a replaced picture, a removed video): marked `deleted`
 * first, so should the store fail now the removal job deletes it later, then the object and its
 * row. Does nothing to an object something still uses.
 */
export async function discardObject(db: Db, storage: Storage, key: string): Promise<void> {
  if (await isAttached(db, key)) return;
  // A picture's renditions go with it (each kept should something name it on its own).
  for (const rendition of await renditionKeysOf(db, [key])) await discardObject(db, storage, rendition);
  const deleted = and(eq(mediaObjects.key, key), eq(mediaObjects.state, 'deleted'));
  await db.update(mediaObjects).set({ state: 'deleted' }).where(eq(mediaObjects.key, key));
  await storage.delete(key);
  await db.delete(mediaObjects).where(deleted);
}

/**
 * Tags an object as attached to what now names it (a published tournament's picture), in the
 * caller's transaction: the sweep of unattached uploads never looks at it again, so it is kept and
 * served for as long as its owner keeps it. Only an active object of `ownerId` is tagged.
 */
export async function markAttached(db: Db, key: string, ownerId: string): Promise<void> {
  await db
    .update(mediaObjects)
    .set({ attachedAt: sql`now()` })
    .where(
      and(
        or(eq(mediaObjects.key, key), eq(mediaObjects.renditionOf, key)),
        eq(mediaObjects.ownerId, ownerId),
        eq(mediaObjects.state, 'active'),
        isNull(mediaObjects.attachedAt),
      ),
    );
}

/** Whether a log, session, boat or profile uses the object. */
export async function isAttached(db: Db, key: string): Promise<boolean> {
  return (await attachedKeys(db, [key])).has(key);
}

/**
 * Removes the uploads made before `cutoff` that nothing uses (an abandoned form, a replaced
 * picture): the object, then its row. A key found in use is marked attached and never checked
 * again. Idempotent like removeDeletedMedia. Answers how many it removed.
 */
export async function removeUnattachedUploads(db: Db, storage: Storage, cutoff: Date): Promise<number> {
  const rows = await db
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(
      and(
        eq(mediaObjects.state, 'active'),
        isNull(mediaObjects.attachedAt),
        lt(mediaObjects.createdAt, cutoff),
        // Renditions are named by no column: they go when their picture goes.
        isNull(mediaObjects.renditionOf),
      ),
    )
    .orderBy(mediaObjects.createdAt)
    .limit(BATCH);
  if (rows.length === 0) return 0;
  const keys = rows.map((row) => row.key);
  const attached = await attachedKeys(db, keys);
  if (attached.size > 0) {
    await db
      .update(mediaObjects)
      .set({ attachedAt: sql`now()` })
      .where(inArray(mediaObjects.key, [...attached]));
  }
  const unattached = keys.filter((key) => !attached.has(key));
  for (const key of unattached) {
    for (const rendition of await renditionKeysOf(db, [key])) {
      await storage.delete(rendition);
      await db.delete(mediaObjects).where(eq(mediaObjects.key, rendition));
    }
    await storage.delete(key);
    await db
      .delete(mediaObjects)
      .where(
        and(eq(mediaObjects.key, key), eq(mediaObjects.state, 'active'), isNull(mediaObjects.attachedAt)),
      );
  }
  return unattached.length;
}
