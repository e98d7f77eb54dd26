import type { VideoAttach } from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { requireCleanMedia, requireOwnPicture } from '../media';

/**
 * Checks an uploaded video before a log or backup media takes it, cleaned of its metadata (on the
 * spot if its upload was not finished): the caller's own upload (FORBIDDEN otherwise), present
 * ("Please select a file."), and a video we can read whatever its name ("The file format must be a
 * video."; a file that is no video is removed). Refusals name `field`.
 */
export async function requireOwnVideo(
  db: Db,
  storage: Storage,
  actor: Actor,
  key: string,
  field: string,
): Promise<string> {
  await requireCleanMedia(db, storage, actor, key, { field, expect: 'video' });
  return key;
}

/** The checked keys of a video attachment at `field` (its thumbnail must be a real picture of the caller's). */
export async function checkVideo(db: Db, storage: Storage, actor: Actor, video: VideoAttach, field: string) {
  const key = await requireOwnVideo(db, storage, actor, video.key, `${field}.key`);
  const thumbnailKey = video.thumbnailKey
    ? await requireOwnPicture(db, storage, actor, video.thumbnailKey, `${field}.thumbnailKey`)
    : null;
  return { key, thumbnailKey };
}

/** A backup media file: a video or a picture of the caller's, by its bytes, cleaned like any other. */
export async function requireOwnMedia(
  db: Db,
  storage: Storage,
  actor: Actor,
  key: string,
  field: string,
): Promise<'video' | 'picture'> {
  return requireCleanMedia(db, storage, actor, key, { field, expect: 'any' });
}
