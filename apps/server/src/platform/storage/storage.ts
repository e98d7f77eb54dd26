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
  /** For PUT: the most bytes the upload may send. */
  maxSize?: number;
}

/**
 * Media storage (pictures, later videos) behind one interface: the local driver keeps objects on
 * disk (or in memory) and serves them at /media with signed URLs; an S3 driver presigns instead.
 * Keys are opaque paths such as `uploads/<user>/<uuid>.png`; bytes never pass through the API.
 */
export interface Storage {
  readonly driver: string;
  put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<ObjectInfo>;
  /** The object (or the part in `range`; `end` defaults to the last byte), or null when absent. */
  get(key: string, options?: { range?: { start: number; end?: number } }): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; removing an absent one is not an error. */
  delete(key: string): Promise<void>;
  /** A URL that allows one method on one key until it expires; relative to the API origin when local. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
}

export class ObjectTooLargeError extends Error {
  override name = 'ObjectTooLargeError';
}

export class RangeNotSatisfiableError extends Error {
  override name = 'RangeNotSatisfiableError';
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
  if (range.start < 0 || range.start > end) throw new RangeNotSatisfiableError();
  return { start: range.start, end };
}
