import { eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fishLogVideos, mediaObjects, users } from '../../db/schema';
import { localStorageSetup } from '../../platform/storage/create-storage';
import { createLocalStorage, type LocalStorage } from '../../platform/storage/local-storage';
import { createMemoryBackend } from '../../platform/storage/memory-backend';
import { createUrlSigner } from '../../platform/storage/signer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { androidMp4, FAKE_MP4, leaksIn, phoneJpeg, RECORDED_AT } from '../../test/media-fixtures';
import { callAs } from '../../test/profile-factories';
import { createSession, uploadVideo } from '../../test/session-factories';
import { getUserByEmail } from '../users';
import { cleanPendingMedia } from './clean-media-job';

const signer = createUrlSigner(randomBytes(32));
const memory = createLocalStorage(createMemoryBackend(), signer, 'memory');
/** Keys whose reads past the first 16 bytes fail, as a store that goes away mid-read. */
const failingReads = new Set<string>();
let puts = 0;
const storage: LocalStorage = {
  ...memory,
  async get(key, options) {
    const range = options?.range;
    if (failingReads.has(key) && (!range || range.start > 0 || (range.end ?? Infinity) > 15)) {
      throw new Error('the store went away');
    }
    return memory.get(key, options);
  },
  async put(key, body, options) {
    puts += 1;
    return memory.put(key, body, options);
  },
};

let t: TestApp;
let owner: TestUser;
let ownerId: string;
let folder: string;

beforeAll(async () => {
  t = await buildTestApp({
    storage: localStorageSetup(storage, signer),
  });
  owner = await createUser(t, { name: 'Owner' });
  const row = await getUserByEmail(t.database.db, owner.email);
  ownerId = row!.id;
  folder = `uploads/${row!.mediaPrefix}/`;
});
afterAll(() => t.close());
beforeEach(() => failingReads.clear());

const rowOf = async (key: string) =>
  (await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, key)))[0];

/** An object stored before cleaning existed, with the row the migration gives attached media. */
async function legacyObject(bytes: Buffer, extension: string, contentType: string): Promise<string> {
  const key = `${folder}${randomUUID()}.${extension}`;
  await storage.put(key, bytes, { contentType });
  await t.database.db.insert(mediaObjects).values({ key, ownerId, attachedAt: new Date() });
  return key;
}

/** Attaches `key` as the video of a new session's fish log, behind the API's back (as before cleaning). */
async function attachAsLogVideo(key: string): Promise<void> {
  const sessionId = await createSession(t, owner);
  const session = await callAs(t, 'GET', `/api/sessions/${sessionId}`, owner);
  const logId = (session.json().result.logs as { UUID: string }[])[0]!.UUID;
  await t.database.db.insert(fishLogVideos).values({ logId, sessionId, storageKey: key });
}

async function storedBytes(key: string): Promise<Buffer> {
  const object = await memory.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of object!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A run of the job as if it ran `minutes` from now (uploads younger than 15 minutes are left alone). */
const runJobIn = (minutes: number) =>
  cleanPendingMedia(t.database.db, storage, Date.now() + minutes * 60_000);

describe('the job that cleans media nobody cleaned', () => {
  it('cleans attached legacy media in place, marks what it cannot read, and a second run changes nothing', async () => {
    const picture = await legacyObject(await phoneJpeg(), 'jpg', 'image/jpeg');
    await t.database.db.update(users).set({ pictureUrl: picture }).where(eq(users.id, ownerId));
    const video = await legacyObject(await androidMp4(), 'mp4', 'video/mp4');
    await attachAsLogVideo(video);
    const junk = await legacyObject(FAKE_MP4, 'mp4', 'video/mp4');
    await attachAsLogVideo(junk);

    await runJobIn(20);
    const cleanedPicture = await storedBytes(picture);
    expect((await sharp(cleanedPicture).metadata()).exif).toBeUndefined();
    expect(leaksIn(cleanedPicture)).toEqual([]);
    expect(leaksIn(await storedBytes(video))).toEqual([]);
    expect(await rowOf(video)).toMatchObject({ recordedAt: RECORDED_AT, durationMs: 1000 });
    // Attached junk is kept (a log uses it) and never tried again.
    expect((await storedBytes(junk)).equals(FAKE_MP4)).toBe(true);
    expect((await rowOf(junk))!.cleanFailedAt).toBeInstanceOf(Date);

    const before = await Promise.all([picture, video, junk].map(rowOf));
    const putsBefore = puts;
    await runJobIn(20);
    expect(await Promise.all([picture, video, junk].map(rowOf))).toEqual(before);
    expect(puts).toBe(putsBefore);
  });

  it('cleans an upload an API client never finished once it is 15 minutes old; leaves a fresh one to its client', async () => {
    const key = await uploadVideo(t, owner, await androidMp4());
    await runJobIn(0);
    expect((await rowOf(key))!.cleanedAt).toBeNull();
    expect(leaksIn(await storedBytes(key))).not.toEqual([]);
    await runJobIn(20);
    expect((await rowOf(key))!.cleanedAt).toBeInstanceOf(Date);
    expect(leaksIn(await storedBytes(key))).toEqual([]);
  });

  it('leaves an upload never sent for an hour (the unattached sweep removes it), without marking it failed', async () => {
    const ticket = await callAs(t, 'POST', '/api/media/uploads', owner, {
      purpose: 'video',
      contentType: 'video/mp4',
      size: 1000,
    });
    const { key } = ticket.json().result as { key: string };
    await runJobIn(20);
    const row = await rowOf(key);
    expect(row).toMatchObject({ cleanedAt: null, cleanFailedAt: null });
    expect(row!.cleaningUntil!.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
  });
});

describe('cleaning when the store fails', () => {
  it('never refuses or removes the upload for it: the request fails, a later finish cleans it', async () => {
    const key = await uploadVideo(t, owner, await androidMp4());
    failingReads.add(key);
    const failed = await callAs(t, 'POST', '/api/media/uploads/finish', owner, { key });
    expect(failed.statusCode).toBe(500);
    expect(await memory.head(key)).not.toBeNull();
    expect(await rowOf(key)).toMatchObject({ cleanedAt: null, cleaningUntil: null, cleanFailedAt: null });

    failingReads.clear();
    const finished = await callAs(t, 'POST', '/api/media/uploads/finish', owner, { key });
    expect(finished.statusCode, finished.body).toBe(200);
  });

  it('two finishes at once clean the object once and answer the same', async () => {
    const key = await uploadVideo(t, owner, await androidMp4());
    const putsBefore = puts;
    const answers = await Promise.all(
      [1, 2].map(() => callAs(t, 'POST', '/api/media/uploads/finish', owner, { key })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().result).toEqual(answers[1]!.json().result);
    expect(puts - putsBefore).toBe(1);
  });
});
