import { AppError, detectPictureType, detectVideoKind, PICTURE_MAX_BYTES } from '@tightlines/domain';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { isValidKey, type ObjectInfo, type Storage } from '../../platform/storage/storage';
import { cleanPicture } from './clean-picture';
import { cleanVideo } from './clean-video';
import {
  type CleanedFacts,
  claimCleaning,
  forgetObject,
  getCleaningState,
  markCleanFailed,
  recordCleaned,
  releaseCleaning,
} from './cleaning-repo';
import { isAttached } from './media-objects';
import { StorageReadError, storageReader } from './storage-source';

export type MediaKind = 'picture' | 'video';

/** What cleaning an upload came to. */
export type CleanResult =
  | { status: 'clean'; kind: MediaKind; facts: CleanedFacts }
  | { status: 'missing' }
  /** Not a picture or video we can read: removed (or, when already attached, kept and never served as clean). */
  | { status: 'refused' };

/** How long one cleaning may hold an object before another attempt takes over (a crashed instance). */
const HOLD_MS = 15 * 60 * 1000;
/** How long a request waits for a cleaning another request or instance started, and how often it looks. */
const WAIT_MS = 60 * 1000;
const LOOK_EVERY_MS = 200;

const kindOf = (info: ObjectInfo): MediaKind | null =>
  info.contentType.startsWith('image/') ? 'picture' : info.contentType.startsWith('video/') ? 'video' : null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cleanings in progress in this process, by storage and key, so one request joins another's. */
const inProgress = new WeakMap<Storage, Map<string, Promise<CleanResult>>>();

/**
 * Removes the location and device metadata of an uploaded picture or video in place, once (ADR 004):
 * the object is re-encoded (pictures) or remuxed (videos) and written over the same key, its new
 * size recorded for the quota with what was read from it (recording time, length, dimensions).
 * Idempotent: a clean object answers what was recorded. A file that is not a readable PNG, JPEG or
 * video of an accepted container is refused: removed, or when something already uses it (media
 * attached before cleaning existed) kept and marked. CONFLICT when another cleaning of it is still
 * running after a minute.
 */
export async function cleanUpload(
  db: Db,
  storage: Storage,
  key: string,
  ownerId: string,
): Promise<CleanResult> {
  let running = inProgress.get(storage);
  if (!running) inProgress.set(storage, (running = new Map()));
  const joined = running.get(key);
  if (joined) return joined;
  const cleaning = cleanOnce(db, storage, key, ownerId).finally(() => running.delete(key));
  running.set(key, cleaning);
  return cleaning;
}

async function cleanOnce(db: Db, storage: Storage, key: string, ownerId: string): Promise<CleanResult> {
  // A key no upload could have (`..`, odd characters) names nothing.
  if (!isValidKey(key)) return { status: 'missing' };
  const info = await storage.head(key);
  if (!info) return { status: 'missing' };
  for (let waited = 0; ; waited += LOOK_EVERY_MS) {
    const row = await getCleaningState(db, key);
    if (row?.state === 'deleted') return { status: 'missing' };
    if (row?.cleanFailedAt) return { status: 'refused' };
    if (row?.cleanedAt) {
      const kind = kindOf(info);
      const { sizeBytes, recordedAt, durationMs, width, height, contentHash } = row;
      const facts = { sizeBytes, recordedAt, durationMs, width, height, contentHash };
      return kind ? { status: 'clean', kind, facts } : { status: 'refused' };
    }
    if (await claimCleaning(db, { key, ownerId, until: new Date(Date.now() + HOLD_MS) })) break;
    if (waited >= WAIT_MS) {
      throw new AppError('CONFLICT', { key: 'mediaStillProcessing' });
    }
    await sleep(LOOK_EVERY_MS);
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'tightlines-clean-'));
  try {
    const cleaned = await cleanObject(storage, info, workDir);
    if (!cleaned) {
      await refuse(db, storage, key);
      return { status: 'refused' };
    }
    const written = await storage.put(key, cleaned.body(), { contentType: cleaned.contentType });
    const facts = { ...cleaned.facts, sizeBytes: written.size };
    await recordCleaned(db, key, facts);
    return { status: 'clean', kind: cleaned.kind, facts };
  } catch (error) {
    await releaseCleaning(db, key).catch(() => undefined);
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

interface Cleaned {
  kind: MediaKind;
  contentType: string;
  body: () => Buffer | Readable;
  facts: Omit<CleanedFacts, 'sizeBytes'>;
}

/**
 * The object cleaned, or null when it is not what its stored type says (a picture must be a PNG or
 * JPEG by its bytes, a video one of our containers) or cannot be read as one.
 */
async function cleanObject(storage: Storage, info: ObjectInfo, workDir: string): Promise<Cleaned | null> {
  const head = await storageReader(storage, info.key, info.size)(0, 16);
  const declared = kindOf(info);
  const kind: MediaKind | null = detectPictureType(head) ? 'picture' : detectVideoKind(head) ? 'video' : null;
  if (!kind || (declared && declared !== kind)) return null;
  if (kind === 'picture') {
    if (info.size > PICTURE_MAX_BYTES) return null;
    const picture = await cleanPicture(await storageReader(storage, info.key, info.size)(0, info.size));
    if (!picture) return null;
    const { bytes, contentType, width, height } = picture;
    return {
      kind,
      contentType,
      body: () => bytes,
      facts: { width, height, recordedAt: null, durationMs: null, contentHash: null },
    };
  }
  const video = await cleanVideo(storage, info, workDir);
  if (!video) return null;
  const { file, contentType, width, height, recordedAt, durationMs } = video;
  // Hashed as uploaded (before the remux rewrites it): the same file sent twice hashes the same.
  const contentHash = await sha256Of(storage, info.key);
  return {
    kind,
    contentType,
    body: () => createReadStream(file),
    facts: { width, height, recordedAt, durationMs, contentHash },
  };
}

/** The SHA-256 (hex) of a stored object, read as a stream (bounded memory whatever its size). */
async function sha256Of(storage: Storage, key: string): Promise<string> {
  const object = await storage.get(key);
  if (!object) throw new StorageReadError(`${key} disappeared while it was hashed`);
  const hash = createHash('sha256');
  try {
    for await (const chunk of object.body) hash.update(chunk as Buffer);
  } catch (error) {
    throw new StorageReadError(`reading ${key} failed`, { cause: error });
  }
  return hash.digest('hex');
}

/** A refused object: removed with its row, unless something already uses it (then kept and marked). */
async function refuse(db: Db, storage: Storage, key: string): Promise<void> {
  if (await isAttached(db, key)) {
    await markCleanFailed(db, key);
    return;
  }
  await storage.delete(key);
  await forgetObject(db, key);
}
