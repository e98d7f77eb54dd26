import { z } from 'zod';
import { messages } from '../messages';
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
    contentType: z.enum(PICTURE_CONTENT_TYPES, { error: messages.invalidImageFormat }),
    size: z.number().int().positive().max(PICTURE_MAX_BYTES, messages.invalidImageFormat),
  }),
  // Videos of fish logs and backup media; the bytes are sniffed again when a log attaches the key.
  z.object({
    purpose: z.literal('video'),
    contentType: z.enum(VIDEO_CONTENT_TYPES, { error: messages.fileMustBeVideo }),
    size: z.number().int().positive().max(VIDEO_MAX_BYTES, messages.payloadTooLarge),
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
  .regex(/^uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpe?g)$/, messages.invalidImageFormat);
