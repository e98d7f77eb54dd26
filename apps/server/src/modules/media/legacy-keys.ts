import { and, eq, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { mediaObjects, seedRuns, users } from '../../db/schema';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs';
import type { Storage } from '../../platform/storage/storage';
import { MEDIA_KEY_COLUMNS } from './key-columns';
import { isAttached } from './media-objects';

/** Objects one run moves (a video is read and written whole); the next run takes the rest. */
const BATCH = 20;
/** How long a move holds an object (`cleaning_until`, which keeps cleanings and other moves off it). */
const HOLD_MS = 15 * 60 * 1000;

/** An object stored under its uploader's user id, and where it goes. */
export interface LegacyObject {
  key: string;
  ownerId: string;
  mediaPrefix: string;
}

/** Where a legacy key moves: the same file name in its uploader's random media folder. */
const movedKeyOf = ({ key, ownerId, mediaPrefix }: LegacyObject): string =>
  `uploads/${mediaPrefix}/${key.slice(`uploads/${ownerId}/`.length)}`;

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * The uuid a key's folder (`uploads/<folder>/…`) names, or null: compared as a uuid, the join with
 * users is one look-up of their primary key per key, not a comparison with every account.
 */
const uuidFolderOf = (key: SQL) =>
  sql`case when split_part(${key}, '/', 2) ~ ${UUID} then split_part(${key}, '/', 2)::uuid end`;

/**
 * Referenced keys still under `uploads/<user id>/` (where uploads went before media folders), with
 * their uploader's media folder. Skipped for now: objects being deleted (the removal job takes
 * them), objects the cleaning job has not cleaned yet (it rewrites them in place; ADR 004), and
 * objects a move holds (its hold lapses after a crash).
 */
export async function listLegacyObjects(db: Db, limit = BATCH): Promise<LegacyObject[]> {
  const referenced = sql.join(
    MEDIA_KEY_COLUMNS.map(
      (column) => sql`select ${column} as key from ${column.table} where ${column} like 'uploads/%/%'`,
    ),
    sql` union `,
  );
  const result = await db.execute(sql`
    select k.key, u.id as "ownerId", u.media_prefix as "mediaPrefix"
    from (${referenced}) k
    join ${users} u on u.id = ${uuidFolderOf(sql`k.key`)}
    left join ${mediaObjects} m on m.key = k.key
    where m.key is null or (
      m.state <> 'deleted'
      and (m.cleaned_at is not null or m.clean_failed_at is not null)
      and (m.cleaning_until is null or m.cleaning_until < now()))
    order by k.key
    limit ${limit}`);
  return (result as unknown as { rows: LegacyObject[] }).rows;
}

/**
 * Moves one legacy object to its uploader's media folder, so its URLs stop naming the account. In
 * an order a crash at any point cannot lose: (1) copy the bytes to the new key, the old object
 * staying the truth (a run after a crash copies again); (2) in one transaction, switch every
 * reference (MEDIA_KEY_COLUMNS) and the object's media_objects row (state, size, cleaning: its
 * quota and its hidden or deleted state go with it) to the new key, leaving a `deleted` row for the
 * old key, so the local driver answers 404 to its public URLs at once; (3) delete the old object, or after a
 * crash the `media.remove-deleted` job does. The copy has a row from before it is written, so a
 * copy nobody switched to is swept like any unattached upload. Answers whether it moved the object.
 */
export async function moveLegacyObject(db: Db, storage: Storage, legacy: LegacyObject): Promise<boolean> {
  const { key, ownerId } = legacy;
  const target = movedKeyOf(legacy);
  if (!(await hold(db, key))) return false;
  try {
    await db
      .insert(mediaObjects)
      .values({ key: target, ownerId, cleanedAt: new Date() })
      .onConflictDoNothing();
    const object = await storage.get(key);
    // Gone already (a deleted session's video): its references still switch, to name nobody.
    if (object) await storage.put(target, object.body, { contentType: object.contentType });
    await switchReferences(db, key, target, ownerId);
  } catch (error) {
    await db.update(mediaObjects).set({ cleaningUntil: null }).where(eq(mediaObjects.key, key));
    throw error;
  }
  await removeOld(db, storage, key);
  return true;
}

/** Keeps another run off the object while it is moved; false when someone else holds it. */
async function hold(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(eq(mediaObjects.key, key));
  // Uploaded before media_objects existed: no row to hold (a second move would copy the same bytes).
  if (!row) return true;
  const held = await db
    .update(mediaObjects)
    .set({ cleaningUntil: new Date(Date.now() + HOLD_MS) })
    .where(
      and(
        eq(mediaObjects.key, key),
        ne(mediaObjects.state, 'deleted'),
        or(isNull(mediaObjects.cleaningUntil), lt(mediaObjects.cleaningUntil, sql`now()`)),
      ),
    )
    .returning({ key: mediaObjects.key });
  return held.length > 0;
}

/** Step 2: every reference and the object's row to `target`, the old key left `deleted`, at once. */
async function switchReferences(db: Db, key: string, target: string, ownerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ key: mediaObjects.key })
      .from(mediaObjects)
      .where(eq(mediaObjects.key, key))
      .for('update');
    // Nothing names it any more (its owner replaced it meanwhile): it is not moved but removed, and
    // the copy, left with its row, is swept like any unattached upload.
    if (await isAttached(tx, key)) {
      for (const column of MEDIA_KEY_COLUMNS) {
        await tx.execute(
          sql`update ${column.table} set ${sql.identifier(column.name)} = ${target} where ${column} = ${key}`,
        );
      }
      // The copy's own row gives way to the object's (none when the object had none: as before).
      await tx.delete(mediaObjects).where(eq(mediaObjects.key, target));
      if (row) {
        await tx
          .update(mediaObjects)
          .set({ key: target, cleaningUntil: null })
          .where(eq(mediaObjects.key, key));
      }
    }
    // Its renditions (named from the old key, under the user id) go: the removal job deletes them,
    // and the picture is its own only candidate until something makes them again from the new key.
    await tx.update(mediaObjects).set({ state: 'deleted' }).where(eq(mediaObjects.renditionOf, key));
    // Nothing uses the old key now: any URL still naming it answers 404 until the object is deleted.
    await tx
      .insert(mediaObjects)
      .values({ key, ownerId, state: 'deleted' })
      .onConflictDoUpdate({ target: mediaObjects.key, set: { state: 'deleted', cleaningUntil: null } });
  });
}

