import { sql } from 'drizzle-orm';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Database } from '../../db/database';
import { isKnownSchemaVersion } from '../../db/schema-version';
import type { Storage } from '../../platform/storage/storage';
import { ArchiveError, extractedPath, readArchive, type Manifest } from './archive';
import { loadTable, quoted, restoreSequences, tablesInLoadOrder } from './tables';

/** The place a restore would write to already holds something: it is never overwritten. */
export class RestoreTargetNotEmptyError extends Error {
  override name = 'RestoreTargetNotEmptyError';
}

/**
 * Reads the whole archive into `scratch` and checks it (every entry against the manifest's
 * checksums, a schema version this build knows) before anything else is touched. Throws ArchiveError.
 */
export async function verifyArchive(file: string, scratch: string): Promise<Manifest> {
  const manifest = await readArchive(file, { extractTo: scratch });
  if (!isKnownSchemaVersion(manifest.schemaVersion)) {
    throw new ArchiveError(
      `the archive was made by a newer Tightlines (${manifest.appVersion}, schema ${manifest.schemaVersion}): restore it with that version or a later one`,
    );
  }
  return manifest;
}

/** Refuses a folder that exists and holds anything. */
export async function assertEmptyDirectory(folder: string, what: string): Promise<void> {
  let entries: string[];
  try {
    entries = await fs.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (entries.length > 0) {
    throw new RestoreTargetNotEmptyError(
      `${what} ${folder} is not empty: restore into an empty one (nothing was changed)`,
    );
  }
}

/** Refuses a database that holds any table of ours or any applied migration. */
export async function assertEmptyDatabase(database: Database): Promise<void> {
  const { rows } = await database.executeSql(
    `select count(*)::int as "tables" from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
  );
  if ((rows[0] as { tables: number }).tables > 0) {
    throw new RestoreTargetNotEmptyError(
      'the database is not empty: restore into a new, empty database (nothing was changed)',
    );
  }
}

export interface RestoreSummary {
  fromSchemaVersion: number;
  tables: number;
  rows: number;
  objects: number;
  mediaInBucket: string | null;
}

/**
 * Restores a verified archive (its entries extracted in `scratch`) into an empty database: migrates
 * it to the archive's schema version, loads every table and sequence in one transaction, then
 * migrates on to this build's schema (an older archive is brought up to date), and finally writes
 * the media objects into the configured store.
 */
export async function restoreBackup(
  manifest: Manifest,
  scratch: string,
  database: Database,
  openStorage: () => Promise<Storage>,
): Promise<RestoreSummary> {
  await assertEmptyDatabase(database);
  await database.migrate(manifest.schemaVersion);
  const dumped = new Map(manifest.tables.map((entry) => [entry.table, entry]));
  await database.db.transaction(async (tx) => {
    const tables = await tablesInLoadOrder(tx);
    const unknown = [...dumped.keys()].filter((table) => !tables.includes(table));
    if (unknown.length > 0)
      throw new ArchiveError(`the archive holds tables its schema lacks: ${unknown.join(', ')}`);
    // Rows the migrations themselves wrote (a singleton, a catalogue) give way to the archive's.
    for (const table of [...tables].reverse()) {
      if (!dumped.has(table)) continue;
      const name = sql.raw(quoted(table));
      const { rows } = (await tx.execute(sql`select exists (select from ${name}) as "any"`)) as unknown as {
        rows: { any: boolean }[];
      };
      if (rows[0]?.any) await tx.execute(sql`delete from ${name}`);
    }
    for (const table of tables) {
      const entry = dumped.get(table);
      if (!entry || entry.rows === 0) continue;
      const text = await fs.readFile(extractedPath(scratch, entry.name), 'utf8');
      const rows = text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      await loadTable(tx, table, rows);
    }
    await restoreSequences(tx, manifest.sequences);
  });
  await database.migrate();
  let objects = 0;
  if (manifest.media.included) {
    const storage = await openStorage();
    for (const object of manifest.media.objects) {
      await storage.put(object.key, createReadStream(extractedPath(scratch, object.name)), {
        contentType: object.contentType,
      });
      objects += 1;
    }
  }
  return {
    fromSchemaVersion: manifest.schemaVersion,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    objects,
    mediaInBucket: manifest.media.included ? null : manifest.media.bucket,
  };
}
