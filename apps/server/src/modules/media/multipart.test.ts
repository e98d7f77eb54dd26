import type { PartUrls, UploadedParts } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import {
  largeVideoBytes,
  sendParts,
  startMultipartUpload,
  uploadLargeVideo,
} from '../../test/media-factories';
import { callAs, type Method } from '../../test/profile-factories';
import { MP4_BYTES, sessionInput, TEXT_BYTES } from '../../test/session-factories';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { name: 'Uploader' });
  stranger = await createUser(t, { name: 'Stranger' });
});
afterAll(() => t.close());

const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);
const partsOf = async (uploadId: string, user: TestUser = owner) =>
  call('GET', `/api/media/uploads/parts?uploadId=${encodeURIComponent(uploadId)}`, user);
const complete = (uploadId: string, user: TestUser = owner) =>
  call('POST', '/api/media/uploads/complete', user, { uploadId });
const logWithVideo = async (key: string) => {
  const input = await sessionInput(t);
  input.logs![0]!.video = { key, isAddedFromGallery: false };
  return call('POST', '/api/sessions', owner, input);
};

describe('multipart video uploads on the local driver', () => {
  it('answer a single PUT for small files and a part plan above one part', async () => {
    const small = await call('POST', '/api/media/uploads', owner, {
      purpose: 'video',
      contentType: 'video/mp4',
      size: 5000,
    });
    expect(small.json().result).toMatchObject({ method: 'PUT' });
    const bytes = largeVideoBytes();
    const plan = await startMultipartUpload(t, owner, bytes.length);
    expect(plan).toMatchObject({ size: bytes.length, partSize: 8 * 1024 * 1024, partCount: 2 });
    expect(plan.key).toMatch(/^uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.mp4$/);
  });

  it('resume after a dropped connection, complete, then attach the video to a fish log', async () => {
    const bytes = largeVideoBytes();
    const plan = await startMultipartUpload(t, owner, bytes.length);
    await sendParts(t, owner, plan, bytes, [2]);
    // The connection drops before part 1 arrives: the object does not exist and cannot be attached.
    expect((await logWithVideo(plan.key)).json().message).toBe('Please select a file.');
    const listed = (await partsOf(plan.uploadId)).json().result as UploadedParts;
    expect(listed).toMatchObject({ key: plan.key, partCount: 2, parts: [{ partNumber: 2, size: 1000 }] });
    const early = await complete(plan.uploadId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Part 1 has not been uploaded');

    await sendParts(t, owner, plan, bytes, [1]);
    const done = await complete(plan.uploadId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toEqual({ key: plan.key, size: bytes.length });
    expect((await complete(plan.uploadId)).json().result).toEqual({ key: plan.key, size: bytes.length });
    expect((await partsOf(plan.uploadId)).statusCode).toBe(404);

    const created = await logWithVideo(plan.key);
    expect(created.statusCode, created.body).toBe(200);
    const [video] = created.json().result.videoURLs as { videoUrl: string }[];
    // Cleaned in place when attached (ADR 004): served whole, with Range, at its new size.
    const whole = await t.app.inject({ url: video!.videoUrl });
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(bytes.length);
    const tail = await t.app.inject({ url: video!.videoUrl, headers: { range: `bytes=${size - 4}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
  });

  it('still refuse a text file renamed .mp4 once its parts are joined', async () => {
    const key = await uploadLargeVideo(t, owner, largeVideoBytes(TEXT_BYTES));
    const refused = await logWithVideo(key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The file format must be a video.');
  });

  it('bound part numbers and sizes', async () => {
    const bytes = largeVideoBytes(MP4_BYTES, 10);
    const plan = await startMultipartUpload(t, owner, bytes.length);
    for (const partNumbers of [[3], [0], [], Array.from({ length: 101 }, () => 1)]) {
      const refused = await call('POST', '/api/media/uploads/partUrls', owner, {
        uploadId: plan.uploadId,
        partNumbers,
      });
      expect(refused.statusCode, JSON.stringify(partNumbers)).toBe(400);
    }
    const signed = await call('POST', '/api/media/uploads/partUrls', owner, {
      uploadId: plan.uploadId,
      partNumbers: [2],
    });
    const [last] = (signed.json().result as PartUrls).parts;
    expect(last?.size).toBe(10);
    expect(
      (await t.app.inject({ method: 'PUT', url: last!.url, payload: Buffer.alloc(11) })).statusCode,
    ).toBe(413);
    expect((await t.app.inject({ method: 'PUT', url: last!.url, payload: Buffer.alloc(4) })).statusCode).toBe(
      200,
    );
    await sendParts(t, owner, plan, bytes, [1]);
    const short = await complete(plan.uploadId);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Part 2 has the wrong size');
    const tooBig = await call('POST', '/api/media/uploads', owner, {
      purpose: 'video',
      contentType: 'video/mp4',
      size: 501 * 1024 * 1024,
    });
    expect(tooBig.statusCode).toBe(400);
  });

  it('let only the uploader sign, list, complete or abort; a tampered id names nothing', async () => {
    const bytes = largeVideoBytes();
    const plan = await startMultipartUpload(t, owner, bytes.length);
    await sendParts(t, owner, plan, bytes, [1, 2]);
    const [payload, signature] = plan.uploadId.split('.');
    const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { s: number };
    const forged = `${Buffer.from(JSON.stringify({ ...decoded, s: 600 * 1024 * 1024 })).toString('base64url')}.${signature}`;
    for (const [user, uploadId] of [
      [stranger, plan.uploadId],
      [owner, forged],
      [owner, 'nonsense'],
    ] as const) {
      expect((await partsOf(uploadId, user)).statusCode).toBe(404);
      expect(
        (await call('POST', '/api/media/uploads/partUrls', user, { uploadId, partNumbers: [1] })).statusCode,
      ).toBe(404);
      expect((await complete(uploadId, user)).statusCode).toBe(404);
      expect((await call('POST', '/api/media/uploads/abort', user, { uploadId })).statusCode).toBe(404);
    }
    expect((await partsOf(plan.uploadId)).statusCode).toBe(200);
    const asGuest = await call(
      'GET',
      `/api/media/uploads/parts?uploadId=${encodeURIComponent(plan.uploadId)}`,
    );
    expect(asGuest.statusCode).toBe(401);
  });

  it('abort: the parts are dropped and nothing can be attached', async () => {
    const bytes = largeVideoBytes();
    const plan = await startMultipartUpload(t, owner, bytes.length);
    await sendParts(t, owner, plan, bytes, [1, 2]);
    const aborted = await call('POST', '/api/media/uploads/abort', owner, { uploadId: plan.uploadId });
    expect(aborted.statusCode).toBe(200);
    expect((await partsOf(plan.uploadId)).statusCode).toBe(404);
    expect((await complete(plan.uploadId)).statusCode).toBe(404);
    expect((await logWithVideo(plan.key)).json().message).toBe('Please select a file.');
  });

  it('abort: the upload stops counting against the quota at once, not a day later', async () => {
    const reserved = () => t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, plan.key));
    const bytes = largeVideoBytes();
    const plan = await startMultipartUpload(t, owner, bytes.length);
    expect(await reserved()).toHaveLength(1);
    const aborted = await call('POST', '/api/media/uploads/abort', owner, { uploadId: plan.uploadId });
    expect(aborted.statusCode).toBe(200);
    expect(await reserved()).toEqual([]);
  });
});
