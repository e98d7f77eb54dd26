import { messages } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects } from '../../db/schema';
import { registerLocalMediaRoutes } from '../../platform/storage/local-routes';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { createMemoryBackend } from '../../platform/storage/memory-backend';
import { createUrlSigner } from '../../platform/storage/signer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login, type TestUser } from '../../test/factories';
import { callAs } from '../../test/profile-factories';
import { MP4_BYTES, sessionInput, uploadVideo } from '../../test/session-factories';
import { getUserByEmail, insertPermissionGrant } from '../users/repo';
import { deletedMediaJob, unattachedUploadsJob } from './abandoned-uploads';
import { mediaStateOf } from './media-objects';

const QUOTA = 1000;
const signer = createUrlSigner(randomBytes(32));
const storage = createLocalStorage(createMemoryBackend(), signer, 'memory');
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  t = await buildTestApp({
    env: { MEDIA_QUOTA_BYTES: String(QUOTA) },
    // The local driver as configured (state read from media_objects), on a store the test can inspect.
    storage: {
      storage,
      registerRoutes: (app) =>
        registerLocalMediaRoutes(app, {
          storage,
          signer,
          stateOf: (key) => mediaStateOf(t.database.db, key),
        }),
    },
  });
  owner = await createUser(t, { roleName: 'Angler', name: 'Owner' });
  stranger = await createUser(t, { roleName: 'Captain', name: 'Stranger' });
  const mod = await createUser(t, { name: 'Moderator' });
  const row = await getUserByEmail(t.database.db, mod.email);
  await insertPermissionGrant(t.database.db, row!.id, 'CONTENT_MODERATOR');
  const tokens = await login(t, mod.email, mod.password);
  moderator = { ...mod, tokens, auth: { authorization: `Bearer ${tokens.accessToken}` } };
});
afterAll(() => t.close());

/** A session of `owner` with one fish log carrying a video; answers its id, the key and log id. */
async function sessionWithVideo(): Promise<{ id: string; key: string; logId: string }> {
  const key = await uploadVideo(t, owner);
  const input = await sessionInput(t);
  input.logs![0]!.video = { key, isAddedFromGallery: false };
  const created = await callAs(t, 'POST', '/api/sessions', owner, input);
  expect(created.statusCode, created.body).toBe(200);
  const result = created.json().result as { UUID: string; logs: { UUID: string }[] };
  return { id: result.UUID, key, logId: result.logs[0]!.UUID };
}

/** The video URL `user` is shown on the session (null when they cannot read it). */
async function videoUrlAs(user: TestUser, id: string): Promise<string | null> {
  const response = await callAs(t, 'GET', `/api/sessions/${id}`, user);
  if (response.statusCode !== 200) return null;
  const videos = response.json().result.videoURLs as { videoUrl: string }[];
  return videos[0]?.videoUrl ?? null;
}

const fetchStatus = async (url: string) => (await t.app.inject({ url })).statusCode;

describe('media of hidden and deleted sessions, as an attacker would try', () => {
  it('a URL handed out while the session was visible stops working once it is hidden; owner and moderator still read', async () => {
    const { id } = await sessionWithVideo();
    const strangersUrl = (await videoUrlAs(stranger, id))!;
    expect(await fetchStatus(strangersUrl)).toBe(200);

    expect((await callAs(t, 'PUT', `/api/sessions/${id}`, moderator, { isHidden: true })).statusCode).toBe(
      200,
    );
    expect(await fetchStatus(strangersUrl)).toBe(404);
    expect(await videoUrlAs(stranger, id)).toBeNull();
    // A URL copied from the owner's own page of the visible session is no better.
    expect(await fetchStatus(strangersUrl.replace(/&scope=owner|$/, '&scope=owner'))).toBe(403);

    for (const user of [owner, moderator]) {
      const url = (await videoUrlAs(user, id))!;
      expect(url).not.toBe(strangersUrl);
      expect(await fetchStatus(url)).toBe(200);
    }

    expect((await callAs(t, 'PUT', `/api/sessions/${id}`, owner, { isHidden: false })).statusCode).toBe(200);
    expect(await fetchStatus(strangersUrl)).toBe(200);
  });

  it('deleting a session stops its URLs at once, and the job removes the objects (twice is harmless)', async () => {
    const { id, key } = await sessionWithVideo();
    const url = (await videoUrlAs(stranger, id))!;
    const ownersUrl = (await videoUrlAs(owner, id))!;
    expect((await callAs(t, 'PUT', `/api/sessions/${id}`, owner, { isDelete: true })).statusCode).toBe(200);
    expect(await fetchStatus(url)).toBe(404);
    expect(await fetchStatus(ownersUrl)).toBe(404);
    expect(await storage.head(key)).not.toBeNull();

    const job = deletedMediaJob(t.database.db, storage);
    await job.run({});
    expect(await storage.head(key)).toBeNull();
    expect(await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, key))).toEqual([]);
    await expect(job.run({})).resolves.toBeUndefined();
  });

  it('deleting a fish log marks its video deleted, for the job to remove', async () => {
    const { id, key, logId } = await sessionWithVideo();
    const url = (await videoUrlAs(stranger, id))!;
    const removed = await callAs(t, 'PUT', `/api/fishingLogs/${logId}`, owner, { isDelete: true });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await fetchStatus(url)).toBe(404);
    await deletedMediaJob(t.database.db, storage).run({});
    await deletedMediaJob(t.database.db, storage).run({});
    expect(await storage.head(key)).toBeNull();
  });
});

describe('uploads never attached', () => {
  it('are removed once older than 24 h; younger and attached ones stay', async () => {
    const old = await uploadVideo(t, stranger);
    const young = await uploadVideo(t, stranger);
    const { key: attached } = await sessionWithVideo();
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 3600_000 - 60_000);
    for (const key of [old, attached]) {
      await t.database.db
        .update(mediaObjects)
        .set({ createdAt: dayAndMinuteAgo })
        .where(eq(mediaObjects.key, key));
    }
    const job = unattachedUploadsJob(t.database.db, storage);
    await job.run({});
    await job.run({});
    expect(await storage.head(old)).toBeNull();
    expect(await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, old))).toEqual([]);
    expect(await storage.head(young)).not.toBeNull();
    expect(await storage.head(attached)).not.toBeNull();
  });
});

describe('storage quota', () => {
  it('refuses an upload past it before it starts, naming the field; one under it passes', async () => {
    const user = await createUser(t);
    const ask = (size: number) =>
      callAs(t, 'POST', '/api/media/uploads', user, { purpose: 'video', contentType: 'video/mp4', size });
    expect((await ask(QUOTA - MP4_BYTES.length)).statusCode).toBe(200);
    const refused = await ask(MP4_BYTES.length + 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: messages.storageQuotaExceeded,
      details: { fields: ['size'] },
    });
    expect((await ask(MP4_BYTES.length)).statusCode).toBe(200);
  });
});
