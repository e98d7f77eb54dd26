import { eq, like } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaObjects, seedRuns } from '../../db/schema';
import { localStorageSetup } from '../../platform/storage/create-storage';
import { createLocalStorage, type LocalStorage } from '../../platform/storage/local-storage';
import { createMemoryBackend } from '../../platform/storage/memory-backend';
import { createUrlSigner } from '../../platform/storage/signer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { callAs, createBoat, PNG_BYTES, accountEdit } from '../../test/profile-factories';
import { MP4_BYTES, sessionInput } from '../../test/session-factories';
import { getUserByEmail } from '../users';
import { deletedMediaJob } from './abandoned-uploads';
import { MEDIA_KEY_COLUMNS } from './key-columns';
import { scheduleMediaJobs } from './jobs';
import { legacyKeysJob, legacyKeysMoved, moveLegacyObjects } from './legacy-keys';
import { usedBytes } from './media-objects';

const signer = createUrlSigner(randomBytes(32));
const memory = createLocalStorage(createMemoryBackend(), signer, 'memory');
/** What the store does wrong next: fail writes (a crash while copying) or deletes (after the switch). */
const failing = { put: false, delete: false };
const storage: LocalStorage = {
  ...memory,
  async put(key, body, options) {
    if (failing.put) throw new Error('the store went away');
    return memory.put(key, body, options);
  },
  async delete(key) {
    if (failing.delete) throw new Error('the store went away');
    return memory.delete(key);
  },
};

let t: TestApp;
let stranger: TestUser;

/** The job queue as the move uses it: what it sent itself and whether it ended its schedule. */
function recordedJobs() {
  const recorded = { sent: 0, scheduled: [] as string[], unscheduled: [] as string[] };
  const jobs = {
    async send() {
      recorded.sent += 1;
      return 'sent';
    },
    async unschedule({ name }: { name: string }) {
      recorded.unscheduled.push(name);
    },
    async schedule({ name }: { name: string }) {
      recorded.scheduled.push(name);
    },
    async register() {},
  };
  return { recorded, jobs };
}

beforeAll(async () => {
  t = await buildTestApp({ storage: localStorageSetup(storage, signer) });
  stranger = await createUser(t, { name: 'Stranger' });
});
afterAll(() => t.close());
beforeEach(() => Object.assign(failing, { put: false, delete: false }));

/** A Captain whose id and media folder the test knows. */
async function ownerWithIds(): Promise<{ owner: TestUser; id: string; folder: string }> {
  const owner = await createUser(t, { roleName: 'Captain', name: 'Owner' });
  const row = (await getUserByEmail(t.database.db, owner.email))!;
  return { owner, id: row.id, folder: `uploads/${row.mediaPrefix}/` };
}

/** An object stored where uploads went before media folders: under its uploader's user id. */
async function legacyObject(userId: string, bytes: Buffer, extension: 'png' | 'mp4'): Promise<string> {
  const key = `uploads/${userId}/${randomUUID()}.${extension}`;
  await storage.put(key, bytes, { contentType: extension === 'png' ? 'image/png' : 'video/mp4' });
  return key;
}

const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return JSON.parse(answer.body).result;
};

/** Every `/media/…` URL in an answer. */
const mediaUrlsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? value.startsWith('/media/')
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(mediaUrlsIn)
      : [];

const stored = async (key: string) => {
  const object = await memory.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Everything `owner`'s media can be reached from: which keys name them, the rows, the objects. */
async function snapshot(id: string) {
  const references = await Promise.all(
    MEDIA_KEY_COLUMNS.map((column) =>
      t.database.db.select({ key: column }).from(column.table).where(like(column, `uploads/%`)),
    ),
  );
  const rows = await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, id));
  return { references, rows: rows.sort((a, b) => a.key.localeCompare(b.key)) };
}

/**
 * A user with every kind of legacy media attached through the API (which still takes keys under
 * the user id): profile and boat pictures, a log's video and thumbnail, backup media with its
 * thumbnail, and the video of a hidden session. Answers the keys and what the pages show.
 */
