import {
  PICTURE_MAX_BYTES,
  type UploadAnswer,
  type UploadRequest,
  UPLOAD_PART_BYTES,
  VIDEO_EXTENSION_OF,
  VIDEO_MAX_BYTES,
} from '@tightlines/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { type Storage, WRITE_ONCE_HEADERS } from '../../platform/storage/storage';
import { requireCleanMedia } from './ingest-service';
import { discardObject } from './media-objects';
import { pictureCandidatesOf } from './picture-renditions';
import { createMultipartUpload, type MultipartDeps } from './multipart-service';
import { uploadFolderOf } from './policy';

const UPLOAD_URL_TTL_SECONDS = 10 * 60;
/** Read URLs expire on fixed 6-hour boundaries, so repeated reads get the same (cacheable) URL. */
const READ_URL_WINDOW_SECONDS = 6 * 60 * 60;
/**
 * S3's presigned GETs cannot be revoked when a session is hidden or deleted (the local driver checks
 * the media's state on every read instead), so there they roll every 15 minutes: a URL handed out
 * before the session was hidden works 30 minutes at most.
 */
export const S3_READ_URL_WINDOW_SECONDS = 15 * 60;

const windowOf = (storage?: Pick<Storage, 'driver'>) =>
  storage?.driver === 's3' ? S3_READ_URL_WINDOW_SECONDS : READ_URL_WINDOW_SECONDS;

const pictureExtensions = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

function extensionAndLimit(input: UploadRequest): { extension: string; maxSize: number } {
  if (input.purpose === 'video') {
    return { extension: VIDEO_EXTENSION_OF[input.contentType], maxSize: VIDEO_MAX_BYTES };
  }
  return { extension: pictureExtensions[input.contentType], maxSize: PICTURE_MAX_BYTES };
}

/**
 * A signed direct upload of a picture or a video, in the caller's random media folder (write-once key):
 * one PUT, or for a video larger than one part a multipart plan (see multipart-service.ts).
 */
export async function createUploadTicket(
  deps: MultipartDeps,
  actor: Actor,
  input: UploadRequest,
): Promise<UploadAnswer> {
  if (input.purpose === 'video' && input.size > UPLOAD_PART_BYTES) {
    return createMultipartUpload(deps, actor, input);
  }
  const { storage } = deps;
  const { extension, maxSize } = extensionAndLimit(input);
  const key = `${uploadFolderOf(actor)}${randomUUID()}.${extension}`;
  await deps.reserve(actor, key, input.size);
  const uploadUrl = await storage.signedUrl(key, {
    method: 'PUT',
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
    contentType: input.contentType,
    maxSize,
    size: input.size,
  });
  return {
    key,
    uploadUrl,
    method: 'PUT',
    headers: { 'content-type': input.contentType, ...WRITE_ONCE_HEADERS },
    expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString(),
  };
}

/**
 * Checks an uploaded picture before it is attached to a profile or a boat: it must be the caller's
 * own upload (FORBIDDEN otherwise) and a PNG or JPEG by its bytes, whatever it was called, cleaned
 * of its metadata (on the spot if its upload was not finished). VALIDATION "Image must be in a valid
 * format" naming `field` otherwise; a file that is no picture at all is removed.
 */
export async function requireOwnPicture(
  db: Db,
  storage: Storage,
  actor: Actor,
  key: string,
  field: string,
): Promise<string> {
  await requireCleanMedia(db, storage, actor, key, { field, expect: 'picture' });
  return key;
}

/** Whether a stored picture value is one of our storage keys (else an external URL kept as is). */
export function isStorageKey(value: string | null | undefined): value is string {
  return Boolean(value) && !/^(https?:)?\/\//.test(value!) && !value!.startsWith('/');
}

/**
 * When the read URLs signed now stop being the ones signed from then on (the next 6-hour boundary);
 * a URL signed before it stays valid at least one more window, so a page holding them may be reused
 * until then.
 */
export function readUrlsRollAt(now: Date, storage?: Pick<Storage, 'driver'>): Date {
  const seconds = Math.floor(now.getTime() / 1000);
  const window = windowOf(storage);
  return new Date((Math.floor(seconds / window) + 1) * window * 1000);
}

/**
 * The read URLs signed in the current window, by storage and key: every URL signed in a window
 * expires at the same moment, so a key's URL is signed once per window rather than on every page
 * that shows it (signing is a good part of the cost of a feed page). Bounded; cleared as it rolls.
 */
