import {
  AppError,
  type CompletedUpload,
  type MultipartUpload,
  type PartUrls,
  type PartUrlsRequest,
  type UploadedParts,
  type UploadRef,
  UPLOAD_PART_BYTES,
  VIDEO_EXTENSION_OF,
  type VideoContentType,
} from '@tightlines/domain';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../http/authenticate';
import { MissingPartError, type Storage, type UploadedPart } from '../../platform/storage/storage';
import { canAttachUpload, uploadFolderOf } from './policy';
import type { UploadHandles, UploadPlan } from './upload-handle';

/** How long an interrupted upload can be resumed; after that its parts are abandoned (abandoned-uploads.ts). */
export const UPLOAD_LIFETIME_SECONDS = 24 * 60 * 60;
const PART_URL_TTL_SECONDS = 30 * 60;

export interface MultipartDeps {
  storage: Storage;
  handles: UploadHandles;
  /** Records each new upload and refuses one past the account's quota (media-objects.ts). */
  reserve(actor: Actor, key: string, size: number): Promise<void>;
  /** Forgets an aborted upload's reservation, so it stops counting against the quota at once. */
  release(actor: Actor, key: string): Promise<void>;
}

const partCountOf = (plan: Pick<UploadPlan, 'size' | 'partSize'>) => Math.ceil(plan.size / plan.partSize);
const partSizeOf = (plan: UploadPlan, partNumber: number) =>
  partNumber < partCountOf(plan) ? plan.partSize : plan.size - plan.partSize * (partCountOf(plan) - 1);

/** Starts a multipart upload of a large video under the caller's own prefix. */
export async function createMultipartUpload(
  { storage, handles, reserve }: MultipartDeps,
  actor: Actor,
  input: { contentType: VideoContentType; size: number },
): Promise<MultipartUpload> {
  const key = `${uploadFolderOf(actor)}${randomUUID()}.${VIDEO_EXTENSION_OF[input.contentType]}`;
  await reserve(actor, key, input.size);
  const storageUploadId = await storage.createMultipartUpload(key, { contentType: input.contentType });
  const expires = Math.floor(Date.now() / 1000) + UPLOAD_LIFETIME_SECONDS;
  const plan = { key, storageUploadId, size: input.size, partSize: UPLOAD_PART_BYTES, expires };
  return {
    key,
    method: 'MULTIPART',
    uploadId: handles.seal(plan),
    size: plan.size,
    partSize: plan.partSize,
    partCount: partCountOf(plan),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/**
 * The plan of one of the caller's uploads. A forged or expired handle and someone else's upload
 * all answer NOT_FOUND (not yours = not there).
 */
function requireOwnPlan(handles: UploadHandles, actor: Actor, uploadId: string): UploadPlan {
  const plan = handles.open(uploadId);
  if (!plan || !canAttachUpload(actor, plan.key)) throw new AppError('NOT_FOUND');
  return plan;
}

async function receivedParts(storage: Storage, plan: UploadPlan): Promise<UploadedPart[]> {
  const parts = await storage.listParts(plan.key, plan.storageUploadId);
  if (!parts) throw new AppError('NOT_FOUND');
  return parts;
}

/** Signed URLs for some parts of the caller's upload (VALIDATION past the last part; NOT_FOUND). */
export async function signUploadParts(
  { storage, handles }: MultipartDeps,
  actor: Actor,
  { uploadId, partNumbers }: PartUrlsRequest,
): Promise<PartUrls> {
  const plan = requireOwnPlan(handles, actor, uploadId);
  const partCount = partCountOf(plan);
  const outside = partNumbers.find((partNumber) => partNumber > partCount);
  if (outside !== undefined) {
    throw new AppError('VALIDATION', { key: 'uploadPartOutside', values: { partCount, part: outside } });
  }
  const parts = await Promise.all(
    [...new Set(partNumbers)].map(async (partNumber) => {
      const size = partSizeOf(plan, partNumber);
      const url = await storage.signedPartUrl(plan.key, plan.storageUploadId, partNumber, {
        expiresInSeconds: PART_URL_TTL_SECONDS,
        size,
      });
      return { partNumber, size, url };
    }),
  );
  return { parts, expiresAt: new Date(Date.now() + PART_URL_TTL_SECONDS * 1000).toISOString() };
}

/** The parts of the caller's upload that storage holds, to resume it (NOT_FOUND once completed or aborted). */
export async function listUploadedParts(
  { storage, handles }: MultipartDeps,
  actor: Actor,
  { uploadId }: UploadRef,
): Promise<UploadedParts> {
  const plan = requireOwnPlan(handles, actor, uploadId);
  const parts = await receivedParts(storage, plan);
  return {
    key: plan.key,
    size: plan.size,
    partSize: plan.partSize,
    partCount: partCountOf(plan),
    parts: parts.map(({ partNumber, size }) => ({ partNumber, size })),
  };
}

/**
 * Joins the parts into the object, which only then can be attached: every part must be there with
 * its planned size (CONFLICT naming the first that is not). Completing twice answers the object.
 */
export async function completeUpload(
  { storage, handles }: MultipartDeps,
  actor: Actor,
  { uploadId }: UploadRef,
): Promise<CompletedUpload> {
  const plan = requireOwnPlan(handles, actor, uploadId);
  const parts = await storage.listParts(plan.key, plan.storageUploadId);
  if (!parts) {
    const object = await storage.head(plan.key);
    if (object?.size === plan.size) return { key: plan.key, size: object.size };
    throw new AppError('NOT_FOUND');
  }
  const byNumber = new Map(parts.map((part) => [part.partNumber, part]));
  const ordered: UploadedPart[] = [];
  for (let partNumber = 1; partNumber <= partCountOf(plan); partNumber += 1) {
    const part = byNumber.get(partNumber);
    if (part?.size !== partSizeOf(plan, partNumber)) {
      throw new AppError('CONFLICT', {
        key: part ? 'uploadPartWrongSize' : 'uploadPartMissing',
        values: { part: partNumber },
      });
    }
    ordered.push(part);
  }
  try {
    const object = await storage.completeMultipartUpload(plan.key, plan.storageUploadId, ordered);
    return { key: plan.key, size: object.size };
  } catch (error) {
    if (error instanceof MissingPartError) {
      throw new AppError('CONFLICT', { key: 'uploadChanged' });
    }
    throw error;
  }
}

/**
 * Ends the caller's upload, drops its parts and releases its place in their quota (NOT_FOUND when
 * it is not theirs).
 */
export async function abortUpload(
  { storage, handles, release }: MultipartDeps,
  actor: Actor,
  { uploadId }: UploadRef,
): Promise<null> {
  const plan = requireOwnPlan(handles, actor, uploadId);
  await storage.abortMultipartUpload(plan.key, plan.storageUploadId);
  await release(actor, plan.key);
  return null;
}
