import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  backupMedia,
  boats,
  clubs,
  fishLogVideos,
  teams,
  tournamentDrafts,
  tournaments,
  users,
} from '../../db/schema';

/**
 * Every column that names one of our storage objects (a picture, a video, a thumbnail): the one
 * list of the places a key can be referenced from. What removes or moves an object reads it: the
 * sweep of unattached uploads removes only what none of these names, and the move of legacy keys
 * (legacy-keys.ts) switches every one of these in one transaction — a column missing here would
 * keep naming a key that no longer exists. A new column holding a key belongs here;
 * key-columns.test.ts fails when the schema has a column named like one (key, picture, thumbnail,
 * url…) that is neither here nor among the columns it knows hold something else.
 * `media_objects.key` is not a reference but the object's own row (moved with it).
 */
export const MEDIA_KEY_COLUMNS = [
  users.pictureUrl,
  boats.pictureKey,
  fishLogVideos.storageKey,
  fishLogVideos.thumbnailKey,
  backupMedia.storageKey,
  backupMedia.thumbnailKey,
  tournaments.pictureKey,
  tournamentDrafts.pictureKey,
  teams.pictureKey,
  clubs.pictureKey,
] as const;

/**
 * Every key some column names (MEDIA_KEY_COLUMNS), read in one statement (a backup's snapshot). Only
 * the columns the database has: a backup taken before an upgrade's migrations ran (this build, an
 * older schema) has none of the columns those migrations add.
 */
export async function keysInUse(db: Db): Promise<Set<string>> {
  const existing = await db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  );
  const present = new Set(
    (existing as unknown as { rows: { table_name: string; column_name: string }[] }).rows.map(
      (row) => `${row.table_name}.${row.column_name}`,
    ),
  );
  const columns = MEDIA_KEY_COLUMNS.filter((column) =>
    present.has(`${getTableName(column.table)}.${column.name}`),
  );
  const named = sql.join(
    columns.map((column) => sql`select ${column} as key from ${column.table} where ${column} is not null`),
    sql` union `,
  );
  const result = await db.execute(sql`select key from (${named}) k`);
  return new Set((result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key));
}
