import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromBuffer, type Entry } from 'yauzl';
import { dataExports, mailOutbox, notifications } from '../../db/schema';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import { localStorageSetup } from '../../platform/storage/create-storage';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { createMemoryBackend } from '../../platform/storage/memory-backend';
import { createUrlSigner } from '../../platform/storage/signer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { sessionInput, uploadVideo } from '../../test/session-factories';
import { getUserByEmail } from '../users';
import { buildDataExport, removeExpiredExports } from './data-export-build';
import type { DataExportDeps } from './data-export-deps';
import { dataExportDownloadUrl, getDataExport, requestDataExport } from './data-export';

/** Issue 40 point 4: "download all my data", a zip built by a job, its owner's alone, for 7 days. */

const signer = createUrlSigner(randomBytes(32));
const storage = createLocalStorage(createMemoryBackend(), signer, 'memory');
const DAY = 24 * 3600_000;

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let ownerId: string;
let videoKey: string;
const marker = randomUUID().slice(0, 8);

/** Reads a zip back: each entry's name and bytes. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const mailer = (): Mailer =>
  createMailer({ driver: 'outbox', logger: t.app.log, publicUrl: 'http://x.test', logMessageText: false });

/** The module's deps on the test's database and storage, with a clock and a queue of the test's own. */
const deps = (changes: Partial<DataExportDeps> = {}): DataExportDeps => ({
  db: t.database.db,
  storage,
  mailer: mailer(),
  jobs: { send: () => Promise.resolve(null) },
  now: () => new Date(),
  publicUrl: 'http://x.test',
  ...changes,
});

const path = (user: TestUser) => `/api/users/${encodeURIComponent(user.email)}/data-export`;

beforeAll(async () => {
  t = await buildTestApp({ storage: localStorageSetup(storage, signer), startJobs: true });
  owner = await createUser(t, { name: `Export${marker}` });
  stranger = await createUser(t);
  ownerId = (await getUserByEmail(t.database.db, owner.email))!.id;
  const key = await uploadVideo(t, owner);
  videoKey = key;
  const logged = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: owner.auth,
    payload: await sessionInput(t, {
      logs: [{ ...(await sessionInput(t)).logs![0]!, video: { key, isAddedFromGallery: true } }],
    }),
  });
  expect(logged.statusCode, logged.body).toBe(200);
});
afterAll(() => t?.close());