/**
 * Step 3: the old object goes, then its `deleted` row. Should a write have named the old key again
 * since the switch (it raced it), the row goes instead and the next run moves the object again.
 */
async function removeOld(db: Db, storage: Storage, key: string): Promise<void> {
  const deletedRow = and(eq(mediaObjects.key, key), eq(mediaObjects.state, 'deleted'));
  if (await isAttached(db, key)) {
    await db.delete(mediaObjects).where(deletedRow);
    return;
  }
  await storage.delete(key);
  await db.delete(mediaObjects).where(deletedRow);
}

/**
 * Moves a batch of legacy objects (issue 16: media URLs must not reveal user ids). Idempotent: a
 * moved object is no longer listed, and a run after a crash finishes what the last one started.
 * A failure of the store skips that object (the others still move) and fails the run, so it is
 * retried. Answers how many it moved.
 */
export async function moveLegacyObjects(db: Db, storage: Storage, limit = BATCH): Promise<number> {
  const failures: unknown[] = [];
  let moved = 0;
  for (const legacy of await listLegacyObjects(db, limit)) {
    try {
      if (await moveLegacyObject(db, storage, legacy)) moved += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'some legacy media could not be moved yet');
  return moved;
}

/** The one-off move's name in `seed_runs`, where its end is recorded. */
const MOVE_NAME = 'media.move-legacy-keys';

/** Whether every legacy object has moved (recorded once a run found none left). */
export async function legacyKeysMoved(db: Db): Promise<boolean> {
  const [row] = await db.select().from(seedRuns).where(eq(seedRuns.name, MOVE_NAME));
  return row !== undefined;
}

/**
 * The job that moves legacy objects, a batch a run: a full batch sends the next run at once, so a
 * store with many drains without waiting for the schedule; a run that finds none left records that
 * the move is over and ends its schedule (jobs.ts schedules it only until then).
 */
export function legacyKeysJob(db: Db, storage: Storage, jobs: Pick<Jobs, 'send' | 'unschedule'>) {
  const job: JobDefinition<z.ZodObject> = {
    name: MOVE_NAME,
    payload: z.object({}),
    async run() {
      if ((await moveLegacyObjects(db, storage)) === BATCH) {
        await jobs.send(job, {});
        return;
      }
      // Fewer than a batch: what is left (if any) is held by a cleaning or a move, for a later run.
      if ((await listLegacyObjects(db, 1)).length > 0) return;
      await db.insert(seedRuns).values({ name: MOVE_NAME, version: 'done' }).onConflictDoNothing();
      await jobs.unschedule(job);
    },
  };
  return job;
}