const signedInWindow = new WeakMap<Storage, { expires: number; urls: Map<string, string> }>();
const MAX_SIGNED_IN_WINDOW = 50_000;

/** The current window's signed URLs of `storage` (a new, empty map once the window rolled). */
function currentWindow(storage: Storage, now: number) {
  const window = windowOf(storage);
  const expires = (Math.floor(now / window) + 2) * window;
  let signed = signedInWindow.get(storage);
  if (signed?.expires !== expires || signed.urls.size >= MAX_SIGNED_IN_WINDOW) {
    signedInWindow.set(storage, (signed = { expires, urls: new Map() }));
  }
  return signed;
}

/**
 * The read URLs of `storage` signed in the current window, as a token: the same object while they
 * stay the ones handed out, a new one when they roll. What was made of them (a presented card) can
 * be kept by it.
 */
export function readUrlWindow(storage: Storage): object {
  return currentWindow(storage, Math.floor(Date.now() / 1000));
}

/**
 * Who a read URL is for: anyone (`public`, the default), or only the owner and moderators (`owner`:
 * for the media of a hidden session, which the local driver serves to no other URL).
 */
export type ReadScope = 'public' | 'owner';

const cacheKeyOf = (value: string, scope: ReadScope) => (scope === 'owner' ? `owner:${value}` : value);

/** The URL a client may load a stored picture from: signed for our keys, unchanged for external URLs. */
export async function toPictureUrl(
  storage: Storage,
  value: string | null,
  scope: ReadScope = 'public',
): Promise<string | null> {
  if (!value) return null;
  if (!isStorageKey(value)) return value;
  const now = Math.floor(Date.now() / 1000);
  const { expires, urls } = currentWindow(storage, now);
  const known = urls.get(cacheKeyOf(value, scope));
  if (known) return known;
  const url = await storage.signedUrl(value, {
    method: 'GET',
    expiresInSeconds: expires - now,
    ...(scope === 'owner' ? { scope } : {}),
  });
  urls.set(cacheKeyOf(value, scope), url);
  return url;
}

/**
 * The URLs of many stored pictures (or videos) at once, as a lookup the presenter calls without
 * waiting: the ones signed already in this window are taken as they are, only the others signed.
 */
export async function pictureUrls(
  storage: Storage,
  values: Iterable<string | null>,
  scope: ReadScope = 'public',
): Promise<(value: string | null) => string | null> {
  const { urls } = currentWindow(storage, Math.floor(Date.now() / 1000));
  const found = new Map<string, string | null>();
  for (const value of values) {
    if (!value || found.has(value)) continue;
    const known = isStorageKey(value) ? urls.get(cacheKeyOf(value, scope)) : value;
    found.set(value, known ?? (await toPictureUrl(storage, value, scope)));
  }
  return (value) => (value ? (found.get(value) ?? null) : null);
}

/**
 * The stored pictures among `values` at each width they are stored at, narrowest first, with signed
 * URLs (a responsive `srcset`: renditions and the picture itself, see `pictureCandidates`), as a
 * lookup the presenter calls without waiting. An external URL, or a picture of unknown width
 * without renditions, has none (its one URL is all there is).
 */
export async function pictureSetUrls(
  db: Db,
  storage: Storage,
  values: Iterable<string | null>,
): Promise<(value: string | null) => { url: string; width: number }[]> {
  const candidates = await pictureCandidatesOf(db, [...new Set([...values].filter(isStorageKey))]);
  const urlOf = await pictureUrls(
    storage,
    [...candidates.values()].flatMap((list) => list.map((candidate) => candidate.url)),
  );
  return (value) =>
    (value ? (candidates.get(value) ?? []) : []).flatMap(({ url, width }) => {
      const signed = urlOf(url);
      return signed ? [{ url: signed, width }] : [];
    });
}

/**
 * Removes a picture or video that was replaced or removed, after the edit committed: the object and
 * its media_objects row, so it stops counting against its owner's quota at once. Kept while
 * something else still uses it (the same upload as a profile and a boat picture). A failure of the
 * store never fails the edit: the object is left `deleted`, for the removal job to finish.
 */
export async function discardPicture(db: Db, storage: Storage, value: string | null): Promise<void> {
  if (!isStorageKey(value)) return;
  await discardObject(db, storage, value).catch(() => undefined);
}