describe('download all my data', () => {
  it('refuses guests and other accounts, and asks once while one is being prepared', async () => {
    expect((await t.app.inject({ method: 'POST', url: path(owner) })).statusCode).toBe(401);
    const asStranger = await t.app.inject({ method: 'POST', url: path(owner), headers: stranger.auth });
    expect(asStranger.statusCode).toBe(404);
    const read = await t.app.inject({ method: 'GET', url: path(owner), headers: stranger.auth });
    expect(read.statusCode).toBe(404);

    // Without the job running yet (a queue of the test's own): the second request answers the first.
    const sent: unknown[] = [];
    const queue = { send: (_job: unknown, payload: unknown) => (sent.push(payload), Promise.resolve('j')) };
    const actor = { email: stranger.email } as Parameters<typeof requestDataExport>[1];
    const first = await requestDataExport(deps({ jobs: queue }), actor, stranger.email);
    const second = await requestDataExport(deps({ jobs: queue }), actor, stranger.email);
    expect(first.dataExport?.status).toBe('preparing');
    expect(second.dataExport?.id).toBe(first.dataExport?.id);
    expect(sent).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, first.dataExport!.id));
    expect(rows).toHaveLength(1);
  });

  it('builds a zip of my data and media, tells me, and lets only me download it', async () => {
    const asked = await t.app.inject({ method: 'POST', url: path(owner), headers: owner.auth });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().result.dataExport.id as string;
    // The job runs on the app's queue; the page shows "ready" once it has.
    const ready = await vi.waitFor(
      async () => {
        const state = await t.app.inject({ method: 'GET', url: path(owner), headers: owner.auth });
        const dataExport = state.json().result.dataExport;
        if (dataExport?.status !== 'ready') throw new Error('still being prepared');
        return dataExport as { id: string; downloadUrl: string; expiresAt: string; sizeBytes: number };
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(ready.id).toBe(id);
    expect(new Date(ready.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);

    // Someone else's download reads as absent; a guest must sign in.
    expect(
      (await t.app.inject({ method: 'GET', url: ready.downloadUrl, headers: stranger.auth })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: ready.downloadUrl })).statusCode).toBe(401);

    const download = await t.app.inject({ method: 'GET', url: ready.downloadUrl, headers: owner.auth });
    expect(download.statusCode, download.body).toBe(303);
    const file = await t.app.inject({ method: 'GET', url: download.headers.location as string });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(ready.sizeBytes);
    const entries = await unzip(file.rawPayload);

    const profile = JSON.parse(entries.get('profile.json')!.toString('utf8'));
    expect(profile.account).toMatchObject({ email: owner.email, name: `Export${marker}` });
    expect(JSON.stringify(profile)).not.toContain('passwordHash');
    const sessions = JSON.parse(entries.get('sessions.json')!.toString('utf8')) as { ownerId: string }[];
    expect(sessions).toHaveLength(1);
    expect(JSON.parse(entries.get('logs.json')!.toString('utf8'))).toHaveLength(1);
    for (const name of ['comments', 'entries', 'payments', 'teams', 'clubs', 'notifications', 'boats']) {
      expect(entries.has(`${name}.json`), name).toBe(true);
    }
    // The video as the store keeps it (cleaned of its metadata, ADR 004).
    const stored = await storage.get(videoKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(entries.get(`media/${videoKey}`)?.equals(Buffer.concat(chunks))).toBe(true);

    // Told once in the app and once by e-mail, linking My Profile.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, ownerId), eq(notifications.kind, 'dataExportReady')));
    expect(told).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, owner.email), eq(mailOutbox.kind, 'dataExportReady')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/my_profile?edit=data');
  });

  it('expires after seven days by the app clock, and the cleanup removes the file', async () => {
    const actor = { email: owner.email } as Parameters<typeof getDataExport>[1];
    const { dataExport } = await getDataExport(deps(), actor, owner.email);
    const row = (
      await t.database.db.select().from(dataExports).where(eq(dataExports.id, dataExport!.id))
    )[0]!;
    const later = (ms: number) => () => new Date(row.expiresAt.getTime() + ms);

    expect(await dataExportDownloadUrl(deps({ now: later(-1000) }), actor, owner.email, row.id)).toBeTruthy();
    expect(await removeExpiredExports(deps({ now: later(-1000) }), ownerId)).toBe(0);
    await expect(
      dataExportDownloadUrl(deps({ now: later(0) }), actor, owner.email, row.id),
    ).rejects.toMatchObject({
      code: 404,
    });
    expect((await getDataExport(deps({ now: later(0) }), actor, owner.email)).dataExport).toBeNull();

    expect(await removeExpiredExports(deps({ now: later(1000) }), ownerId)).toBe(1);
    expect(await storage.head(row.archiveKey!)).toBeNull();
    expect(await t.database.db.select().from(dataExports).where(eq(dataExports.id, row.id))).toEqual([]);
  });

  it('a retried job makes one zip, one notification and one e-mail', async () => {
    const user = await createUser(t);
    const userId = (await getUserByEmail(t.database.db, user.email))!.id;
    const actor = { email: user.email } as Parameters<typeof requestDataExport>[1];
    const { dataExport } = await requestDataExport(deps(), actor, user.email);
    let puts = 0;
    const counting = {
      ...storage,
      put: (...args: Parameters<typeof storage.put>) => (puts++, storage.put(...args)),
    };
    // The first attempt writes the zip, then fails before it is marked ready (the mail cannot be written).
    const failing: Mailer = { send: () => Promise.reject(new Error('the database went away')) };
    await expect(
      buildDataExport(deps({ storage: counting, mailer: failing }), dataExport!.id),
    ).rejects.toThrow();
    await buildDataExport(deps({ storage: counting }), dataExport!.id);
    await buildDataExport(deps({ storage: counting }), dataExport!.id);
    expect(puts).toBe(2);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, dataExport!.id));
    expect(row).toMatchObject({
      status: 'ready',
      archiveKey: `exports/${userId}/tightlines-data-${row!.id}.zip`,
    });
    expect(await storage.head(row!.archiveKey!)).toMatchObject({ size: row!.sizeBytes });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, userId));
    expect(told.filter((n) => n.kind === 'dataExportReady')).toHaveLength(1);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.filter((m) => m.kind === 'dataExportReady')).toHaveLength(1);
  });

  it('deleting the account expires its zips for the cleanup', async () => {
    const user = await createUser(t);
    const actor = { email: user.email } as Parameters<typeof requestDataExport>[1];
    const { dataExport } = await requestDataExport(deps(), actor, user.email);
    await buildDataExport(deps(), dataExport!.id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${encodeURIComponent(user.email)}`,
      headers: user.auth,
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, dataExport!.id));
    expect(
      await removeExpiredExports(deps({ now: () => new Date(row!.expiresAt.getTime() + 1) }), row!.userId),
    ).toBe(1);
    expect(await storage.head(row!.archiveKey!)).toBeNull();
  });
});
