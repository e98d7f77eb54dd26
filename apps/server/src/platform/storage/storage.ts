import type { Readable } from 'node:stream';

/** What is known about a stored object. */
export interface ObjectInfo {
  key: string;
  contentType: string;
  size: number;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
  /** The part of the object in `body`, or null for all of it. */
  range: ByteRange | null;
}

export interface PutOptions {
  contentType: string;
  /** Refuse (ObjectTooLargeError) a body longer than this many bytes. */
  maxSize?: number;
}

export interface SignedUrlOptions {
  method: 'GET' | 'PUT';
  expiresInSeconds: number;
  /** For PUT: the only content type the upload may declare. */
  contentType?: string;
  /** For PUT: the most bytes the upload may send (enforced by the local driver). */
  maxSize?: number;
  /** For PUT: the exact number of bytes the upload sends (S3 signs `Content-Length`). */
  size?: number;
  /**
   * For GET: 'owner' for a URL shown only to the object's owner and moderators, which the local
   * driver still serves once the media is hidden or deleted (any other URL then answers 404).
   * S3 ignores it: presigned GETs cannot be revoked, so they are short-lived instead.
   */
  scope?: 'owner';
}

/** Headers every signed PUT sends: the object must not exist yet (S3 conditional write). */
export const WRITE_ONCE_HEADERS = { 'if-none-match': '*' } as const;

/** A part of a multipart upload that the store has received. */
export interface UploadedPart {
  /** 1 to 10,000. */
  partNumber: number;
  size: number;
  etag: string;
}

/** The most parts one multipart upload may have (as in S3). */
export const MAX_PARTS = 10_000;

/**
 * Media storage (pictures, later videos) behind one interface: the local driver keeps objects on
 * disk (or in memory) and serves them at /media with signed URLs; an S3 driver presigns instead.
 * Keys are opaque paths such as `uploads/<media folder>/<uuid>.png`; bytes never pass through the API.
 */
export interface Storage {
  readonly driver: string;
  /**
   * Writes the object from the server, creating it or replacing it whole (cleaned media, ADR 004):
   * a reader sees the old bytes or the new ones, never a mix, and memory stays bounded whatever the
   * size. Only signed PUTs from clients are write-once.
   */
  put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<ObjectInfo>;
  /** The object (or the part in `range`; `end` defaults to the last byte), or null when absent. */
  get(key: string, options?: { range?: { start: number; end?: number } }): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; removing an absent one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL that allows one method on one key until it expires; relative to the API origin when local.
   * A PUT must send `content-type` (when signed with one) and `if-none-match: *`, the
   * WRITE_ONCE_HEADERS: keys are write-once, so a replayed URL cannot replace checked bytes.
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;

  /** Starts a multipart upload of `key` (the object appears only on completion); answers its id. */
  createMultipartUpload(key: string, options: { contentType: string }): Promise<string>;
  /** A URL that lets one PUT send part `partNumber` of an upload, at most (S3: exactly) `size` bytes. */
  signedPartUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { expiresInSeconds: number; size: number },
  ): Promise<string>;
  /** The parts received so far, by part number, or null when no such upload is in progress. */
  listParts(key: string, uploadId: string): Promise<UploadedPart[] | null>;
  /**
   * Joins `parts` (in order; each as `listParts` answered it) into the object and ends the upload.
   * Throws MissingPartError when one of them is not (or no longer) there as listed.
   */
  completeMultipartUpload(key: string, uploadId: string, parts: UploadedPart[]): Promise<ObjectInfo>;
  /** Ends an upload and drops its parts; aborting an unknown one is not an error. */
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
}

export class MissingPartError extends Error {
  override name = 'MissingPartError';
}

export class ObjectTooLargeError extends Error {
  override name = 'ObjectTooLargeError';
}

export class RangeNotSatisfiableError extends Error {
  override name = 'RangeNotSatisfiableError';

  /** The object's size, which the 416 answer's Content-Range names (when the store told it). */
  constructor(readonly size?: number) {
    super('range not satisfiable');
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Keys are relative paths of safe segments: no `..`, no leading slash, no odd characters. */
export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part.startsWith('.'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
}

/** Resolves an optional open-ended range against an object's size; throws when it lies outside. */
export function resolveRange(
  range: { start: number; end?: number } | undefined,
  size: number,
): ByteRange | null {
  if (!range) return null;
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (range.start < 0 || range.start > end) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end };
}
