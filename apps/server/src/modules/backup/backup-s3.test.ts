import type { UploadTicket } from '@tightlines/domain';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../config';
import { openPostgres } from '../../db/database';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { databaseUrl, runOnServer } from '../../test/database-templates';
import { startTestS3Server, type TestS3Server } from '../../test/fakes/s3-server';
import { createUser } from '../../test/factories';
import { createSession, MP4_BYTES, speciesIds } from '../../test/session-factories';
import { tableContents } from '../../test/table-contents';
import { restoreBackup, verifyArchive, writeBackup, type BackupSummary, type Manifest } from '.';

/**
 * Backup and restore with the S3 driver (issue 39 point 1), against an S3-compatible server the test
 * starts: the archive holds the database only and names the bucket; the media stay in the bucket,
 * where the restored rows find them. What differs from the local driver's round trip (backup.test.ts)
 * does not depend on the engine: it runs once, on PostgreSQL when the run has one (CI does).
 */
const templates = inject('databaseTemplates');
const postgres = templates.engine === 'postgres' ? templates : null;
let s3: TestS3Server;
let t: TestApp;
let folder: string;
let archive: string;
let summary: BackupSummary;
let manifest: Manifest;
let videoKey: string;

beforeAll(async () => {
  if (!postgres) return;
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'tightlines-backup-s3-'));
  s3 = await startTestS3Server();
  t = await buildTestApp({ storage: { storage: s3.storage, registerRoutes: async () => undefined } });
  const angler = await createUser(t);
  // A catch on video, uploaded to the bucket as a browser does (a signed PUT).
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/media/uploads',
    headers: angler.auth,
    payload: { purpose: 'video', contentType: 'video/mp4', size: MP4_BYTES.length },
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const { uploadUrl, headers, key } = ticket.json().result as UploadTicket;
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: MP4_BYTES });
  expect(put.status, await put.text()).toBe(200);
  videoKey = key;
  await createSession(t, angler, {
    logs: [
      {
        fishUUID: (await speciesIds(t))[0]!,
        type: 'Release',
        logTime: new Date(Date.now() - 2 * 3600_000).toISOString(),
        video: { key },
      },
    ],
  });
  const storageConfig = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    STORAGE_DRIVER: 's3',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
  }).storage;
  archive = path.join(folder, 'backup.tar.gz');
  summary = await writeBackup(
    { database: t.database, storage: s3.storage, storageConfig },
    createWriteStream(archive),
  );
  manifest = await verifyArchive(archive, await fs.mkdtemp(path.join(folder, 'verify-')));
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

describe.skipIf(!postgres)('backup and restore with the S3 driver', () => {
  it('writes the database only, and says the media stay in the bucket', () => {
    expect(summary).toMatchObject({ objects: 0, mediaInBucket: s3.bucket });
    expect(manifest.media).toEqual({ included: false, driver: 's3', bucket: s3.bucket });
    expect(manifest.tables.map((table) => table.name).every((name) => name.startsWith('tables/'))).toBe(true);
    expect(manifest.tables.find((table) => table.table === 'media_objects')?.rows).toBeGreaterThan(0);
  });

  it('restores every table into a fresh database, whose media rows find their objects in the bucket', async () => {
    const name = `tightlines_restore_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await runOnServer(postgres!.serverUrl, `create database ${name}`);
    const target = await openPostgres(databaseUrl(postgres!.serverUrl, name));
    try {
      const scratch = await fs.mkdtemp(path.join(folder, 'scratch-'));
      const restored = await restoreBackup(
        await verifyArchive(archive, scratch),
        scratch,
        target,
        async () => {
          throw new Error('an archive whose media stay in the bucket writes no object');
        },
      );
      expect(restored).toMatchObject({ objects: 0, mediaInBucket: s3.bucket });
      const before = await tableContents(t.database);
      const after = await tableContents(target);
      // The feed's version (a cache key) moves on as the rows arrive.
      delete before.feed_version;
      delete after.feed_version;
      expect(after).toEqual(before);
      const { rows } = await target.executeSql('select key from media_objects', []);
      expect((rows as { key: string }[]).map((row) => row.key)).toContain(videoKey);
      // The objects were never copied: each row's object is the bucket's, still there.
      for (const { key } of rows as { key: string }[]) {
        expect((await s3.storage.get(key))?.size, key).toBeGreaterThan(0);
      }
    } finally {
      await target.close();
      await runOnServer(postgres!.serverUrl, `drop database if exists ${name} with (force)`);
    }
  });
});
