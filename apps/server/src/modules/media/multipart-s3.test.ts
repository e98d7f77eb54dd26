import type { MultipartUpload, PartUrls, UploadTicket } from '@tightlines/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startTestS3Server, type TestS3Server } from '../../test/fakes/s3-server';
import { createUser, type TestUser } from '../../test/factories';
import { largeVideoBytes, startMultipartUpload } from '../../test/media-factories';
import { androidMp4, leaksIn, phoneJpeg } from '../../test/media-fixtures';
import { callAs } from '../../test/profile-factories';
import { MP4_BYTES, sessionInput, TEXT_BYTES } from '../../test/session-factories';
import { loadTournamentCatalogue, publishTournament, tournamentInput } from '../../test/tournament-factories';

let s3: TestS3Server;
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await buildTestApp({ storage: { storage: s3.storage, registerRoutes: async () => undefined } });
  owner = await createUser(t, { name: 'S3 Uploader' });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

/** Sends every part of `bytes` straight to the S3 server, as a browser does, and completes. */
async function uploadInParts(bytes: Buffer): Promise<string> {
  const plan: MultipartUpload = await startMultipartUpload(t, owner, bytes.length);
  const signed = await callAs(t, 'POST', '/api/media/uploads/partUrls', owner, {
    uploadId: plan.uploadId,
    partNumbers: [2, 1],
  });
  for (const part of (signed.json().result as PartUrls).parts) {
    expect(part.url.startsWith(s3.endpoint)).toBe(true);
    const start = (part.partNumber - 1) * plan.partSize;
    const put = await fetch(part.url, { method: 'PUT', body: bytes.subarray(start, start + part.size) });
    expect(put.status, await put.text()).toBe(200);
  }
  const listed = await callAs(
    t,
    'GET',
    `/api/media/uploads/parts?uploadId=${encodeURIComponent(plan.uploadId)}`,
    owner,
  );
  expect(listed.json().result.parts).toEqual([
    { partNumber: 1, size: plan.partSize },
    { partNumber: 2, size: bytes.length - plan.partSize },
  ]);
  const done = await callAs(t, 'POST', '/api/media/uploads/complete', owner, { uploadId: plan.uploadId });
  expect(done.statusCode, done.body).toBe(200);
  return plan.key;
}

const logWithVideo = async (key: string) => {
  const input = await sessionInput(t);
  input.logs![0]!.video = { key, isAddedFromGallery: false };
  return callAs(t, 'POST', '/api/sessions', owner, input);
};

describe('uploads on the S3 driver (bytes go to the store, never through the API)', () => {
  it('a single signed PUT with the ticket headers, write-once', async () => {
    const ticket = await callAs(t, 'POST', '/api/media/uploads', owner, {
      purpose: 'video',
      contentType: 'video/mp4',
      size: MP4_BYTES.length,
    });
    const { uploadUrl, headers, key } = ticket.json().result as UploadTicket;
    const put = await fetch(uploadUrl, { method: 'PUT', headers, body: MP4_BYTES });
    expect(put.status, await put.text()).toBe(200);
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: MP4_BYTES })).status).toBe(412);
    expect((await logWithVideo(key)).statusCode).toBe(200);
  });

  it('a multipart video is completed from the parts S3 lists, attached, and played from S3 with Range', async () => {
    const bytes = largeVideoBytes(await androidMp4());
    const key = await uploadInParts(bytes);
    const created = await logWithVideo(key);
    expect(created.statusCode, created.body).toBe(200);
    const [video] = created.json().result.videoURLs as { videoUrl: string }[];
    expect(video!.videoUrl.startsWith(s3.endpoint)).toBe(true);
    const head = await fetch(video!.videoUrl, { headers: { range: 'bytes=0-15' } });
    expect(head.status).toBe(206);
    // Cleaned in place when attached: the padding and any metadata are gone, the video stays.
    const stored = await s3.storage.head(key);
    expect(stored!.size).toBeLessThan(bytes.length);
    expect(head.headers.get('content-range')).toBe(`bytes 0-15/${stored!.size}`);
    const whole = Buffer.from(await (await fetch(video!.videoUrl)).arrayBuffer());
    expect(whole.length).toBe(stored!.size);
    expect(leaksIn(whole)).toEqual([]);
    expect(
      Buffer.from(await head.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
  });

  it('a phone picture sent with a signed PUT is cleaned in the bucket when finished', async () => {
    const jpeg = await phoneJpeg();
    const ticket = await callAs(t, 'POST', '/api/media/uploads', owner, {
      purpose: 'picture',
      contentType: 'image/jpeg',
      size: jpeg.length,
    });
    const { uploadUrl, headers, key } = ticket.json().result as UploadTicket;
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: jpeg })).status).toBe(200);
    const finished = await callAs(t, 'POST', '/api/media/uploads/finish', owner, { key });
    expect(finished.statusCode, finished.body).toBe(200);
    const object = await s3.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    const cleaned = Buffer.concat(chunks);
    expect((await sharp(cleaned).metadata()).exif).toBeUndefined();
    expect(leaksIn(cleaned)).toEqual([]);
    // The client's URL still cannot put the original back.
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: jpeg })).status).toBe(412);
  });

  it('still refuses a text file renamed .mp4 and removes it', async () => {
    const key = await uploadInParts(largeVideoBytes(TEXT_BYTES));
    const refused = await logWithVideo(key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The file format must be a video.');
    expect(await s3.storage.head(key)).toBeNull();
  });
});

describe('tournament picture renditions on the S3 driver', () => {
  it('are written to the bucket, served from it by presigned URLs, and removed from it with their picture', async () => {
    const catalogue = await loadTournamentCatalogue(t);
    const organiser = await createUser(t, { roleName: 'Captain', name: 'S3 Organiser' });
    const jpeg = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: { r: 20, g: 110, b: 150 } },
    })
      .jpeg()
      .toBuffer();
    const ticket = await callAs(t, 'POST', '/api/media/uploads', organiser, {
      purpose: 'picture',
      contentType: 'image/jpeg',
      size: jpeg.length,
    });
    const { uploadUrl, headers, key } = ticket.json().result as UploadTicket;
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: jpeg })).status).toBe(200);
    const id = await publishTournament(t, organiser, tournamentInput(catalogue, { pictureUrl: key }));
    const shown = await callAs(t, 'GET', `/api/tournaments/${id}`, organiser);
    const pictures = shown.json().result.pictures as { url: string; width: number }[];
    expect(pictures.map((picture) => picture.width)).toEqual([400, 800, 1600]);
    for (const picture of pictures) {
      expect(picture.url.startsWith(s3.endpoint)).toBe(true);
      const served = await fetch(picture.url);
      expect(served.status).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(picture.width);
    }
    const renditionKeys = [400, 800, 1600].map((width) => key.replace(/\.jpg$/, `-w${width}.jpg`));
    for (const rendition of renditionKeys) expect(await s3.storage.head(rendition)).not.toBeNull();

    const deleted = await callAs(t, 'PUT', `/api/tournaments/${id}`, organiser, { statusName: 'Deleted' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const object of [key, ...renditionKeys]) expect(await s3.storage.head(object)).toBeNull();
  });
});
