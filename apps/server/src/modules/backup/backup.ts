import { APP_VERSION } from '@tightlines/domain';
import { sql } from 'drizzle-orm';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import type { StorageConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Storage } from '../../platform/storage/storage';
import { keysInUse } from '../media';
import { createArchiveWriter, type Manifest } from './archive';
import { dumpTable, sequenceValues, tablesInLoadOrder } from './tables';

/** What a backup reads: the open database and the media store the server is configured with. */
export interface BackupSource {
  database: Database;
  storage: Storage;
  storageConfig: StorageConfig;
  now?: () => Date;
}

export interface BackupSummary {
  schemaVersion: number;
  tables: number;
  rows: number;
  /** Media objects in the archive (0 with the S3 driver: they stay in the bucket). */
  objects: number;
  uploadsInFlight: number;
  mediaInBucket: string | null;
}

/** The database changed under the backup in a way it cannot hold consistently; running it again does. */
export class BackupError extends Error {
  override name = 'BackupError';
}

interface DumpedTable {
  table: string;
  file: string;
  rows: number;
}

/**
 * Writes one consistent archive (archive.ts) of the database and the local media to `output`:
 *
 * 1. every table of the application's schema, in one read-only repeatable-read transaction (one
 *    snapshot; on PGlite the server's other statements wait for it), to files in a scratch folder,
 *    with the keys the snapshot's rows name;
 * 2. then the objects of the snapshot's `media_objects` rows, read from the store: an object is
 *    written before the row that names it commits, so every finished upload of the snapshot is
 *    there. A row whose object is not (an upload still under way) is left out of the archive; an
 *    object that something in the snapshot names but that was removed since (the name was dropped
 *    and the object discarded during the backup) fails the backup rather than write a row without
 *    its object;
 * 3. the tables, then the manifest with every entry's checksum.
 *
 * With the S3 driver the objects stay in the bucket and the manifest says which.
 */
export async function writeBackup(source: BackupSource, output: Writable): Promise<BackupSummary> {
  const now = source.now ?? (() => new Date());
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'tightlines-backup-'));
  try {
    const snapshot = await dumpSnapshot(source.database, scratch);
    const writer = createArchiveWriter(output);
    let media: Manifest['media'];
    const leftOut = new Set<string>();
    if (source.storageConfig.driver === 's3') {
      media = { included: false, driver: 's3', bucket: source.storageConfig.bucket };
    } else {
      const objects: Extract<Manifest['media'], { included: true }>['objects'] = [];
      for (const key of snapshot.objectKeys) {
        const object = await source.storage.get(key);
        if (!object) {
          if (snapshot.keysInUse.has(key)) {
            throw new BackupError(
              `the media object ${key} was removed while the backup ran; run the backup again`,
            );
          }
          leftOut.add(key);
          continue;
        }
        const name = `media/${key}`;
        const sha256 = await writer.add(name, object.size, object.body);
        objects.push({ name, key, size: object.size, sha256, contentType: object.contentType });
      }
      media = { included: true, driver: 'local', objects, uploadsInFlight: leftOut.size };
    }
    if (leftOut.size > 0) await leaveOutRows(snapshot.tables, leftOut);
    const tables: Manifest['tables'] = [];
    for (const dumped of snapshot.tables) {
      const name = `tables/${dumped.table}.jsonl`;
      const { size } = await fs.stat(dumped.file);
      const sha256 = await writer.add(name, size, createReadStream(dumped.file));
      tables.push({ name, table: dumped.table, rows: dumped.rows, size, sha256 });
    }
    await writer.finish({
      format: 'tightlines-backup',
      formatVersion: 1,
      appVersion: APP_VERSION,
      createdAt: now().toISOString(),
      engine: source.database.kind,
      schemaVersion: snapshot.schemaVersion,
      tables,
      sequences: snapshot.sequences,
      media,
    });
    return {
      schemaVersion: snapshot.schemaVersion,
      tables: tables.length,
      rows: tables.reduce((sum, table) => sum + table.rows, 0),
      objects: media.included ? media.objects.length : 0,
      uploadsInFlight: leftOut.size,
      mediaInBucket: media.included ? null : media.bucket,
    };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

async function dumpSnapshot(database: Database, scratch: string) {
  return database.db.transaction(
    async (tx) => {
      const [version] = (
        (await tx.execute(
          sql`select max(created_at)::text as "version" from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { version: string | null }[] }
      ).rows;
      if (!version?.version)
        throw new BackupError('the database has no schema yet: there is nothing to back up');
      const tables: DumpedTable[] = [];
      for (const table of await tablesInLoadOrder(tx)) {
        const file = path.join(scratch, `${table}.jsonl`);
        const out = createWriteStream(file, { mode: 0o600 });
        const rows = await dumpTable(tx, table, async (lines) => {
          if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
        });
        out.end();
        await once(out, 'close');
        tables.push({ table, file, rows });
      }
      const objectKeys = (
        (await tx.execute(sql`select key from media_objects order by key`)) as unknown as {
          rows: { key: string }[];
        }
      ).rows.map((row) => row.key);
      return {
        schemaVersion: Number(version.version),
        tables,
        sequences: await sequenceValues(tx),
        objectKeys,
        keysInUse: await keysInUse(tx),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Drops the `media_objects` rows of uploads still under way (and of renditions made of them). */
async function leaveOutRows(tables: DumpedTable[], keys: Set<string>): Promise<void> {
  const dumped = tables.find((table) => table.table === 'media_objects');
  if (!dumped) return;
  const lines = (await fs.readFile(dumped.file, 'utf8')).split('\n').filter((line) => line !== '');
  const kept = lines.filter((line) => {
    const row = JSON.parse(line) as { key: string; rendition_of?: string | null };
    return !keys.has(row.key) && !(row.rendition_of && keys.has(row.rendition_of));
  });
  await fs.writeFile(dumped.file, kept.map((line) => `${line}\n`).join(''));
  dumped.rows = kept.length;
}
