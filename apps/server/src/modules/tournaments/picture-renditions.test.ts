import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects, tournaments } from '../../db/schema';
import { localStorageSetup } from '../../platform/storage/create-storage';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { createMemoryBackend } from '../../platform/storage/memory-backend';
import { createUrlSigner } from '../../platform/storage/signer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { uploadPicture } from '../../test/profile-factories';
import {
  loadTournamentCatalogue,
  publishTournament,
  tournamentInput,
  type TournamentCatalogue,
} from '../../test/tournament-factories';

const signer = createUrlSigner(randomBytes(32));
const storage = createLocalStorage(createMemoryBackend(), signer, 'memory');
let t: TestApp;
let catalogue: TournamentCatalogue;
let organiser: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ storage: localStorageSetup(storage, signer) });
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain' });
});
afterAll(() => t?.close());

/** A camera photo `width`×`height` with its GPS position and camera in EXIF. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 150 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2766/100' },
    })
    .toBuffer();

const renditionsOf = (key: string) =>
  t.database.db.select().from(mediaObjects).where(eq(mediaObjects.renditionOf, key));

const getTournament = async (id: string) => {
  const response = await t.app.inject({ url: `/api/tournaments/${id}`, headers: organiser.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as {
    PictureUrl: string | null;
    pictures: { url: string; width: number }[];
  };
};

const saveDraft = async (payload: object) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/tournaments/drafts',
    headers: organiser.auth,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.UUID as string;
};

/** Whether the object is still stored, and still served at `url`. */
const stored = async (key: string) => (await storage.head(key)) !== null;

describe('tournament picture renditions', () => {
  it('a 2000×1500 picture is stored at 400, 800 and 1600 px, without metadata, listed in the DTO with signed URLs', async () => {
    const key = await uploadPicture(t, organiser, await photo(2000, 1500), 'image/jpeg');
    const id = await publishTournament(t, organiser, tournamentInput(catalogue, { pictureUrl: key }));
    const rows = await renditionsOf(key);
    expect(rows.map((row) => [row.width, row.height]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [400, 300],
      [800, 600],
      [1600, 1200],
    ]);
    const [source] = await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, key));
    for (const row of rows) {
      // Tracked like any object: the organiser's (their quota sums their rows), attached with the picture.
      expect(row).toMatchObject({ ownerId: source!.ownerId, state: 'active', attachedAt: expect.any(Date) });
      expect(row.sizeBytes).toBeGreaterThan(0);
      expect(row.key.startsWith(key.slice(0, key.lastIndexOf('/') + 1))).toBe(true);
    }

    const tournament = await getTournament(id);
    // The 2000 px original is wider than the banner needs: its 1600 px rendition stands in for it.
    expect(tournament.pictures.map((picture) => picture.width)).toEqual([400, 800, 1600]);
    for (const picture of tournament.pictures) {
      expect(picture.url).toMatch(/^\/media\/uploads\/.+-w\d+\.jpg\?expires=/);
      const served = await t.app.inject({ url: picture.url });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(picture.width);
      expect(meta.exif).toBeUndefined();
    }
    expect((await t.app.inject({ url: tournament.PictureUrl! })).statusCode).toBe(200);
  });

  it('never enlarges: a 512×384 picture gets a 400 px rendition and is its own widest candidate', async () => {
    const key = await uploadPicture(t, organiser, await photo(512, 384), 'image/jpeg');
    const id = await publishTournament(t, organiser, tournamentInput(catalogue, { pictureUrl: key }));
    expect((await renditionsOf(key)).map((row) => row.width)).toEqual([400]);
    const tournament = await getTournament(id);
    expect(tournament.pictures.map((picture) => picture.width)).toEqual([400, 512]);
    expect(tournament.pictures[1]!.url).toBe(tournament.PictureUrl);
  });

  it('a tournament published before renditions existed answers its single picture as the only candidate', async () => {
    const id = await publishTournament(t, organiser, tournamentInput(catalogue));
    const key = await uploadPicture(t, organiser, await photo(512, 384), 'image/jpeg');
    const finished = await t.app.inject({
      method: 'POST',
      url: '/api/media/uploads/finish',
      headers: organiser.auth,
      payload: { key },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    // As the old wizard left it: the shrunk picture named by the tournament, no rendition made.
    await t.database.db.update(tournaments).set({ pictureKey: key }).where(eq(tournaments.id, id));
    const tournament = await getTournament(id);
    expect(tournament.pictures).toEqual([{ url: tournament.PictureUrl, width: 512 }]);
    const served = await t.app.inject({ url: tournament.PictureUrl! });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(512);
  });

  it("replacing or removing a draft's picture, and deleting the draft, releases the picture and its renditions", async () => {
    const first = await uploadPicture(t, organiser, await photo(1200, 900), 'image/jpeg');
    const draftId = await saveDraft({ tournamentName: 'Banner', pictureUrl: first });
    const firstRenditions = (await renditionsOf(first)).map((row) => row.key);
    expect(firstRenditions).toHaveLength(2);

    const second = await uploadPicture(t, organiser, await photo(1200, 900), 'image/jpeg');
    await saveDraft({ UUID: draftId, tournamentName: 'Banner', pictureUrl: second });
    for (const key of [first, ...firstRenditions]) {
      expect(await stored(key)).toBe(false);
      expect(await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, key))).toEqual([]);
    }
    const secondRenditions = (await renditionsOf(second)).map((row) => row.key);
    expect(secondRenditions).toHaveLength(2);

    await saveDraft({ UUID: draftId, tournamentName: 'Banner', pictureUrl: null });
    for (const key of [second, ...secondRenditions]) expect(await stored(key)).toBe(false);

    const third = await uploadPicture(t, organiser, await photo(900, 600), 'image/jpeg');
    await saveDraft({ UUID: draftId, tournamentName: 'Banner', pictureUrl: third });
    const thirdRenditions = (await renditionsOf(third)).map((row) => row.key);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/tournaments/drafts/${draftId}`,
      headers: organiser.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const key of [third, ...thirdRenditions]) expect(await stored(key)).toBe(false);
    expect(await renditionsOf(third)).toEqual([]);
  });

  it('deleting the tournament releases its picture and renditions; their URLs stop answering', async () => {
    const key = await uploadPicture(t, organiser, await photo(2000, 1500), 'image/jpeg');
    const id = await publishTournament(t, organiser, tournamentInput(catalogue, { pictureUrl: key }));
    const { pictures } = await getTournament(id);
    const renditionKeys = (await renditionsOf(key)).map((row) => row.key);
    const deleted = await t.app.inject({
      method: 'PUT',
      url: `/api/tournaments/${id}`,
      headers: organiser.auth,
      payload: { statusName: 'Deleted' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const object of [key, ...renditionKeys]) {
      expect(await stored(object)).toBe(false);
      expect(await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, object))).toEqual([]);
    }
    for (const picture of pictures) expect((await t.app.inject({ url: picture.url })).statusCode).toBe(404);
  });

  it('a picture named by the draft and the published tournament keeps its renditions while one still names it', async () => {
    const key = await uploadPicture(t, organiser, await photo(1000, 750), 'image/jpeg');
    const draftId = await saveDraft({ tournamentName: 'Two', pictureUrl: key });
    await publishTournament(t, organiser, tournamentInput(catalogue, { pictureUrl: key }));
    await saveDraft({ UUID: draftId, tournamentName: 'Two', pictureUrl: null });
    expect(await stored(key)).toBe(true);
    expect((await renditionsOf(key)).map((row) => row.width).sort()).toEqual([400, 800]);
  });
});
