import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects } from '../../db/schema';
import { localStorageSetup } from '../../platform/storage/create-storage';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { createMemoryBackend } from '../../platform/storage/memory-backend';
import { createUrlSigner } from '../../platform/storage/signer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { uploadPicture } from '../../test/profile-factories';
import { removeUnattachedUploads, usedBytes } from './media-objects';
import { makePictureRenditions, renditionKeyOf } from './picture-renditions';

const signer = createUrlSigner(randomBytes(32));
const storage = createLocalStorage(createMemoryBackend(), signer, 'memory');
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ storage: localStorageSetup(storage, signer) });
  owner = await createUser(t, { roleName: 'Captain' });
});
afterAll(() => t?.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 80, b: 160, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** An upload of `owner`, finished (cleaned) as the web app does; answers its key and owner id. */
async function cleanUpload(bytes: Buffer): Promise<{ key: string; ownerId: string }> {
  const key = await uploadPicture(t, owner, bytes);
  const [row] = await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, key));
  const finished = await t.app.inject({
    method: 'POST',
    url: '/api/media/uploads/finish',
    headers: owner.auth,
    payload: { key },
  });
  expect(finished.statusCode, finished.body).toBe(200);
  return { key, ownerId: row!.ownerId };
}

describe('picture renditions in the media module', () => {
  it('are named beside their picture, keep its format, count in the quota and are made once', async () => {
    const { key, ownerId } = await cleanUpload(await png(1000, 500));
    const before = await usedBytes(t.database.db, ownerId);
    await makePictureRenditions(t.database.db, storage, key);
    await makePictureRenditions(t.database.db, storage, key);
    const rows = await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.renditionOf, key));
    expect(rows.map((row) => row.key).sort()).toEqual([renditionKeyOf(key, 400), renditionKeyOf(key, 800)]);
    expect(renditionKeyOf(key, 400)).toBe(key.replace(/\.png$/, '-w400.png'));
    const added = rows.reduce((sum, row) => sum + row.sizeBytes, 0);
    expect(await usedBytes(t.database.db, ownerId)).toBe(before + added);
    const object = await storage.head(renditionKeyOf(key, 800));
    expect(object?.contentType).toBe('image/png');
  });

  it('are never swept on their own, and go with an upload nothing names', async () => {
    const kept = await cleanUpload(await png(900, 600));
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/tournaments/drafts',
      headers: owner.auth,
      payload: { tournamentName: 'Kept', pictureUrl: kept.key },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const gone = await cleanUpload(await png(900, 600));
    await makePictureRenditions(t.database.db, storage, gone.key);
    const renditionsOf = (key: string) => [renditionKeyOf(key, 400), renditionKeyOf(key, 800)];

    await removeUnattachedUploads(t.database.db, storage, new Date(Date.now() + 60_000));
    // The draft names the picture, and nothing names its renditions: they stay with it all the same.
    for (const object of [kept.key, ...renditionsOf(kept.key)]) {
      expect(await storage.head(object)).not.toBeNull();
    }
    for (const object of [gone.key, ...renditionsOf(gone.key)]) {
      expect(await storage.head(object)).toBeNull();
      expect(await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, object))).toEqual([]);
    }
  });
});
