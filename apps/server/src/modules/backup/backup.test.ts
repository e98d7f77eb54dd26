import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../config';
import { openPglite, openPostgres, type Database } from '../../db/database';
import { appliedSchemaVersion, expectedSchemaVersion } from '../../db/schema-version';
import { localStorageSetup } from '../../platform/storage/create-storage';
import { createDiskBackend } from '../../platform/storage/disk-backend';
import { createLocalStorage, type LocalStorage } from '../../platform/storage/local-storage';
import { createUrlSigner } from '../../platform/storage/signer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { databaseUrl, runOnServer } from '../../test/database-templates';
import { createUser } from '../../test/factories';
import { tableContents } from '../../test/table-contents';
import { createSession, MP4_BYTES, speciesIds, uploadVideo } from '../../test/session-factories';
import {
  ArchiveError,
  requestBackup,
  restoreBackup,
  RestoreTargetNotEmptyError,
  serveBackups,
  verifyArchive,
  writeBackup,
  type Manifest,
} from '.';

const LOCAL = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).storage;

let folder: string;
let t: TestApp;
let storage: LocalStorage;
let archive: string;
let inFlightKey: string;
let manifest: Manifest;

const signer = createUrlSigner(randomBytes(32));

function diskStorage(root: string): LocalStorage {
  return createLocalStorage(createDiskBackend(root), signer, 'disk');
}

async function objectBytes(store: LocalStorage, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'tightlines-backup-test-'));
  storage = diskStorage(path.join(folder, 'source-media'));
  t = await buildTestApp({ storage: localStorageSetup(storage, signer) });
  const angler = await createUser(t);
  // A session with a catch on video (an object something names), and an upload still under way.
  await createSession(t, angler, {
    logs: [
      {
        fishUUID: (await speciesIds(t))[0]!,
        type: 'Release',
        logTime: new Date(Date.now() - 2 * 3600_000).toISOString(),
        latitude: 9.5,
        longitude: -85.7,
        video: { key: await uploadVideo(t, angler, MP4_BYTES) },
      },
    ],
  });
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/media/uploads',
    headers: angler.auth,
    payload: { purpose: 'video', contentType: 'video/mp4', size: MP4_BYTES.length },
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  inFlightKey = (ticket.json().result as { key: string }).key;

  archive = path.join(folder, 'backup.tar.gz');
  const summary = await writeBackup(
    { database: t.database, storage, storageConfig: LOCAL },
    createWriteStream(archive),
  );
  expect(summary.uploadsInFlight).toBe(1);
  manifest = await verifyArchive(archive, await fs.mkdtemp(path.join(folder, 'verify-')));
});

