import { messages, type FinishedUpload } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import {
  androidMp4,
  bombPng,
  FAKE_MP4,
  iphoneMov,
  leaksIn,
  phoneJpeg,
  RECORDED_AT,
  taggedPng,
} from '../../test/media-fixtures';
import { largeVideoBytes, uploadLargeVideo } from '../../test/media-factories';
import {
  accountEdit,
  boatInput,
  callAs,
  createBoat,
  uploadMedia,
  type UploadContentType,
} from '../../test/profile-factories';
import { createSession, sessionInput } from '../../test/session-factories';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { roleName: 'Captain', name: 'Owner' });
  stranger = await createUser(t, { name: 'Stranger' });
});
afterAll(() => t.close());

/** Uploads bytes the way the browser does (ticket, then the signed PUT); answers the key. */
const upload = (user: TestUser, bytes: Buffer, contentType: UploadContentType) =>
  uploadMedia(t, user, bytes, contentType);

const finish = (user: TestUser | undefined, key: unknown) =>
  callAs(t, 'POST', '/api/media/uploads/finish', user, { key });

/** The bytes a signed read URL serves. */
async function served(url: string): Promise<Buffer> {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

const rowOf = async (key: string) =>
  (await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, key)))[0];

/** What mediabunny reads from a video: its container, length, and tags. */
async function openVideo(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    return {
      format: (await input.getFormat()).name,
      duration: await input.computeDuration(),
      tags: await input.getMetadataTags(),
      width: await track?.getDisplayWidth(),
    };
  } finally {
    input.dispose();
  }
}

describe('POST /api/media/uploads/finish', () => {
  it('needs a signed-in user and a key; someone else’s or a missing upload answers like nothing', async () => {
    const key = await upload(owner, await phoneJpeg(), 'image/jpeg');
    expect((await finish(undefined, key)).statusCode).toBe(401);
    expect((await finish(owner, 42)).statusCode).toBe(400);
    expect((await finish(stranger, key)).statusCode).toBe(404);
    expect((await finish(owner, key.replace(/[0-9a-f]{8}\./, '00000000.'))).statusCode).toBe(404);
    expect((await finish(owner, key.replace(/[0-9a-f-]+\.jpg$/, '../x.jpg'))).statusCode).toBe(404);
    expect((await finish(owner, key)).statusCode).toBe(200);
  });
});

describe('pictures: no location, no device, whatever the client does', () => {
  it('a phone JPEG is re-encoded on finish: no EXIF (GPS, make, model), turned upright, served clean', async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(leaksIn(original)).toContain('iPhone');
    const key = await upload(owner, original, 'image/jpeg');

    const finished = await finish(owner, key);
    expect(finished.statusCode, finished.body).toBe(200);
    // Orientation 6: the 40×30 sensor image is shown 30 wide, 40 high.
    expect(finished.json().result).toMatchObject({ key, kind: 'picture', width: 30, height: 40 });

    const saved = await callAs(
      t,
      'PUT',
      `/api/accounts/${owner.email}`,
      owner,
      accountEdit(owner.email, { imageURL: key }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const bytes = await served(saved.json().result.url as string);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 30, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('Exif\0\0')).toBe(false);
    expect(leaksIn(bytes)).toEqual([]);
    expect(await rowOf(key)).toMatchObject({ sizeBytes: bytes.length, width: 30, height: 40 });
    expect((await rowOf(key))!.cleanedAt).toBeInstanceOf(Date);
  });

  it('a PNG with eXIf and tEXt chunks attached without finishing is cleaned on the spot', async () => {
    const original = await taggedPng();
    expect(leaksIn(original)).toEqual(expect.arrayContaining(['iPhone', '+48.8577']));
    const key = await upload(owner, original, 'image/png');
    const { boat } = await createBoat(t, owner);
    const body = boatInput(owner.email, boat.motorUUID, boat.modelUUID);
    const saved = await callAs(t, 'PUT', `/api/boats/${boat.boatUUID}`, owner, { ...body, pictureUrl: key });
    expect(saved.statusCode, saved.body).toBe(200);
    const bytes = await served(saved.json().result.pictureUrl as string);
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'png',
      width: 40,
      height: 30,
      hasAlpha: true,
    });
    for (const chunk of ['eXIf', 'tEXt', 'iTXt', 'zTXt']) expect(bytes.includes(chunk), chunk).toBe(false);
    expect(leaksIn(bytes)).toEqual([]);
  });

  it('a decompression bomb is refused before it is decoded, naming the field, and removed', async () => {
    const bomb = await upload(owner, bombPng(), 'image/png');
    const refused = await finish(owner, bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: messages.invalidImageFormat,
      details: { fields: ['key'] },
    });
    expect(await rowOf(bomb)).toBeUndefined();

    const another = await upload(owner, bombPng(), 'image/png');
    const attached = await callAs(
      t,
      'PUT',
      `/api/accounts/${owner.email}`,
      owner,
      accountEdit(owner.email, { imageURL: another }),
    );
    expect(attached.statusCode).toBe(400);
    expect(attached.json()).toMatchObject({
      message: messages.invalidImageFormat,
      details: { fields: ['imageURL'] },
    });
  });
});

