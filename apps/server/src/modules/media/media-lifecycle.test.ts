import { messages } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects } from '../../db/schema';
import { localStorageSetup } from '../../platform/storage/create-storage';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { createMemoryBackend } from '../../platform/storage/memory-backend';
import { createUrlSigner } from '../../platform/storage/signer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login, type TestUser } from '../../test/factories';
import {
  accountEdit,
  boatInput,
  callAs,
  createBoat,
  PNG_BYTES,
  uploadPicture,
} from '../../test/profile-factories';
import { MP4_BYTES, sessionInput, uploadVideo } from '../../test/session-factories';
import { getUserByEmail, grantPermission } from '../users';
import { deletedMediaJob, unattachedUploadsJob } from './abandoned-uploads';
import { mediaStateOf, usedBytes } from './media-objects';

/** Room for a few of the test videos of one account. */
const QUOTA = 20 * MP4_BYTES.length;
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
    storage: localStorageSetup(storage, signer),
  });
  owner = await createUser(t, { roleName: 'Angler', name: 'Owner' });
  stranger = await createUser(t, { roleName: 'Captain', name: 'Stranger' });
  const mod = await createUser(t, { name: 'Moderator' });
  const row = await getUserByEmail(t.database.db, mod.email);
  await grantPermission(t.database.db, row!.id, 'CONTENT_MODERATOR');
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

const rowOf = async (key: string) =>
  (await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, key)))[0];

describe('media of hidden and deleted sessions, as an attacker would try', () => {
  it('a URL handed out while the session was visible stops working once it is hidden; owner and moderator still read', async () => {
    const { id } = await sessionWithVideo();
    const strangersUrl = (await videoUrlAs(stranger, id))!;
    expect(await fetchStatus(strangersUrl)).toBe(200);

    expect(
      (
        await callAs(t, 'PUT', `/api/sessions/${id}`, moderator, {
          isHidden: true,
          reason: 'Spam link in the video',
        })
      ).statusCode,
    ).toBe(200);
    expect(await fetchStatus(strangersUrl)).toBe(404);
    expect(await videoUrlAs(stranger, id)).toBeNull();
    // A URL copied from the owner's own page of the visible session is no better.
    expect(await fetchStatus(strangersUrl.replace(/&scope=owner|$/, '&scope=owner'))).toBe(403);

    for (const user of [owner, moderator]) {
      const url = (await videoUrlAs(user, id))!;
      expect(url).not.toBe(strangersUrl);
      expect(await fetchStatus(url)).toBe(200);
    }

    // Only a moderator restores what a moderator hid (issue 31).
    expect((await callAs(t, 'PUT', `/api/sessions/${id}`, owner, { isHidden: false })).statusCode).toBe(403);
    expect((await callAs(t, 'PUT', `/api/sessions/${id}`, moderator, { isHidden: false })).statusCode).toBe(
      200,
    );
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

describe('media added to a hidden session', () => {
  it('a video replaced, or a log with a video added, while the session is hidden is hidden with it', async () => {
    const { id, key: replaced, logId } = await sessionWithVideo();
    expect((await callAs(t, 'PUT', `/api/sessions/${id}`, owner, { isHidden: true })).statusCode).toBe(200);

    const replacement = await uploadVideo(t, owner);
    const edit = { video: { key: replacement, isAddedFromGallery: false } };
    const edited = await callAs(t, 'PUT', `/api/fishingLogs/${logId}`, owner, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    const added = await uploadVideo(t, owner);
    const log = { ...(await sessionInput(t)).logs![0]!, video: { key: added, isAddedFromGallery: false } };
    const posted = await callAs(t, 'POST', `/api/sessions/${id}/logs`, owner, log);
    expect(posted.statusCode, posted.body).toBe(200);

    // A public URL of either (anyone's, had it leaked) answers 404; the owner's page plays them.
    const publicUrl = (key: string) => storage.signedUrl(key, { method: 'GET', expiresInSeconds: 600 });
    for (const key of [replacement, added]) {
      expect(await mediaStateOf(t.database.db, key)).toBe('hidden');
      expect(await fetchStatus(await publicUrl(key))).toBe(404);
    }
    const ownerPage = (await callAs(t, 'GET', `/api/sessions/${id}`, owner)).json().result;
    const ownerUrls = (ownerPage.videoURLs as { videoUrl: string }[]).map((video) => video.videoUrl);
    expect(ownerUrls).toHaveLength(2);
    for (const url of ownerUrls) expect(await fetchStatus(url)).toBe(200);
    // The replaced video is gone with its row.
    expect(await storage.head(replaced)).toBeNull();
    expect(await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, replaced))).toEqual([]);

    expect((await callAs(t, 'PUT', `/api/sessions/${id}`, owner, { isHidden: false })).statusCode).toBe(200);
    for (const key of [replacement, added]) expect(await fetchStatus(await publicUrl(key))).toBe(200);
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

  it('stops counting a replaced profile or boat picture at once, even one the sweep found in use', async () => {
    const user = await createUser(t, { roleName: 'Captain' });
    const userId = (await getUserByEmail(t.database.db, user.email))!.id;
    const setPicture = async (imageURL: string) => {
      const edit = accountEdit(user.email, { imageURL });
      expect((await callAs(t, 'PUT', `/api/accounts/${user.email}`, user, edit)).statusCode).toBe(200);
    };
    const firstPicture = await uploadPicture(t, user, PNG_BYTES);
    await setPicture(firstPicture);
    const firstBoatPicture = await uploadPicture(t, user, PNG_BYTES);
    const { boat } = await createBoat(t, user, { pictureUrl: firstBoatPicture });
    // The hourly sweep saw both in use, and never looks at them again.
    for (const key of [firstPicture, firstBoatPicture]) {
      await t.database.db
        .update(mediaObjects)
        .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(mediaObjects.key, key));
    }
    await unattachedUploadsJob(t.database.db, storage).run({});
    expect((await rowOf(firstPicture))?.attachedAt).toBeInstanceOf(Date);

    const picture = await uploadPicture(t, user, PNG_BYTES);
    await setPicture(picture);
    const boatPicture = await uploadPicture(t, user, PNG_BYTES);
    const body = { ...boatInput(user.email, boat.motorUUID, boat.modelUUID), pictureUrl: boatPicture };
    expect((await callAs(t, 'PUT', `/api/boats/${boat.boatUUID}`, user, body)).statusCode).toBe(200);

    for (const key of [firstPicture, firstBoatPicture]) {
      expect(await rowOf(key)).toBeUndefined();
      expect(await storage.head(key)).toBeNull();
    }
    const sizes = await Promise.all([picture, boatPicture].map(async (key) => (await rowOf(key))!.sizeBytes));
    expect(await usedBytes(t.database.db, userId)).toBe(sizes[0]! + sizes[1]!);
  });
});
