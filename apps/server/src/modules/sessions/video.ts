import type { VideoAttach } from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { requireCleanMedia, requireOwnPicture } from '../media';

/**
 * The checked keys of a video attachment at `field`, both cleaned of their metadata (on the spot if
 * the upload was not finished): the caller's own uploads (FORBIDDEN otherwise), present ("Please
 * select a file."), a video we can read whatever its name ("The file format must be a video."; a
 * file that is no video is removed) and a real picture as its thumbnail. Refusals name the field.
 */
export async function checkVideo(db: Db, storage: Storage, actor: Actor, video: VideoAttach, field: string) {
  await requireCleanMedia(db, storage, actor, video.key, { field: `${field}.key`, expect: 'video' });
  const key = video.key;
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