async function userWithLegacyMedia() {
  const { owner, id, folder } = await ownerWithIds();
  const keys = {
    profile: await legacyObject(id, PNG_BYTES, 'png'),
    boat: await legacyObject(id, PNG_BYTES, 'png'),
    video: await legacyObject(id, MP4_BYTES, 'mp4'),
    thumbnail: await legacyObject(id, PNG_BYTES, 'png'),
    backup: await legacyObject(id, MP4_BYTES, 'mp4'),
    backupThumbnail: await legacyObject(id, PNG_BYTES, 'png'),
    hiddenVideo: await legacyObject(id, MP4_BYTES, 'mp4'),
  };
  await ok(
    callAs(
      t,
      'PUT',
      `/api/accounts/${owner.email}`,
      owner,
      accountEdit(owner.email, { imageURL: keys.profile }),
    ),
  );
  await createBoat(t, owner, { pictureUrl: keys.boat });
  const input = await sessionInput(t);
  input.logs![0]!.video = { key: keys.video, thumbnailKey: keys.thumbnail, isAddedFromGallery: false };
  const session = await ok(callAs(t, 'POST', '/api/sessions', owner, input));
  const logId = session.logs[0].UUID as string;
  await ok(
    callAs(t, 'POST', '/api/backupMedia', owner, {
      fishingLogUUID: logId,
      s3Key: keys.backup,
      thumbnailUrl: keys.backupThumbnail,
    }),
  );
  const hiddenInput = await sessionInput(t);
  hiddenInput.logs![0]!.video = { key: keys.hiddenVideo, isAddedFromGallery: false };
  const hidden = await ok(callAs(t, 'POST', '/api/sessions', owner, hiddenInput));
  await ok(callAs(t, 'PUT', `/api/sessions/${hidden.UUID}`, owner, { isHidden: true }));

  /** The answers of every page that shows this media, to the owner and to a stranger. */
  const pages = async () => [
    await ok(callAs(t, 'GET', `/api/users/${owner.email}/profile`, owner)),
    await ok(callAs(t, 'GET', `/api/users?userEmail=${owner.email}`, owner)),
    await ok(callAs(t, 'GET', '/api/boats', owner)),
    await ok(callAs(t, 'GET', `/api/sessions/${session.UUID}`, owner)),
    await ok(callAs(t, 'GET', `/api/sessions/${session.UUID}`, stranger)),
    await ok(callAs(t, 'GET', `/api/sessions/${hidden.UUID}`, owner)),
    await ok(callAs(t, 'GET', `/api/backupMedia?fishingLogUUID=${logId}`, owner)),
  ];
  return { owner, id, folder, keys, pages };
}