describe('videos: remuxed without their metadata, the recording time kept in our columns', () => {
  it('an Android MP4 (©xyz, make, model) is finished once, attached and served clean, same length', async () => {
    const original = await androidMp4();
    expect(leaksIn(original)).toEqual(expect.arrayContaining(['©xyz', '+48.8577', 'Pixel']));
    const key = await upload(owner, original, 'video/mp4');

    const finished = await finish(owner, key);
    expect(finished.statusCode, finished.body).toBe(200);
    const answer = finished.json().result as FinishedUpload;
    expect(answer).toMatchObject({
      key,
      kind: 'video',
      recordedAt: RECORDED_AT.toISOString(),
      durationMs: 1000,
      width: 16,
      height: 16,
    });
    // Finishing again answers the same and changes nothing.
    const stored = await rowOf(key);
    expect((await finish(owner, key)).json().result).toEqual(answer);
    expect((await rowOf(key))!.cleanedAt).toEqual(stored!.cleanedAt);

    const input = await sessionInput(t);
    input.logs![0]!.video = { key, isAddedFromGallery: false };
    const created = await callAs(t, 'POST', '/api/sessions', owner, input);
    expect(created.statusCode, created.body).toBe(200);
    const [video] = created.json().result.videoURLs as { videoUrl: string }[];
    const bytes = await served(video!.videoUrl);
    expect(leaksIn(bytes)).toEqual([]);
    expect(bytes.includes('udta')).toBe(false);
    const opened = await openVideo(bytes);
    expect(opened).toMatchObject({ format: 'MP4', duration: 1, width: 16 });
    expect(opened.tags).toEqual({});
    expect(await rowOf(key)).toMatchObject({
      sizeBytes: bytes.length,
      recordedAt: RECORDED_AT,
      durationMs: 1000,
    });
  });

  it('an iPhone MOV attached as backup media without finishing is cleaned on the spot, still a MOV', async () => {
    const original = await iphoneMov();
    expect(leaksIn(original)).toEqual(expect.arrayContaining(['iPhone', 'ISO6709', '+48.8577']));
    const key = await upload(owner, original, 'video/quicktime');
    const session = await createSession(t, owner);
    const added = await callAs(t, 'POST', '/api/backupMedia', owner, {
      fishingSessionUUID: session,
      s3Key: key,
      activitySourceName: 'Website',
    });
    expect(added.statusCode, added.body).toBe(200);
    const bytes = await served(added.json().result.Url as string);
    expect(leaksIn(bytes)).toEqual([]);
    const opened = await openVideo(bytes);
    expect(opened).toMatchObject({ format: 'QuickTime File Format', duration: 1 });
    expect(opened.tags).toEqual({});
    // Apple's creation date (12:20:30 at +02:00) is kept, in our column only.
    expect(await rowOf(key)).toMatchObject({ recordedAt: RECORDED_AT, durationMs: 1000 });
  });

  it('a large video sent in parts is cleaned after completing', async () => {
    const bytes = largeVideoBytes(await androidMp4());
    const key = await uploadLargeVideo(t, owner, bytes);
    const finished = await finish(owner, key);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().result.size).toBeLessThan(bytes.length);
    expect(finished.json().result.recordedAt).toBe(RECORDED_AT.toISOString());
  });

  it('an ftyp header followed by junk is refused, naming the field, and removed; a renamed picture too', async () => {
    const fake = await upload(owner, FAKE_MP4, 'video/mp4');
    const refused = await finish(owner, fake);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: messages.fileMustBeVideo, details: { fields: ['key'] } });
    expect(await rowOf(fake)).toBeUndefined();
    expect((await finish(owner, fake)).statusCode).toBe(404);

    const input = await sessionInput(t);
    input.logs![0]!.video = { key: await upload(owner, FAKE_MP4, 'video/mp4'), isAddedFromGallery: false };
    const attached = await callAs(t, 'POST', '/api/sessions', owner, input);
    expect(attached.statusCode).toBe(400);
    expect(attached.json()).toMatchObject({
      message: messages.fileMustBeVideo,
      details: { fields: ['logs.0.video.key'] },
    });

    const picture = await upload(owner, await phoneJpeg(), 'image/jpeg');
    input.logs![0]!.video = { key: picture, isAddedFromGallery: false };
    const notVideo = await callAs(t, 'POST', '/api/sessions', owner, input);
    expect(notVideo.json()).toMatchObject({
      message: messages.fileMustBeVideo,
      details: { fields: ['logs.0.video.key'] },
    });
  });

  it('a video uploaded as a picture is refused: the stored type and the bytes must agree', async () => {
    const key = await upload(owner, await androidMp4(), 'image/png');
    const refused = await finish(owner, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.invalidImageFormat);
  });
});
