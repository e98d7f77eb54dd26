import { z } from 'zod';
import { messageKeys } from '../messages';
import { VIDEO_CONTENT_TYPES, VIDEO_MAX_BYTES } from '../sessions/video-type';
import { PICTURE_CONTENT_TYPES, PICTURE_MAX_BYTES } from './image-type';

/**
 * What an upload is for. Each purpose fixes the content types and size it accepts; the object is
 * stored under the uploader's own prefix and only they can attach it to something.
 */
export const UPLOAD_PURPOSES = ['picture', 'video'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const ZUploadRequest = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('picture'),
    contentType: z.enum(PICTURE_CONTENT_TYPES, { error: messageKeys.invalidImageFormat }),
    size: z.number().int().positive().max(PICTURE_MAX_BYTES, messageKeys.invalidImageFormat),
  }),
  // Videos of fish logs and backup media; the server opens and cleans the file when it is finished or attached.
  z.object({
    purpose: z.literal('video'),
    contentType: z.enum(VIDEO_CONTENT_TYPES, { error: messageKeys.fileMustBeVideo }),
    size: z.number().int().positive().max(VIDEO_MAX_BYTES, messageKeys.payloadTooLarge),
  }),
]);
export type UploadRequest = z.infer<typeof ZUploadRequest>;

/** A signed, expiring direct upload: PUT the bytes to `uploadUrl` with `headers`, then send `key`. */
export const ZUploadTicket = z.object({
  key: z.string(),
  uploadUrl: z.string().describe('Where to PUT the bytes; relative to the API origin for the local driver'),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type UploadTicket = z.infer<typeof ZUploadTicket>;

/**
 * A picture field of an edit: the key of a fresh upload to attach, null to go back to no picture,
 * or left out to keep the current one.
 */
export const ZPictureKey = z
  .string()
  .trim()
  .max(300)
  .regex(/^uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpe?g)$/, messageKeys.invalidImageFormat);

/**
 * Videos larger than one part go up in parts of this size, several at a time, resumable after a
 * dropped connection (S3's smallest part is 5 MiB; only the last part may be shorter).
 */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
/** How many part URLs one request may ask for. */
export const MAX_PART_URLS_PER_REQUEST = 100;

/**
 * The plan of a multipart upload: send part n (1…partCount) of partSize bytes (the last one the
 * rest) to a URL from `partUrls`, then `complete`. `uploadId` is opaque and names the upload in
 * every later call; only its uploader may use it.
 */
export const ZMultipartUpload = z.object({
  key: z.string(),
  method: z.literal('MULTIPART'),
  uploadId: z.string(),
  size: z.number().int(),
  partSize: z.number().int(),
  partCount: z.number().int(),
  expiresAt: z.string().describe('Until when the upload can be resumed and completed'),
});
export type MultipartUpload = z.infer<typeof ZMultipartUpload>;

/** The answer to an upload request: one signed PUT, or (large videos) a multipart plan. */
export const ZUploadAnswer = z.discriminatedUnion('method', [ZUploadTicket, ZMultipartUpload]);
export type UploadAnswer = z.infer<typeof ZUploadAnswer>;

const ZUploadId = z.string().min(1).max(2000);

export const ZUploadRef = z.object({ uploadId: ZUploadId });
export type UploadRef = z.infer<typeof ZUploadRef>;

export const ZPartUrlsRequest = z.object({
  uploadId: ZUploadId,
  partNumbers: z.array(z.number().int().min(1).max(10_000)).min(1).max(MAX_PART_URLS_PER_REQUEST),
});
export type PartUrlsRequest = z.infer<typeof ZPartUrlsRequest>;

/** Signed, expiring URLs: PUT exactly `size` bytes of part `partNumber` to `url`. */
export const ZPartUrls = z.object({
  parts: z.array(z.object({ partNumber: z.number().int(), size: z.number().int(), url: z.string() })),
  expiresAt: z.string(),
});
export type PartUrls = z.infer<typeof ZPartUrls>;

/** The parts storage has received so far, so an interrupted upload sends only the others. */
export const ZUploadedParts = z.object({
  key: z.string(),
  size: z.number().int(),
  partSize: z.number().int(),
  partCount: z.number().int(),
  parts: z.array(z.object({ partNumber: z.number().int(), size: z.number().int() })),
});
export type UploadedParts = z.infer<typeof ZUploadedParts>;

/** A completed upload: the object is in storage and its key can be attached. */
export const ZCompletedUpload = z.object({ key: z.string(), size: z.number().int() });
export type CompletedUpload = z.infer<typeof ZCompletedUpload>;

/**
 * Finish an upload (a single PUT, or a multipart upload once completed): the server checks the
 * file and removes its location and device metadata, in place, before anything can show it.
 */
export const ZFinishUpload = z.object({ key: z.string().trim().min(1).max(300) });
export type FinishUpload = z.infer<typeof ZFinishUpload>;

/** A finished upload: cleaned, ready to attach. Finishing it again answers the same. */
export const ZFinishedUpload = z.object({
  key: z.string(),
  kind: z.enum(['picture', 'video']),
  /** The bytes stored now (what counts against the quota). */
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Videos: when the camera says it was recorded (from the container, before its metadata was removed). */
  recordedAt: z.string().nullable(),
  /** Videos: the length in milliseconds. */
  durationMs: z.number().int().nullable(),
});
export type FinishedUpload = z.infer<typeof ZFinishedUpload>;
