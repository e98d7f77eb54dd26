import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mediaObjects } from '../../db/schema';

/** What media_objects knows about an object's cleaning. */
export interface CleaningState {
  ownerId: string;
  sizeBytes: number;
  state: 'active' | 'hidden' | 'deleted';
  cleanedAt: Date | null;
  cleanFailedAt: Date | null;
  cleaningUntil: Date | null;
  recordedAt: Date | null;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  contentHash: string | null;
}

/** What cleaning found out about an object, recorded with it. */
export interface CleanedFacts {
  sizeBytes: number;
  recordedAt: Date | null;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  /** Videos: the SHA-256 (hex) of the file as it was uploaded; null for pictures. */
  contentHash: string | null;
}

export async function getCleaningState(db: Db, key: string): Promise<CleaningState | null> {
  const [row] = await db
    .select({
      ownerId: mediaObjects.ownerId,
      sizeBytes: mediaObjects.sizeBytes,
      state: mediaObjects.state,
      cleanedAt: mediaObjects.cleanedAt,
      cleanFailedAt: mediaObjects.cleanFailedAt,
      cleaningUntil: mediaObjects.cleaningUntil,
      recordedAt: mediaObjects.recordedAt,
      durationMs: mediaObjects.durationMs,
      width: mediaObjects.width,
      height: mediaObjects.height,
      contentHash: mediaObjects.contentHash,
    })
    .from(mediaObjects)
    .where(eq(mediaObjects.key, key));
  return row ?? null;
}

/**
 * Takes the object for cleaning until `until`, unless it is clean already, failed, deleted, or
 * someone else holds it (their hold not yet over). An object without a row (uploaded before
 * media_objects existed) gets one for `ownerId`. Answers whether the caller holds it now.
 */
export async function claimCleaning(
  db: Db,
  { key, ownerId, until }: { key: string; ownerId: string; until: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(mediaObjects)
    .values({ key, ownerId, cleaningUntil: until })
    .onConflictDoUpdate({
      target: mediaObjects.key,
      set: { cleaningUntil: until },
      setWhere: and(
        isNull(mediaObjects.cleanedAt),
        isNull(mediaObjects.cleanFailedAt),
        ne(mediaObjects.state, 'deleted'),
        or(isNull(mediaObjects.cleaningUntil), lt(mediaObjects.cleaningUntil, sql`now()`)),
      ),
    })
    .returning({ key: mediaObjects.key });
  return claimed.length > 0;
}

/** Records a cleaned object: its new size (what its owner's quota counts) and what was read from it. */
export async function recordCleaned(db: Db, key: string, facts: CleanedFacts): Promise<void> {
  await db
    .update(mediaObjects)
    .set({ ...facts, cleanedAt: sql`now()`, cleaningUntil: null })
    .where(eq(mediaObjects.key, key));
}

/** Lets go of an object without cleaning it; the next attempt may start at `retryAfter` (now by default). */
export async function releaseCleaning(db: Db, key: string, retryAfter: Date | null = null): Promise<void> {
  await db.update(mediaObjects).set({ cleaningUntil: retryAfter }).where(eq(mediaObjects.key, key));
}

/** An attached object that could not be read as what it claims: kept as it is, never tried again. */
export async function markCleanFailed(db: Db, key: string): Promise<void> {
  await db
    .update(mediaObjects)
    .set({ cleanFailedAt: sql`now()`, cleaningUntil: null })
    .where(eq(mediaObjects.key, key));
}

/** Forgets a refused object (removed from storage), so it no longer counts against the quota. */
export async function forgetObject(db: Db, key: string): Promise<void> {
  await db.delete(mediaObjects).where(eq(mediaObjects.key, key));
}

/**
 * Objects created before `cutoff` that were never cleaned (media_objects_uncleaned_idx): uploads an
 * API client never finished, and media attached before cleaning existed. Oldest first; those someone
 * holds (or that wait for a retry) are skipped.
 */
export async function listUncleaned(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<{ key: string; ownerId: string }[]> {
  return db
    .select({ key: mediaObjects.key, ownerId: mediaObjects.ownerId })
    .from(mediaObjects)
    .where(
      and(
        isNull(mediaObjects.cleanedAt),
        isNull(mediaObjects.cleanFailedAt),
        ne(mediaObjects.state, 'deleted'),
        lt(mediaObjects.createdAt, cutoff),
        or(isNull(mediaObjects.cleaningUntil), lt(mediaObjects.cleaningUntil, sql`now()`)),
      ),
    )
    .orderBy(mediaObjects.createdAt)
    .limit(limit);
}