describe('media stored under a user id move to the media folder', () => {
  it('every URL stops naming the account, the bytes are still served, the old objects are gone; twice changes nothing', async () => {
    const { id, folder, keys, pages } = await userWithLegacyMedia();
    const bytesBefore = new Map(
      await Promise.all(Object.values(keys).map(async (key) => [key, await stored(key)] as const)),
    );
    const before = mediaUrlsIn(await pages());
    expect(before.filter((url) => url.includes(id)).length).toBeGreaterThanOrEqual(7);
    const quota = await usedBytes(t.database.db, id);

    await legacyKeysJob(t.database.db, storage, recordedJobs().jobs).run({});

    const answers = await pages();
    expect(JSON.stringify(answers)).not.toContain(`uploads/${id}`);
    const urls = mediaUrlsIn(answers);
    expect(urls.length).toBe(before.length);
    for (const url of urls) {
      expect(url).not.toContain(id);
      expect(url).toContain(folder);
      const served = await t.app.inject({ url });
      expect(served.statusCode, url).toBe(200);
    }
    for (const [key, bytes] of bytesBefore) {
      const moved = `${folder}${key.split('/').at(-1)}`;
      expect((await stored(moved))?.equals(bytes!), moved).toBe(true);
      expect(await memory.head(key)).toBeNull();
    }
    // The quota and the hidden state went with the objects; no row names an old key.
    expect(await usedBytes(t.database.db, id)).toBe(quota);
    const { rows, references } = await snapshot(id);
    expect(rows.filter((row) => row.key.includes(id))).toEqual([]);
    expect(rows.find((row) => row.key.endsWith(keys.hiddenVideo.split('/').at(-1)!))?.state).toBe('hidden');
    expect(references.flat().filter((row) => row.key?.includes(id))).toEqual([]);

    const after = await snapshot(id);
    expect(await moveLegacyObjects(t.database.db, storage)).toBe(0);
    expect(await snapshot(id)).toEqual(after);
  });

  it('a crash while copying or before the old object is deleted loses nothing; a run (or the removal job) finishes', async () => {
    const { id, folder, keys, pages } = await userWithLegacyMedia();
    const oldUrls = mediaUrlsIn(await pages());

    // Crash while copying: nothing switched, every old URL still works.
    failing.put = true;
    await expect(moveLegacyObjects(t.database.db, storage)).rejects.toThrow();
    expect(JSON.stringify(await pages())).toContain(`uploads/${id}`);
    for (const url of oldUrls) expect((await t.app.inject({ url })).statusCode, url).toBe(200);

    // Crash after the switch, before the old objects are deleted: the new URLs work, the old ones
    // answer 404 at once, and the removal job deletes them.
    failing.put = false;
    failing.delete = true;
    await expect(moveLegacyObjects(t.database.db, storage)).rejects.toThrow();
    for (const url of mediaUrlsIn(await pages())) {
      expect(url).toContain(folder);
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
    // (URLs signed for the owner of a hidden session are served whatever the state, as before.)
    for (const url of oldUrls.filter((url) => !url.includes('scope=owner'))) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect(await memory.head(keys.profile)).not.toBeNull();

    failing.delete = false;
    expect(await moveLegacyObjects(t.database.db, storage)).toBe(0);
    await deletedMediaJob(t.database.db, storage).run({});
    for (const key of Object.values(keys)) expect(await memory.head(key), key).toBeNull();
    const { rows } = await snapshot(id);
    expect(rows.filter((row) => row.key.includes(id))).toEqual([]);
  });

  it("a tournament picture's renditions, named from its old key under the user id, go when it moves", async () => {
    const { owner, id, folder } = await ownerWithIds();
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const key = await legacyObject(id, png, 'png');
    const draft = await ok(
      callAs(t, 'PUT', '/api/tournaments/drafts', owner, { tournamentName: 'Old', pictureUrl: key }),
    );
    const renditions = await t.database.db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.renditionOf, key));
    expect(renditions.map((row) => row.width).sort()).toEqual([400, 800]);

    await moveLegacyObjects(t.database.db, storage);
    const moved = await ok(callAs(t, 'GET', `/api/tournaments/drafts/${draft.UUID}`, owner));
    expect(moved.pictureUrl.startsWith(folder)).toBe(true);
    for (const row of renditions) {
      const [after] = await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, row.key));
      expect(after?.state).toBe('deleted');
    }
    await deletedMediaJob(t.database.db, storage).run({});
    for (const row of renditions) expect(await memory.head(row.key), row.key).toBeNull();
  });

  it('is a one-off: full batches send the next run at once, and a run that finds none left ends the schedule for good', async () => {
    // Three accounts' legacy media, more than a batch of 20, in a store whose move an earlier test ended.
    await t.database.db.delete(seedRuns).where(eq(seedRuns.name, 'media.move-legacy-keys'));
    const ids: string[] = [];
    for (let account = 0; account < 3; account += 1) ids.push((await userWithLegacyMedia()).id);
    const { recorded, jobs } = recordedJobs();
    const job = legacyKeysJob(t.database.db, storage, jobs);

    await job.run({});
    expect(recorded).toMatchObject({ sent: 1, unscheduled: [] });
    expect(await legacyKeysMoved(t.database.db)).toBe(false);
    // The queue runs what it was sent until a run moves less than a batch.
    while (recorded.unscheduled.length === 0) await job.run({});
    expect(recorded.unscheduled).toEqual(['media.move-legacy-keys']);
    expect(await legacyKeysMoved(t.database.db)).toBe(true);
    for (const id of ids) expect((await snapshot(id)).rows.filter((row) => row.key.includes(id))).toEqual([]);

    // The next start does not schedule it again (a schedule left by an earlier version is ended).
    const next = recordedJobs();
    await scheduleMediaJobs(
      next.jobs as never,
      { storage, removeAbandonedUploads: null } as never,
      t.database.db,
    );
    expect(next.recorded.scheduled).not.toContain('media.move-legacy-keys');
    expect(next.recorded.unscheduled).toEqual(['media.move-legacy-keys']);
  });
});