afterAll(async () => {
  await t?.close();
  await fs.rm(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('records the schema version and leaves out the upload still under way', async () => {
    expect(manifest.schemaVersion).toBe(await appliedSchemaVersion(t.database.executeSql));
    expect(manifest.media).toMatchObject({ included: true, uploadsInFlight: 1 });
    const keys = manifest.media.included ? manifest.media.objects.map((object) => object.key) : [];
    expect(keys).not.toContain(inFlightKey);
    expect(keys.length).toBeGreaterThan(0);
  });

  async function restoreAndCompare(target: Database, mediaRoot: string) {
    const scratch = await fs.mkdtemp(path.join(folder, 'scratch-'));
    const restoredStorage = diskStorage(mediaRoot);
    await restoreBackup(await verifyArchive(archive, scratch), scratch, target, async () => restoredStorage);
    const before = await tableContents(t.database);
    before.media_objects = before.media_objects!.filter((line) => !line.includes(inFlightKey));
    const after = await tableContents(target);
    // The feed's version (a cache key) moves on as the rows arrive: guests' cached pages are dropped.
    const versionOf = (lines: string[] | undefined) =>
      (JSON.parse(lines![0]!) as { version: number }).version;
    expect(versionOf(after.feed_version)).toBeGreaterThanOrEqual(versionOf(before.feed_version));
    delete after.feed_version;
    delete before.feed_version;
    expect(after).toEqual(before);
    // Every media row has its object, byte for byte.
    const { rows } = await target.executeSql('select key from media_objects', []);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows as { key: string }[]) {
      const restored = await objectBytes(restoredStorage, key);
      expect(restored, key).not.toBeNull();
      expect(restored!.equals((await objectBytes(storage, key))!)).toBe(true);
    }
    // New rows continue after the restored ones (identity columns and sequences).
    const { rows: sequences } = await target.executeSql(
      `select sequencename as "name", last_value::text as "value" from pg_sequences where schemaname = 'public' order by 1`,
      [],
    );
    const { rows: sourceSequences } = await t.database.executeSql(
      `select sequencename as "name", last_value::text as "value" from pg_sequences where schemaname = 'public' order by 1`,
      [],
    );
    expect(sequences).toEqual(sourceSequences);
  }

  it('restores every table and media object into a fresh PGlite data directory', async (context) => {
    // On PostgreSQL's run the archive goes to a fresh PostgreSQL database instead (below).
    if (inject('databaseTemplates').engine !== 'pglite') return context.skip();
    const target = await openPglite(path.join(folder, 'restored-pglite'));
    try {
      await restoreAndCompare(target, path.join(folder, 'restored-pglite-media'));
    } finally {
      await target.close();
    }
  });

  it('restores into a fresh PostgreSQL database', async (context) => {
    const templates = inject('databaseTemplates');
    if (templates.engine !== 'postgres') return context.skip();
    const name = `tightlines_restore_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await runOnServer(templates.serverUrl, `create database ${name}`);
    const target = await openPostgres(databaseUrl(templates.serverUrl, name));
    try {
      await restoreAndCompare(target, path.join(folder, 'restored-postgres-media'));
    } finally {
      await target.close();
      await runOnServer(templates.serverUrl, `drop database if exists ${name} with (force)`);
    }
  });

  it('refuses a database that is not empty, changing nothing', async () => {
    const scratch = await fs.mkdtemp(path.join(folder, 'scratch-'));
    const before = await tableContents(t.database);
    await expect(
      restoreBackup(await verifyArchive(archive, scratch), scratch, t.database, async () => storage),
    ).rejects.toBeInstanceOf(RestoreTargetNotEmptyError);
    expect(await tableContents(t.database)).toEqual(before);
  });

  it('refuses a corrupt or a truncated archive while reading it, before any restore', async () => {
    const bytes = await fs.readFile(archive);
    const corrupt = Buffer.from(bytes);
    corrupt[Math.floor(corrupt.length / 2)]! ^= 0xff;
    const damaged = { corrupt, truncated: bytes.subarray(0, Math.floor(bytes.length * 0.8)) };
    for (const [what, content] of Object.entries(damaged)) {
      const file = path.join(folder, `${what}.tar.gz`);
      await fs.writeFile(file, content);
      const scratch = await fs.mkdtemp(path.join(folder, 'scratch-'));
      await expect(verifyArchive(file, scratch), what).rejects.toBeInstanceOf(ArchiveError);
    }
  });

  it('takes a backup through a running server’s admin socket', async () => {
    const socket = path.join(folder, 'admin.sock');
    const stop = await serveBackups(
      socket,
      { database: t.database, storage, storageConfig: LOCAL },
      t.app.log,
    );
    try {
      const file = path.join(folder, 'through-socket.tar.gz');
      await requestBackup(socket, createWriteStream(file));
      const copy = await verifyArchive(file, await fs.mkdtemp(path.join(folder, 'scratch-')));
      expect(copy.tables.map((table) => [table.table, table.rows])).toEqual(
        manifest.tables.map((table) => [table.table, table.rows]),
      );
    } finally {
      await stop();
    }
  });

  it('migrates an archive of an older schema to this build’s', async (context) => {
    // The same on either engine (it opens databases of its own): once, on PGlite.
    if (inject('databaseTemplates').engine !== 'pglite') return context.skip();
    const older = await openPglite('memory://');
    const scratch = await fs.mkdtemp(path.join(folder, 'scratch-'));
    const file = path.join(folder, 'older.tar.gz');
    const journal = JSON.parse(
      await fs.readFile(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: { when: number }[] };
    const previous = journal.entries.at(-2)!.when;
    try {
      await older.migrate(previous);
      await older.executeSql(`insert into app_secrets (name, value) values ('backup.test', '"kept"')`, []);
      await writeBackup({ database: older, storage, storageConfig: LOCAL }, createWriteStream(file));
    } finally {
      await older.close();
    }
    const restored = await openPglite('memory://');
    try {
      const read = await verifyArchive(file, scratch);
      expect(read.schemaVersion).toBe(previous);
      await restoreBackup(read, scratch, restored, async () => storage);
      expect(await appliedSchemaVersion(restored.executeSql)).toBe(expectedSchemaVersion());
      const { rows } = await restored.executeSql(
        `select value from app_secrets where name = 'backup.test'`,
        [],
      );
      expect(rows).toEqual([{ value: 'kept' }]);
    } finally {
      await restored.close();
    }
  });
});
