import { UPLOAD_PART_BYTES, type MultipartUpload, type PartUrls } from '@tightlines/domain';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import type { TestUser } from './factories';
import { paddedMp4 } from './media-fixtures';
import { MP4_BYTES } from './session-factories';

/**
 * A file just over one part: `head` (a real MP4 by default), then a `free` box up to one part and
 * `tail` more bytes, so it is still a valid video when `head` is one.
 */
export function largeVideoBytes(head: Buffer = MP4_BYTES, tail = 1000): Buffer {
  return paddedMp4(UPLOAD_PART_BYTES + tail, head);
}

/** Starts a multipart video upload of `size` bytes as `user` and answers its plan. */
export async function startMultipartUpload(
  t: TestApp,
  user: TestUser,
  size: number,
): Promise<MultipartUpload> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/media/uploads',
    headers: user.auth,
    payload: { purpose: 'video', contentType: 'video/mp4', size },
  });
  expect(response.statusCode, response.body).toBe(200);
  const plan = response.json().result as MultipartUpload;
  expect(plan.method).toBe('MULTIPART');
  return plan;
}

/** Sends some parts of `bytes` as the plan cuts them, through signed part URLs. */
export async function sendParts(
  t: TestApp,
  user: TestUser,
  plan: MultipartUpload,
  bytes: Buffer,
  partNumbers: number[],
): Promise<void> {
  const signed = await t.app.inject({
    method: 'POST',
    url: '/api/media/uploads/partUrls',
    headers: user.auth,
    payload: { uploadId: plan.uploadId, partNumbers },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  for (const part of (signed.json().result as PartUrls).parts) {
    const start = (part.partNumber - 1) * plan.partSize;
    const put = await t.app.inject({
      method: 'PUT',
      url: part.url,
      payload: bytes.subarray(start, start + part.size),
    });
    expect(put.statusCode, put.body).toBe(200);
  }
}

/** Uploads `bytes` (larger than one part) in parts and completes it; answers the key to attach. */
export async function uploadLargeVideo(t: TestApp, user: TestUser, bytes: Buffer): Promise<string> {
  const plan = await startMultipartUpload(t, user, bytes.length);
  await sendParts(
    t,
    user,
    plan,
    bytes,
    Array.from({ length: plan.partCount }, (_, index) => index + 1),
  );
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/media/uploads/complete',
    headers: user.auth,
    payload: { uploadId: plan.uploadId },
  });
  expect(done.statusCode, done.body).toBe(200);
  return plan.key;
}
